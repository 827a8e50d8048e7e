// A member's monthly statement (accrued, clawed back, adjusted, paid, tax, debt, and every line of
// the month's history between the opening and the closing balance) and yearly income statement,
// whatever their regime (decisions 0033 and 0034): read from the ledger, the orders' НДФЛ and the
// НПД receipts.
import {
  monthTitle,
  type HistoryEntry,
  monthYearTitle,
  roublesInText,
  type IncomeMonth,
  type IncomeStatement,
  type NpdReceipt,
  type Statement,
  type TaxRegime,
} from '@cabinet/contracts';
import type { Env } from '../../config/env.js';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { moscowDate, moscowMonth, moscowMonthSpan } from '../../lib/moscow-time.js';
import { listHistory } from '../balance/service.js';
import { payoutTaxesByMonth, type MonthPayoutTax } from '../tax/service.js';
import { listReceipts, readTaxProfile, type ReceiptRow } from './queries.js';
import { moscowYear, npdSettings } from './settings.js';
import { taxNote } from './statement-texts.js';

const ACCRUALS = ['reward', 'contest_prize', 'target_bonus', 'dispute_credit', 'supervisor_override'];
const CLAWBACKS = ['clawback', 'contest_clawback', 'target_clawback', 'supervisor_override_clawback'];

/** The НПД of receipts at the configured rate, to the kopeck. */
const npdTaxOf = (kopecks: number, env: Env) => Math.round((kopecks * npdSettings(env).taxRatePercent) / 100);
const total = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((sum, item) => sum + pick(item), 0);

function toReceipt(r: ReceiptRow): NpdReceipt {
  return {
    orderId: r.orderId,
    receiptId: r.receiptId,
    url: r.url,
    amount: toPoints(r.amount),
    serviceName: r.serviceName,
    registeredAt: r.registeredAt.toISOString(),
  };
}

/** Kopecks of a period's taxes: НДФЛ withheld and paid by the company, income against НПД receipts. */
interface PeriodTaxes {
  withheld: number;
  paidByCompany: number;
  npdIncome: number;
}

function periodTaxes(taxes: readonly MonthPayoutTax[], receipts: readonly ReceiptRow[]): PeriodTaxes {
  return {
    withheld: total(taxes, (t) => t.withheld),
    paidByCompany: total(taxes, (t) => t.paidByCompany),
    npdIncome: total(receipts, (r) => r.amount),
  };
}

/** Who pays the period's taxes, in plain Russian (statement-texts.ts). */
function noteOf(env: Env, regime: TaxRegime, k: PeriodTaxes, period: 'month' | 'year'): string {
  return taxNote({
    regime,
    ndflWithheld: toPoints(k.withheld),
    ndflPaidByCompany: toPoints(k.paidByCompany),
    npdIncome: toPoints(k.npdIncome),
    npdTax: toPoints(npdTaxOf(k.npdIncome, env)),
    npdRatePercent: npdSettings(env).taxRatePercent,
    period,
  });
}

/**
 * The month's sums of the member's own accounts (kopecks), and the balance as the history counts it
 * (available less the debt: a line of the debt account shows with its sign turned) before the
 * month's first moment and after its last.
 */
async function monthSums(db: Queryable, memberId: string, from: Date, to: Date) {
  // Member-side lines: a credit adds to «available» and pays off «debt»; a take-back does the reverse.
  const { rows } = await db.query<{
    accrued: number;
    clawed: number;
    adjusted: number;
    paid: number;
    debt: number;
    opening: number;
    closing: number;
  }>(
    `SELECT coalesce(sum(CASE WHEN e.kind = ANY($4) AND e.created_at >= $2
                          THEN CASE a.kind WHEN 'available' THEN e.amount WHEN 'debt' THEN -e.amount ELSE 0 END END), 0)::float8 AS accrued,
            coalesce(sum(CASE WHEN e.kind = ANY($5) AND e.created_at >= $2
                          THEN CASE a.kind WHEN 'available' THEN -e.amount WHEN 'debt' THEN e.amount ELSE 0 END END), 0)::float8 AS clawed,
            coalesce(sum(CASE WHEN e.kind = 'adjustment' AND e.created_at >= $2
                          THEN CASE a.kind WHEN 'available' THEN e.amount WHEN 'debt' THEN -e.amount ELSE 0 END END), 0)::float8 AS adjusted,
            coalesce(sum(CASE WHEN e.kind = 'payout' AND e.created_at >= $2 AND a.kind = 'frozen' THEN -e.amount END), 0)::float8 AS paid,
            coalesce(sum(CASE WHEN a.kind = 'debt' THEN e.amount END), 0)::float8 AS debt,
            coalesce(sum(CASE WHEN e.created_at < $2
                          THEN CASE a.kind WHEN 'available' THEN e.amount WHEN 'debt' THEN -e.amount ELSE 0 END END), 0)::float8 AS opening,
            coalesce(sum(CASE a.kind WHEN 'available' THEN e.amount WHEN 'debt' THEN -e.amount ELSE 0 END), 0)::float8 AS closing
       FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.member_id = $1 AND e.created_at < $3`,
    [memberId, from, to, ACCRUALS, CLAWBACKS],
  );
  return rows[0]!;
}

/**
 * Every line of the month's history, oldest first: the history itself (the balance feature's),
 * read for the month's Moscow days whole, so that the statement never leaves a kind of line out. The
 * statement counts in roubles (docs/product.md §10.1): an amount a line's text keeps in points
 * («200 б. в долг») reads in roubles here too, as its figure beside it does.
 */
async function monthLines(db: Queryable, memberId: string, from: Date, to: Date): Promise<HistoryEntry[]> {
  const { history } = await listHistory(db, {
    memberId,
    skip: 0,
    take: Number.MAX_SAFE_INTEGER,
    category: 'all',
    since: moscowDate(from),
    to: moscowDate(new Date(to.getTime() - 1)),
  });
  return [...history]
    .reverse()
    .map((line) => ({ ...line, title: roublesInText(line.title), description: roublesInText(line.description) }));
}

export async function monthlyStatement(db: Queryable, env: Env, memberId: string, month: string): Promise<Statement> {
  const { startsAt: from, endsAt: to } = moscowMonthSpan(month);
  const [sums, lines, profile, receipts, taxes] = await Promise.all([
    monthSums(db, memberId, from, to),
    monthLines(db, memberId, from, to),
    readTaxProfile(db, memberId),
    listReceipts(db, { memberId, from, to }),
    payoutTaxesByMonth(db, memberId, { from, to }),
  ]);
  const k = periodTaxes(taxes, receipts);
  return {
    month,
    title: monthYearTitle(month),
    regime: profile.regime,
    accrued: toPoints(sums.accrued),
    clawedBack: toPoints(sums.clawed),
    adjusted: toPoints(sums.adjusted),
    paid: toPoints(sums.paid),
    paidToBank: toPoints(sums.paid - k.withheld),
    // An order is either taxed as an individual's or paid against a receipt, never both.
    tax: toPoints(k.withheld + npdTaxOf(k.npdIncome, env)),
    ndflWithheld: toPoints(k.withheld),
    ndflPaidByCompany: toPoints(k.paidByCompany),
    taxNote: noteOf(env, profile.regime, k, 'month'),
    debt: toPoints(sums.debt),
    openingBalance: toPoints(sums.opening),
    closingBalance: toPoints(sums.closing),
    lines,
    receipts: receipts.map(toReceipt),
  };
}

export async function incomeStatement(db: Queryable, env: Env, memberId: string, year: number): Promise<IncomeStatement> {
  const range = moscowYear(year);
  const [profile, receipts, taxes] = await Promise.all([
    readTaxProfile(db, memberId),
    listReceipts(db, { memberId, ...range }),
    payoutTaxesByMonth(db, memberId, range),
  ]);
  const taxOf = new Map<string, MonthPayoutTax>(taxes.map((t) => [t.month, t]));
  const npdOf = new Map<string, number>();
  for (const r of receipts) {
    const month = moscowMonth(r.registeredAt);
    npdOf.set(month, (npdOf.get(month) ?? 0) + r.amount);
  }
  const months: IncomeMonth[] = [...new Set([...taxOf.keys(), ...npdOf.keys()])].sort().map((month) => {
    const t = taxOf.get(month);
    return {
      month,
      title: monthTitle(month),
      paid: toPoints(t?.paid ?? 0),
      income: toPoints(t?.income ?? 0),
      ndflWithheld: toPoints(t?.withheld ?? 0),
      ndflPaidByCompany: toPoints(t?.paidByCompany ?? 0),
      npdIncome: toPoints(npdOf.get(month) ?? 0),
    };
  });
  const k = periodTaxes(taxes, receipts);
  return {
    year,
    regime: profile.regime,
    total: toPoints(k.npdIncome),
    limit: toPoints(npdSettings(env).limit),
    months,
    totals: {
      paid: toPoints(total(taxes, (t) => t.paid)),
      income: toPoints(total(taxes, (t) => t.income)),
      ndflWithheld: toPoints(k.withheld),
      ndflPaidByCompany: toPoints(k.paidByCompany),
      npdIncome: toPoints(k.npdIncome),
    },
    note: noteOf(env, profile.regime, k, 'year'),
    receipts: receipts.map(toReceipt),
  };
}
