import { z } from 'zod';
import { isoDateSchema } from '../common/validation.js';
import { pointsSchema } from './points.js';

export const HISTORY_PAGE_SIZE = 200;
export const HISTORY_PAGE_MAX = 1000;

export const historyCategorySchema = z.enum(['accrual', 'withdrawal', 'adjustment']);
export type HistoryCategory = z.infer<typeof historyCategorySchema>;

export const historyFilterSchema = z.enum(['all', 'accrual', 'withdrawal'], { error: 'Категория: all, accrual или withdrawal' });
export type HistoryFilter = z.infer<typeof historyFilterSchema>;

/** Query values arrive as strings; an empty one (a proxy forwarding `DateTo=`) counts as absent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * GET /api/accounts/transactions — the backend call of the web app's history proxy (spec §7), with
 * its PascalCase names. Dates are inclusive calendar days in Moscow time. A page larger than
 * HISTORY_PAGE_MAX is cut to it rather than refused.
 */
export const accountHistoryQuery = z.object({
  SkipCount: optional(
    z.coerce
      .number({ error: 'Укажите число' })
      .int({ error: 'Укажите целое число' })
      .min(0, { error: 'Не меньше 0' })
      .max(10_000_000),
  ).transform((v) => v ?? 0),
  MaxResultCount: optional(
    z.coerce.number({ error: 'Укажите число' }).int({ error: 'Укажите целое число' }).min(1, { error: 'Не меньше 1' }),
  ).transform((v) => Math.min(v ?? HISTORY_PAGE_SIZE, HISTORY_PAGE_MAX)),
  DateSince: optional(isoDateSchema),
  DateTo: optional(isoDateSchema),
  Search: optional(z.string().max(100, { error: 'Не длиннее 100 символов' })),
  Category: optional(historyFilterSchema).transform((v) => v ?? 'all'),
});
export type AccountHistoryQuery = z.input<typeof accountHistoryQuery>;

/**
 * One movement of the member's available points; the history sums to the balance.
 * A withdrawal request is negative with its order's status; a returned (rejected or cancelled)
 * withdrawal is positive, category `withdrawal`, title 'Возврат'.
 */
export const historyEntrySchema = z
  .object({
    id: z.number().int().positive(),
    date: z.iso.datetime(),
    amount: pointsSchema.meta({ description: 'Со знаком: + пришло, − ушло' }),
    category: historyCategorySchema,
    status: z.string(),
    title: z.string(),
    description: z.string(),
    contractNumber: z.string().optional(),
    orderId: z.number().int().positive().optional(),
  })
  .meta({ id: 'HistoryEntry' });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const accountHistoryResponse = z.object({
  history: z.array(historyEntrySchema),
  /** Entries matching the filters, over all pages. */
  totalCount: z.number().int().min(0),
});
export type AccountHistoryResponse = z.infer<typeof accountHistoryResponse>;
