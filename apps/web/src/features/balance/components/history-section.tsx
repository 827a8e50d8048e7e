'use client';
// The account history: filters, the list with 'Показать ещё', and the CSV export of the filter.
import { useInfiniteQuery } from '@tanstack/react-query';
import { TabPanel } from '@/components/tabs/tabs';
import { useDeferredValue, useMemo, useState } from 'react';
import { Spinner } from '@/components/spinner/spinner';
import { QueryState } from '@/components/query-state/query-state';
import { Card, CardHead, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { balanceScreenTexts } from '../texts';
import { isShownError } from '@/lib/queries/member';
import { dateErrors, EMPTY_FILTERS, toHistoryQuery, type HistoryFilters } from '../history-filters';
import { useDebouncedValue } from '../use-debounced-value';
import { useRenderedCount } from '../use-rendered-count';
import { balanceQueries, HISTORY_SCREEN_PAGE } from '../queries';
import styles from './balance.module.css';
import { ExportButton } from './export-button';
import { HistoryEntryRow } from './history-entry';
import { DisputesLink } from './disputes-link';
import { HistorySkeleton } from './history-skeleton';
import { HISTORY_TABS, HistoryFiltersForm } from './history-filters-form';

const t = balanceScreenTexts.history;
const SEARCH_DELAY_MS = 400;
/** Rows rendered as soon as the lines are there: a phone screen of them (the rest follow in steps). */
const FIRST_SCREEN_ROWS = 10;

export function HistorySection() {
  const [filters, setFilters] = useState<HistoryFilters>(EMPTY_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const errors = dateErrors(filters);
  // Tabs and dates apply at once; the search once typing pauses.
  const query = useMemo(() => toHistoryQuery({ ...filters, search }), [filters, search]);
  // The query's answers arrive as updates React renders at once, in the task that delivers them; the
  // section renders from the answer deferred, in a render that yields to the browser between rows
  // (its first rows came in one task of ≈ 90 ms on Lighthouse's phone, docs/performance.md).
  const history = useDeferredValue(useInfiniteQuery(balanceQueries.history(query)));
  const entries = history.data?.pages.flatMap((p) => p.history) ?? [];
  const total = history.data?.pages.at(-1)?.totalCount ?? 0;
  const rendered = useRenderedCount(entries.length, FIRST_SCREEN_ROWS);

  return (
    <Card className={styles.wide} aria-labelledby="history-heading">
      <CardHead>
        <CardTitle as="h2" id="history-heading">
          {t.heading}
        </CardTitle>
        <div className={styles.headActions}>
          <DisputesLink />
          <ExportButton query={query} disabled={history.isPending || total === 0} />
        </div>
      </CardHead>
      <HistoryFiltersForm filters={filters} errors={errors} onChange={setFilters} />
      <TabPanel ids={HISTORY_TABS} value={filters.category} busy={history.isFetching && !history.isFetchingNextPage}>
        <div className={styles.summary}>
          <p aria-live="polite">{history.isPending ? balanceScreenTexts.loading : history.isSuccess ? t.found(total) : ''}</p>
          {history.isFetching && !history.isPending && !history.isFetchingNextPage ? (
            <Spinner size="small" label={balanceScreenTexts.loading} />
          ) : null}
        </div>
        <QueryState
          query={history}
          skeleton={<HistorySkeleton />}
          errorText={t.error}
          empty={entries.length === 0 && { title: t.empty, text: t.emptyHint }}
        >
          <>
            <ul className={styles.list} aria-label={t.heading}>
              {entries.slice(0, rendered).map((entry) => (
                <HistoryEntryRow key={entry.id} entry={entry} />
              ))}
            </ul>
            <div className={styles.summary}>
              <p>{t.shown(entries.length, total)}</p>
            </div>
            {history.hasNextPage ? (
              <div className={styles.pager}>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => void history.fetchNextPage()}
                  disabled={history.isFetchingNextPage}
                  aria-describedby="history-page-size"
                >
                  {history.isFetchingNextPage ? <Spinner size="small" /> : null}
                  {t.showMore}
                </Button>
                <span id="history-page-size" className="visually-hidden">
                  {`+${HISTORY_SCREEN_PAGE}`}
                </span>
              </div>
            ) : null}
            {isShownError(history.error) ? (
              <p className={`${styles.live} ${styles.liveError}`} role="alert">
                {t.error}
              </p>
            ) : null}
          </>
        </QueryState>
      </TabPanel>
    </Card>
  );
}
