'use client';
// The history pages of the current filter ('Показать ещё' adds the next one).
import { useInfiniteQuery } from '@tanstack/react-query';
import { listAccountHistory } from './data';
import type { HistoryQuery } from './history-filters';

/** Ten entries a page: a phone screen's worth (spec §9 names constants of 10). */
export const HISTORY_SCREEN_PAGE = 10;

export const historyKeys = {
  all: ['account-history'] as const,
  list: (query: HistoryQuery) => ['account-history', query] as const,
  monthly: ['rewards-monthly'] as const,
};

export function useHistory(query: HistoryQuery) {
  return useInfiniteQuery({
    queryKey: historyKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      listAccountHistory({ ...query, skipCount: pageParam, maxResultCount: HISTORY_SCREEN_PAGE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.history.length, 0);
      return last.history.length > 0 && loaded < last.totalCount ? loaded : undefined;
    },
    // Keeps the old list on screen while a new filter loads, so the page does not jump.
    placeholderData: (previous) => previous,
  });
}
