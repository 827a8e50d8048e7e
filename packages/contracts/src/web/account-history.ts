import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { historyEntrySchema, historyQueryRules } from '../money/account-history.js';

/**
 * GET /api/balance/account-history/ — the app server's transactions proxy (product §7): camelCase
 * query (page size 200 and skip 0 by default, product §9), forwarded to the API's
 * /api/accounts/transactions as SkipCount, MaxResultCount, DateSince, DateTo, Search, Category. Its
 * values are checked by the API's own rules: a malformed one is refused here, 400 as the API would.
 */
export const accountHistoryProxyQuery = z.object(historyQueryRules);
/** What a caller passes: any of the parameters, already typed. */
export type AccountHistoryProxyQuery = Partial<z.output<typeof accountHistoryProxyQuery>>;

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
