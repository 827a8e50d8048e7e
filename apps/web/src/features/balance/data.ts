// The balance screen's calls; its content is issue 5.
import { accountHistoryProxyResponse, type AccountHistoryProxyQuery, type AccountHistoryProxyResponse } from '@cabinet/contracts';
import { get } from '@/lib/api-client/client';
import { emptyOnCancel } from '@/lib/api-client/cancel';

const EMPTY: AccountHistoryProxyResponse = { history: [], totalCount: 0 };

/** The app server's transactions proxy (spec §7); a cancelled request gives an empty page (spec §8). */
export function listAccountHistory(query: AccountHistoryProxyQuery, signal?: AbortSignal): Promise<AccountHistoryProxyResponse> {
  return emptyOnCancel(get('/api/balance/account-history/', { query: { ...query }, schema: accountHistoryProxyResponse, signal }), EMPTY);
}
