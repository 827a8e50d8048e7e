'use client';
// The back office's one list page: a card with the list's filter bar or tabs, the table, its pager and
// the states of loading, failure and an empty answer. Its filters and page are the URL's
// (use-list-url.ts, decision 0028).
import { useId, type ReactNode } from 'react';
import { QueryState, type EmptyState, type QueryLike } from '../../query-state/query-state';
import { SkeletonRows } from '../../skeleton/skeleton';
import { TabPanel, Tabs, useTabIds, type TabItem } from '../../tabs/tabs';
import { DataTable, type Column } from '../data-table';
import { Pager } from '../pager';
import styles from '../admin.module.css';

export interface ListTabs<V extends string> {
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  variant?: 'segmented' | 'chips';
  /** Beside the tabs, on their row: a filter of another kind (a select). */
  beside?: ReactNode;
}

interface ListPageProps<T, V extends string> {
  /** The card's name (and the table's caption unless `caption` is given). */
  label: string;
  /** A heading shown at the top of the card, which then names it. */
  title?: string;
  caption?: string;
  filters?: ReactNode;
  tabs?: ListTabs<V>;
  /** What stands between the filters and the table: a notice, a selection's actions. */
  children?: ReactNode;
  query: QueryLike & { isFetching: boolean };
  rows: readonly T[] | undefined;
  total: number | undefined;
  /** The page: its first row and its size. */
  skip: number;
  take: number;
  onSkip: (skip: number) => void;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  minWidth: number;
  errorText: string;
  empty: string | EmptyState;
  /** Stands in while the first page loads; null where an outer state does. */
  skeleton?: ReactNode;
}

export function ListPage<T, V extends string = string>({
  label,
  title,
  caption,
  filters,
  tabs,
  children,
  query,
  rows,
  total,
  skip,
  take,
  onSkip,
  columns,
  rowKey,
  minWidth,
  errorText,
  empty,
  skeleton = <SkeletonRows count={8} height={44} />,
}: ListPageProps<T, V>) {
  const ids = useTabIds();
  const titleId = useId();
  const list = (
    <QueryState
      query={query}
      skeleton={skeleton}
      errorText={errorText}
      empty={total === 0 && (typeof empty === 'string' ? { title: empty } : empty)}
    >
      <DataTable caption={caption ?? label} columns={columns} rows={rows ?? []} rowKey={rowKey} minWidth={minWidth} />
      <Pager skip={skip} take={take} total={total ?? 0} onSkip={onSkip} />
    </QueryState>
  );
  return (
    <section className={`card ${styles.list}`} {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': label })}>
      {title ? (
        <h2 id={titleId} className="card-title">
          {title}
        </h2>
      ) : null}
      {filters}
      {tabs ? (
        <div className={styles.tabsRow}>
          <Tabs
            ids={ids}
            label={tabs.label}
            items={tabs.items}
            value={tabs.value}
            onChange={tabs.onChange}
            variant={tabs.variant}
          />
          {tabs.beside}
        </div>
      ) : null}
      {children}
      {tabs ? (
        <TabPanel ids={ids} value={tabs.value} busy={query.isFetching}>
          {list}
        </TabPanel>
      ) : (
        <div aria-busy={query.isFetching || undefined}>{list}</div>
      )}
    </section>
  );
}
