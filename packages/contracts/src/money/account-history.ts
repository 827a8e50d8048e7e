import * as z from 'zod/mini';
import { isoDateSchema } from '../common/validation.js';
import { defineRoute } from '../http/route.js';
import { HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE } from './money-values.js';
export { HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE } from './money-values.js';

export const historyCategorySchema = z.enum(['accrual', 'withdrawal', 'adjustment']);
export type HistoryCategory = z.infer<typeof historyCategorySchema>;

export const historyFilterSchema = z.enum(['all', 'accrual', 'withdrawal'], { error: 'Категория: all, accrual или withdrawal' });
export type HistoryFilter = z.infer<typeof historyFilterSchema>;

/** Query values arrive as strings; an empty one (a proxy forwarding `DateTo=`) counts as absent. */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown) => (v === '' ? undefined : v)),
    z.optional(schema),
  );

export const NUMBER = { error: 'Укажите число' };
export const WHOLE = { error: 'Укажите целое число' };
export const SEARCH_MAX = { length: 100, error: 'Не длиннее 100 символов' } as const;

/**
 * GET /api/accounts/transactions — the backend call of the web app's history proxy (product §7), with
 * its PascalCase names. Dates are inclusive calendar days in Moscow time. A page larger than
 * HISTORY_PAGE_MAX is cut to it rather than refused.
 */
export const accountHistoryQuery = z.object({
  SkipCount: z.pipe(
    optional(z.coerce.number(NUMBER).check(z.int(WHOLE), z.gte(0, { error: 'Не меньше 0' }), z.lte(10_000_000))),
    z.transform((v: number | undefined) => v ?? 0),
  ),
  MaxResultCount: z.pipe(
    optional(z.coerce.number(NUMBER).check(z.int(WHOLE), z.gte(1, { error: 'Не меньше 1' }))),
    z.transform((v: number | undefined) => Math.min(v ?? HISTORY_PAGE_SIZE, HISTORY_PAGE_MAX)),
  ),
  DateSince: optional(isoDateSchema),
  DateTo: optional(isoDateSchema),
  Search: optional(z.string().check(z.maxLength(SEARCH_MAX.length, { error: SEARCH_MAX.error }))),
  Category: z.pipe(
    optional(historyFilterSchema),
    z.transform((v: HistoryFilter | undefined) => v ?? 'all'),
  ),
});
export type AccountHistoryQuery = z.input<typeof accountHistoryQuery>;

/**
 * One movement of the member's available points; the history sums to the balance.
 * A withdrawal request is negative with its order's status; a returned (rejected or cancelled)
 * withdrawal is positive, category `withdrawal`, title 'Возврат'.
 */
export const historyEntrySchema = z
  .object({
    id: z.int().check(z.positive()),
    date: z.iso.datetime(),
    amount: z.number().check(z.meta({ description: 'Баллы со знаком: + пришло, − ушло' })),
    category: historyCategorySchema,
    status: z.string(),
    title: z.string(),
    description: z.string(),
    contractNumber: z.optional(z.string()),
    orderId: z.optional(z.int().check(z.positive())),
    /**
     * A paid withdrawal of a self-employed member: the НПД receipt ФНС registered for it (decision
     * 0034) — its number and page, both null while it is being registered.
     */
    receipt: z.optional(z.object({ receiptId: z.nullable(z.string()), url: z.nullable(z.string()) })),
  })
  .register(z.globalRegistry, { id: 'HistoryEntry' });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const accountHistoryResponse = z.object({
  history: z.array(historyEntrySchema),
  /** Entries matching the filters, over all pages. */
  totalCount: z.int().check(z.gte(0)),
});
export type AccountHistoryResponse = z.infer<typeof accountHistoryResponse>;

export const accountHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/accounts/transactions',
  operationId: 'listAccountTransactions',
  summary: 'История счёта: движения доступного баланса, новые сверху',
  description:
    'Даты — включительно, по московскому времени. Страница больше 1000 записей урезается до 1000. ' +
    'Веб-приложение отвечает на /api/balance/account-history/ через этот вызов.',
  tag: 'money',
  access: 'member',
  query: accountHistoryQuery,
  response: accountHistoryResponse,
  errors: [],
});
