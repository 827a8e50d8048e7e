// The balance screen's calls: the history through the app server's proxy, the monthly earnings.
import {
  accountHistoryProxyRoute,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  heldRewardsRoute,
  memberDebtRoute,
  rewardsMonthlyRoute,
  type AccountHistoryProxyQuery,
  type AccountHistoryProxyResponse,
  type HistoryEntry,
} from '@cabinet/contracts/client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { emptyOnCancel } from '@/lib/api-client/cancel';
import { nextSkip } from '@/lib/queries/paging';
import { queryRoots } from '@/lib/queries/roots';
import type { HistoryQuery } from './history-filters';

/**
 * The specification's page of history and its proxy (product §9: 200), on the screen too: a month of
 * a busy agent's lines at once, with 'Показать ещё' for the next 200 (the rows are light and
 * memoised, so 200 more render at once).
 */
export const HISTORY_SCREEN_PAGE = HISTORY_PAGE_SIZE;

/** The chart's months (the app server prefetches the same). */
export const MONTHLY_CHART_MONTHS = 12;

const EMPTY: AccountHistoryProxyResponse = { history: [], totalCount: 0 };

/** The app server's transactions proxy (product §7); a cancelled request gives an empty page (product §8). */
function listAccountHistory(query: AccountHistoryProxyQuery, signal?: AbortSignal): Promise<AccountHistoryProxyResponse> {
  return emptyOnCancel(callApi(accountHistoryProxyRoute, { query, signal }), EMPTY);
}

export const balanceQueries = {
  history: (query: HistoryQuery) =>
    infiniteQueryOptions({
      queryKey: [...queryRoots.history, query],
      queryFn: ({ pageParam, signal }) =>
        listAccountHistory({ ...query, skipCount: pageParam, maxResultCount: HISTORY_SCREEN_PAGE }, signal),
      initialPageParam: 0,
      getNextPageParam: (_last, pages) => nextSkip(pages, (p) => p.history),
      // Keeps the old list on screen while a new filter loads, so the page does not jump.
      placeholderData: (previous) => previous,
    }),
  /** What a clawback left the member owing (0 without a debt); under the balance's root. */
  debt: () =>
    queryOptions({
      queryKey: [...queryRoots.balance, 'debt'],
      queryFn: ({ signal }) => callApi(memberDebtRoute, { signal }),
    }),
  /** Rewards under the quality hold; the page reads them on the app server (held-rewards.tsx). */
  held: () =>
    queryOptions({
      queryKey: [...queryRoots.balance, 'held'],
      queryFn: ({ signal }) => callApi(heldRewardsRoute, { signal }),
    }),
  monthly: (months: number) =>
    queryOptions({
      queryKey: [...queryRoots.rewards, 'monthly', months],
      queryFn: ({ signal }) => callApi(rewardsMonthlyRoute, { query: { months }, signal }),
    }),
};

/**
 * Every entry of the current filter, page after page, for the CSV export. Stops when a page comes
 * back short or empty (a cancelled page is empty too), so it can never loop forever.
 */
export async function listAllAccountHistory(filter: HistoryQuery, signal?: AbortSignal): Promise<HistoryEntry[]> {
  const all: HistoryEntry[] = [];
  for (;;) {
    const page = await listAccountHistory({ ...filter, skipCount: all.length, maxResultCount: HISTORY_PAGE_MAX }, signal);
    all.push(...page.history);
    if (page.history.length < HISTORY_PAGE_MAX || all.length >= page.totalCount) return all;
  }
}
