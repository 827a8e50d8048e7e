// A member's statements, whatever their tax regime (decisions 0033 and 0034): the month (accrued,
// clawed back, adjusted, paid, tax, debt, and every line of the month's history between the opening
// and the closing balance) on screen and as a PDF, and the year's income — payouts, НДФЛ
// withheld or paid by the company, and the НПД receipts — on screen and as a PDF.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { historyEntrySchema } from '../money/account-history.js';
import { pointsSchema } from '../money/points.js';
import { npdReceiptSchema } from '../self-employed/npd.js';
import { TAX_REGIMES } from '../tax/tax-texts.js';

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const statementQuery = z.object({
  month: z.string({ error: 'Месяц в виде ГГГГ-ММ' }).check(z.regex(MONTH_RE, { error: 'Месяц в виде ГГГГ-ММ' })),
});
export type StatementQuery = z.infer<typeof statementQuery>;

export const statementSchema = z
  .object({
    month: z.string(),
    /** «Ноябрь 2026». */
    title: z.string(),
    regime: z.enum(TAX_REGIMES),
    /** Rewards accrued in the month. */
    accrued: pointsSchema,
    /** Taken back for cancelled contracts in the month. */
    clawedBack: pointsSchema,
    /** The month's balance adjustments, net (an operator's credits less their debits). */
    adjusted: pointsSchema,
    /** Paid out in the month (a withheld tax included: the bank got `paidToBank`). */
    paid: pointsSchema,
    /** What reached the member's bank: the month's payouts less the НДФЛ withheld from them. */
    paidToBank: pointsSchema,
    /**
     * The tax of the month's payouts the member bears: the НДФЛ withheld from them, plus the НПД of
     * the month's receipts at the configured rate, which a self-employed member pays themselves.
     */
    tax: pointsSchema,
    /** НДФЛ withheld from the month's payouts and transferred by the company. */
    ndflWithheld: pointsSchema,
    /** НДФЛ of the month's payouts the company paid on top (not taken from the member). */
    ndflPaidByCompany: pointsSchema,
    /** What the tax is and who pays it, in plain Russian. */
    taxNote: z.string(),
    /** The debt at the month's end. */
    debt: pointsSchema,
    /**
     * The balance as the history counts it — points available less the debt; the points of orders
     * in processing are out of it — at the month's first moment and after its last line.
     */
    openingBalance: pointsSchema,
    closingBalance: pointsSchema,
    /** Every line of the month's history, oldest first: they add up to closing − opening. */
    lines: z.array(historyEntrySchema),
    receipts: z.array(npdReceiptSchema),
  })
  .register(z.globalRegistry, { id: 'Statement' });
export type Statement = z.infer<typeof statementSchema>;

export const getStatementRoute = defineRoute({
  method: 'GET',
  path: '/api/self-employed/statement',
  operationId: 'getStatement',
  summary: 'Выписка за месяц: остаток на начало, все операции месяца, остаток на конец; начислено, выплачено, налог, долг',
  description: 'Для любого участника: налог — удержанный НДФЛ физического лица или НПД по чекам самозанятого.',
  tag: 'money',
  access: 'member',
  query: statementQuery,
  response: statementSchema,
  errors: [],
});

export const getStatementPdfRoute = defineRoute({
  method: 'GET',
  path: '/api/self-employed/statement.pdf',
  operationId: 'getStatementPdf',
  summary: 'Выписка за месяц в PDF',
  tag: 'money',
  access: 'member',
  query: statementQuery,
  response: 'file',
  errors: [],
});

export const yearQuery = z.object({ year: z.coerce.number({ error: 'Год числом' }).check(z.int(), z.gte(2000), z.lte(2100)) });

export const incomeMonthSchema = z.object({
  month: z.string(),
  /** «Ноябрь». */
  title: z.string(),
  /** Paid out in the month. */
  paid: pointsSchema,
  /** Taxed income of the month's payouts: their gross amount (grossed up when the company pays the tax). */
  income: pointsSchema,
  ndflWithheld: pointsSchema,
  ndflPaidByCompany: pointsSchema,
  /** Paid against НПД receipts. */
  npdIncome: pointsSchema,
});
export type IncomeMonth = z.infer<typeof incomeMonthSchema>;

export const incomeStatementSchema = z
  .object({
    year: z.int(),
    regime: z.enum(TAX_REGIMES),
    /** Paid against НПД receipts in the year. */
    total: pointsSchema,
    /** The self-employed yearly income limit. */
    limit: pointsSchema,
    /** Months with a payout, in order, and their sum. */
    months: z.array(incomeMonthSchema),
    totals: z.object({
      paid: pointsSchema,
      income: pointsSchema,
      ndflWithheld: pointsSchema,
      ndflPaidByCompany: pointsSchema,
      npdIncome: pointsSchema,
    }),
    /** Who pays the tax of this income, in plain Russian. */
    note: z.string(),
    receipts: z.array(npdReceiptSchema),
  })
  .register(z.globalRegistry, { id: 'IncomeStatement' });
export type IncomeStatement = z.infer<typeof incomeStatementSchema>;

export const getIncomeStatementRoute = defineRoute({
  method: 'GET',
  path: '/api/self-employed/income',
  operationId: 'getIncomeStatement',
  summary: 'Справка о доходе за год: выплаты, удержанный НДФЛ, налог за счёт компании, чеки НПД',
  tag: 'money',
  access: 'member',
  query: yearQuery,
  response: incomeStatementSchema,
  errors: [],
});

export const getIncomeStatementPdfRoute = defineRoute({
  method: 'GET',
  path: '/api/self-employed/income.pdf',
  operationId: 'getIncomeStatementPdf',
  summary: 'Справка о доходе за год в PDF',
  tag: 'money',
  access: 'member',
  query: yearQuery,
  response: 'file',
  errors: [],
});
