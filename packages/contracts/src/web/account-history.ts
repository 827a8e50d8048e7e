import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { isoDateSchema } from '../common/validation.js';
import {
  HISTORY_PAGE_SIZE,
  historyEntrySchema,
  historyFilterSchema,
  NUMBER,
  SEARCH_MAX,
  WHOLE,
} from '../money/account-history.js';

// The API's rules for the same values (money/account-history.ts), so that the proxy refuses what the
// API would, with the same messages; an empty value counts as absent, as there.
const count = (fallback: number, min: number) =>
  z._default(z.coerce.number(NUMBER).check(z.int(WHOLE), z.gte(min, { error: `Не меньше ${min}` }), z.lte(10_000_000)), fallback);
const orEmpty = <T extends z.ZodMiniType>(schema: T) => z.optional(z.union([z.literal(''), schema]));

/**
 * GET /api/balance/account-history/ — the app server's transactions proxy (product §7): camelCase
 * query (page size 200 and skip 0 by default, product §9), forwarded to the API's
 * /api/accounts/transactions as SkipCount, MaxResultCount, DateSince, DateTo, Search, Category. Its
 * values are checked by the API's own rules: a malformed one is refused here, 400 as the API would.
 */
export const accountHistoryProxyQuery = z.object({
  maxResultCount: count(HISTORY_PAGE_SIZE, 1),
  skipCount: count(0, 0),
  dateSince: orEmpty(isoDateSchema),
  dateTo: orEmpty(isoDateSchema),
  search: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX.length, { error: SEARCH_MAX.error }))),
  category: orEmpty(historyFilterSchema),
});
/** What a caller passes: any of the parameters, already typed. */
export type AccountHistoryProxyQuery = Partial<z.output<typeof accountHistoryProxyQuery>>;

/**
 * The API's /api/accounts/transactions query for the proxy's: its own parameter names, empty values
 * left out. The proxy forwards with it, and the app server reads the first page with it.
 */
export function accountHistoryApiQuery(q: z.output<typeof accountHistoryProxyQuery>): Record<string, string> {
  const params: Record<string, string> = { SkipCount: String(q.skipCount), MaxResultCount: String(q.maxResultCount) };
  if (q.dateSince) params.DateSince = q.dateSince;
  if (q.dateTo) params.DateTo = q.dateTo;
  if (q.search) params.Search = q.search;
  if (q.category) params.Category = q.category;
  return params;
}

/** The proxy answers exactly these two fields. */
export const accountHistoryProxyResponse = z.object({
  history: z.array(historyEntrySchema),
  totalCount: z.int().check(z.gte(0)),
});
export type AccountHistoryProxyResponse = z.infer<typeof accountHistoryProxyResponse>;

/** The proxy's refusals (product §8): no or expired token; anything else. */
export const PROXY_UNAUTHORIZED = { message: 'Unauthorized' } as const;
export const PROXY_FAILURE = { message: 'Something went wrong' } as const;

export const accountHistoryProxyRoute = defineRoute({
  method: 'GET',
  path: '/api/balance/account-history/',
  operationId: 'getAccountHistory',
  summary: 'История счёта через сервер веб-приложения (токен из cookie сеанса)',
  tag: 'web',
  access: 'member',
  server: 'web',
  query: accountHistoryProxyQuery,
  response: accountHistoryProxyResponse,
  errors: [],
});
