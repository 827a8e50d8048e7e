'use client';
// The back office's one list page: a card with the list's filter bar or tabs, the table, its pager and
// the states of loading, failure and an empty answer. Its filters and page are the URL's
// (use-list-url.ts, decision 0028).
import { useId, type ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { QueryState, type EmptyState, type QueryLike } from '../../query-state/query-state';
import { SkeletonRows } from '../../skeleton/skeleton';
import { TabPanel, Tabs, useTabIds, type TabItem } from '../../tabs/tabs';
import { DataTable, type Column } from '../data-table';
import { Pager } from '../pager';
import { FilterBar, type FilterBarOptions } from './filter-bar';
import type { ListUrl } from './use-list-url';
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

/** The table of a list: its columns and width, and what it says when it fails or holds nothing. */
export interface ListTable<T> {
  columns: readonly Column<T>[];
  /** Below this width the table scrolls inside its card instead of squeezing its columns. */
  minWidth: number;
  errorText: string;
  empty: string | EmptyState;
  /** The table's caption, when it is not the card's label. */
  caption?: string;
  /** A row's key; its `id` by default. */
  rowKey?: (row: T) => string | number;
  /** Stands in while the first page loads; null where an outer state does. */
  skeleton?: ReactNode;
}

interface ListPageProps<T, D extends { totalCount: number }, V extends string> {
  /** The card's name (and the table's caption unless the table names one). */
  label: string;
  /** A heading shown at the top of the card, which then names it. */
  title?: string;
  /** Filters of another kind than the bar's. */
  filters?: ReactNode;
  tabs?: ListTabs<V>;
  /** What stands between the filters and the table: a notice, a selection's actions. */
  children?: ReactNode;
  /** The page in the URL and its answer (useListPage): its rows are `rows(data)`, `data.totalCount` in all. */
  list: Pick<ListUrl<{ maxResultCount: number }>, 'query' | 'skip' | 'setSkip' | 'values' | 'apply' | 'reset' | 'moving'> & {
    page: QueryLike & { isFetching: boolean; data: D | undefined };
  };
  rows: (data: D) => readonly T[];
  /** The filter bar, when the list has one. */
  filter?: FilterBarOptions;
  table: ListTable<T>;
}

const idOf = (row: unknown) => (row as { id: string | number }).id;

export function ListPage<T, D extends { totalCount: number }, V extends string = string>({
  label,
  title,
  filters,
  filter,
  tabs,
  children,
  list,
  rows,
  table,
}: ListPageProps<T, D, V>) {
  const query = list.page;
  // Busy while the page's rows are asked for, or while a new address is on its way (use-list-url.ts).
  const busy = query.isFetching || list.moving;
  const ids = useTabIds();
  const titleId = useId();
  const total = query.data?.totalCount;
  const { empty, skeleton = <SkeletonRows count={8} height={44} /> } = table;
  const content = (
    <QueryState
      query={query}
      skeleton={skeleton}
      errorText={table.errorText}
      empty={total === 0 && (typeof empty === 'string' ? { title: empty } : empty)}
    >
      <DataTable
        caption={table.caption ?? label}
        columns={table.columns}
        rows={query.data ? rows(query.data) : []}
        rowKey={table.rowKey ?? idOf}
        minWidth={table.minWidth}
      />
      <Pager skip={list.skip} take={list.query.maxResultCount} total={total ?? 0} onSkip={list.setSkip} />
    </QueryState>
  );
  return (
    <Card className={styles.list} {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': label })}>
      {title ? (
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
      ) : null}
      {filter ? <FilterBar list={list} {...filter} /> : null}
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
        <TabPanel ids={ids} value={tabs.value} busy={busy}>
          {content}
        </TabPanel>
      ) : (
        <div aria-busy={busy || undefined}>{content}</div>
      )}
    </Card>
  );
}
