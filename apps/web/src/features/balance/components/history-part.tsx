'use client';
import { Suspense } from 'react';
import { Card, CardHead, CardTitle } from '@/components/ui/card';
import { balanceScreenTexts } from '../texts';
import { preloadChunk } from '@/lib/preload-chunk';
import { DisputesLink } from './disputes-link';
import { HistorySkeleton } from './history-skeleton';
import styles from './balance.module.css';

// The account history (its filters, 200 rows, the CSV export) comes below the balance and the chart
// and in its own chunk: the page's first load does without it (docs/performance.md). The server's
// HTML holds the section itself, which the browser keeps until it hydrates.
const HistorySection = preloadChunk(import('./history-section')).component((m) => m.HistorySection);

/** The account history of Мой Баланс, loaded beside the page rather than with it. */
export function HistoryPart() {
  return (
    <Suspense fallback={<HistoryLoading />}>
      <HistorySection />
    </Suspense>
  );
}

/** The history's place while its chunk, or its first page from the server, is on the way. */
export function HistoryLoading() {
  return (
    <Card className={styles.wide} aria-labelledby="history-heading" aria-busy="true">
      <CardHead>
        <CardTitle as="h2" id="history-heading">
          {balanceScreenTexts.history.heading}
        </CardTitle>
        <div className={styles.headActions}>
          <DisputesLink />
        </div>
      </CardHead>
      <HistorySkeleton />
    </Card>
  );
}
