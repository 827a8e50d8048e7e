// The balance screen's calls: the history through the app server's proxy, the monthly earnings.
import {
  accountHistoryProxyResponse,
  HISTORY_PAGE_MAX,
  rewardsMonthlyResponse,
  type AccountHistoryProxyQuery,
  type AccountHistoryProxyResponse,
  type HistoryEntry,
  type RewardsMonthlyResponse,
} from '@cabinet/contracts';
import { get } from '@/lib/api-client/client';
import { emptyOnCancel } from '@/lib/api-client/cancel';
import type { HistoryQuery } from './history-filters';

const EMPTY: AccountHistoryProxyResponse = { history: [], totalCount: 0 };

/** The app server's transactions proxy (spec §7); a cancelled request gives an empty page (spec §8). */
export function listAccountHistory(query: AccountHistoryProxyQuery, signal?: AbortSignal): Promise<AccountHistoryProxyResponse> {
  return emptyOnCancel(
    get('/api/balance/account-history/', { query: { ...query }, schema: accountHistoryProxyResponse, signal }),
    EMPTY,
  );
}

export function getRewardsMonthly(months: number, signal?: AbortSignal): Promise<RewardsMonthlyResponse> {
  return get('/api/rewards/monthly', { query: { months }, schema: rewardsMonthlyResponse, signal });
}

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
