'use client';
import { Suspense, type ReactNode } from 'react';
import { balanceScreenTexts } from '@/lib/messages';
import { preloadChunk } from '@/lib/preload-chunk';
import { BalanceSummary } from './balance-summary';
import { HistorySkeleton } from './history-skeleton';
import styles from './balance.module.css';
import { MonthlyChart } from './monthly-chart';

// The account history (its filters, 200 rows, the CSV export) comes below the balance and the chart
// and in its own chunk: the page's first load does without it (docs/performance.md). The server's HTML holds the
// section itself, which the browser keeps until it hydrates.
const HistorySection = preloadChunk(import('./history-section')).component((m) => m.HistorySection);

/**
 * Мой Баланс: the balance, the monthly earnings chart, the personal target the page brings from
 * its own feature (decision 0032), and the account history.
 */
export function BalanceScreen({ target }: { target?: ReactNode }) {
  return (
    <div className={styles.layout}>
      <BalanceSummary />
      <MonthlyChart />
      {target ? <div className={styles.wide}>{target}</div> : null}
      <Suspense fallback={<HistoryLoading />}>
        <HistorySection />
      </Suspense>
    </div>
  );
}

function HistoryLoading() {
  return (
    <section className={`card ${styles.wide}`} aria-labelledby="history-heading" aria-busy="true">
      <div className="card-head">
        <h2 id="history-heading" className="card-title">
          {balanceScreenTexts.history.heading}
        </h2>
      </div>
      <HistorySkeleton />
    </section>
  );
}
