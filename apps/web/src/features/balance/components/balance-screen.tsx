'use client';
import { lazy, Suspense } from 'react';
import { balanceScreenTexts } from '@/lib/messages';
import { BalanceSummary } from './balance-summary';
import { HistorySkeleton } from './history-skeleton';
import styles from './balance.module.css';
import { MonthlyChart } from './monthly-chart';

// The account history (its filters, 200 rows, the CSV export) comes below the balance and the chart
// and in its own chunk: the page's first load does without it (issue 11). The module is asked for as
// this one loads — in the browser the chunk comes at once; on the server it is ready before the page
// renders, so the server's HTML holds the section itself, which the browser keeps until it hydrates.
const history = import('./history-section');
const HistorySection = lazy(() => history.then((m) => ({ default: m.HistorySection })));

/** Мой Баланс: the balance, the monthly earnings chart and the account history. */
export function BalanceScreen() {
  return (
    <div className={styles.layout}>
      <BalanceSummary />
      <MonthlyChart />
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
