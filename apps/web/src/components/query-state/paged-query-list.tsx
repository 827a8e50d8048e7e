// A screen's list that grows a page at a time (an infinite query): the first page's skeletons, its
// error or empty state (QueryState), then the items, skeletons where the next page is on its way,
// and the foot with 'Показано N из M', a load error and 'Показать ещё'.
import type { ReactNode } from 'react';
import { isShownError } from '@/lib/queries/member';
import { LoadMore } from '../load-more/load-more';
import { QueryState, type EmptyState } from './query-state';

/** The parts of a TanStack infinite query this needs; every page says how many items there are in all. */
interface PagedQuery<Page extends { totalCount: number }> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { pages: Page[] } | undefined;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The list's make-up: where a page keeps its items, how one looks while it loads, the layout classes. */
export interface PagedListConfig<Page, Item> {
  pageItems: (page: Page) => readonly Item[];
  itemKey: (item: Item) => string | number;
  /** Items a page brings, so that as many skeletons stand in while it comes. */
  pageSize: number;
  /** One item's shape while it loads, and how many stand in for the first page. */
  skeleton: { item: ReactNode; firstPage: number };
  /** The classes of the list and of its items. */
  layout: { list?: string | undefined; item?: string | undefined };
}

interface PagedQueryListProps<Page extends { totalCount: number }, Item> {
  query: PagedQuery<Page>;
  texts: {
    loading: string;
    loadError: string;
    shown: (shown: number, total: number) => string;
    showMore: string;
    loadingMore: string;
  };
  config: PagedListConfig<Page, Item>;
  /** Shown when there are no items at all. */
  empty: EmptyState;
  children: (item: Item, index: number) => ReactNode;
}

export function PagedQueryList<Page extends { totalCount: number }, Item>({
  query,
  texts,
  config,
  empty,
  children,
}: PagedQueryListProps<Page, Item>) {
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap(config.pageItems);
  const total = pages.at(-1)?.totalCount ?? 0;
  const skeletons = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => (
      <li key={`${prefix}-${i}`} className={config.layout.item} aria-hidden="true">
        {config.skeleton.item}
      </li>
    ));

  return (
    <QueryState
      query={query}
      surface="card"
      loadingText={texts.loading}
      skeleton={
        <ul className={config.layout.list} aria-hidden="true">
          {skeletons(config.skeleton.firstPage, 'first')}
        </ul>
      }
      errorText={texts.loadError}
      empty={items.length === 0 && empty}
    >
      <ul className={config.layout.list}>
        {items.map((item, i) => (
          <li key={config.itemKey(item)} className={config.layout.item}>
            {children(item, i)}
          </li>
        ))}
        {query.isFetchingNextPage ? skeletons(Math.min(config.pageSize, total - items.length), 'more') : null}
      </ul>
      <LoadMore
        shownText={texts.shown(items.length, total)}
        error={query.isError && isShownError(query.error) ? texts.loadError : null}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        labels={texts}
      />
    </QueryState>
  );
}
