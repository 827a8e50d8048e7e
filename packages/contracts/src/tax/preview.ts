import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { hasAtMostTwoDecimals, pointsSchema } from '../money/points.js';
import { TAX_PAYERS } from './settings.js';
import { TAX_REGIMES } from './profile.js';

export const taxPartSchema = z.object({
  /** Percent. */
  rate: z.number(),
  /** Income taxed at this rate and the tax, in points (1 балл = 1 ₽). */
  base: pointsSchema,
  tax: pointsSchema,
});
export type TaxPartView = z.infer<typeof taxPartSchema>;

/**
 * An order's НДФЛ as it was set at the request (decision 0033): the parts by rate, who bears them,
 * and what the bank gets. The member's order shows it while pending and once paid.
 */
export const orderTaxSchema = z
  .object({
    payer: z.enum(TAX_PAYERS),
    parts: z.array(taxPartSchema),
    /** НДФЛ withheld from the order (the member bears it); 0 when the company pays it on top. */
    withheld: pointsSchema,
    /** НДФЛ the company pays on top (gross-up), 0 otherwise. */
    paidByCompany: pointsSchema,
    /** What the bank receives: the order less the withheld tax. */
    toBank: pointsSchema,
  })
  .register(z.globalRegistry, { id: 'OrderTax' });
export type OrderTax = z.infer<typeof orderTaxSchema>;

/** What a withdrawal of `amount` points would do: what reaches the bank, what goes to tax and who pays it. */
export const withdrawalPreviewSchema = z
  .object({
    amount: pointsSchema,
    /** What the bank receives. */
    toBank: pointsSchema,
    /** НДФЛ withheld from the amount (0 when the company pays it or the member pays their own tax). */
    withheld: pointsSchema,
    /** НДФЛ the company pays on top (gross-up), 0 otherwise. */
    paidByCompany: pointsSchema,
    payer: z.nullable(z.enum(TAX_PAYERS)),
    /** The regime the withdrawal is taxed under (decision 0043). */
    regime: z.enum(TAX_REGIMES),
    /** The regime the member declared; differs from `regime` until it is verified. */
    declaredRegime: z.enum(TAX_REGIMES),
    /** Why the declared regime does not apply yet, in Russian; null when it does. */
    regimeNote: z.nullable(z.string()),
    resident: z.boolean(),
    parts: z.array(taxPartSchema),
    /** The year's income taxed so far, before this withdrawal (points). */
    incomeThisYear: pointsSchema,
  })
  .register(z.globalRegistry, { id: 'WithdrawalPreview' });
export type WithdrawalPreview = z.infer<typeof withdrawalPreviewSchema>;

export const withdrawalPreviewQuery = z.object({
  amount: z.coerce
    .number({ error: 'Укажите сумму числом' })
    .check(
      z.gt(0, { error: 'Сумма больше нуля' }),
      z.lte(1e10, { error: 'Слишком большая сумма' }),
      z.refine(hasAtMostTwoDecimals, { error: 'Не больше двух знаков после запятой' }),
    ),
});

export const withdrawalPreviewRoute = defineRoute({
  method: 'GET',
  path: '/api/withdrawal/preview/',
  operationId: 'previewWithdrawal',
  summary: 'Сколько придёт в банк и сколько уйдёт в НДФЛ при выводе суммы',
  description:
    'Считает так же, как заявка на вывод: по налоговому профилю участника, его доходу за год и настройкам НДФЛ. ' +
    'Ничего не меняет.',
  tag: 'money',
  access: 'member',
  query: withdrawalPreviewQuery,
  response: withdrawalPreviewSchema,
  errors: [],
});
