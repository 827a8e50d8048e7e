// НДФЛ of a withdrawal (decision 0033): computed when the member asks for it — the preview and the
// order compute it the same way — from the member's tax profile, the year's income taxed so far
// and the settings in force; fixed with the order, withheld when it is paid.
import { grossUpParts, taxParts, totalTax, type TaxPart, type TaxPayer, type TaxRegime } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { storedProfile } from './profile.js';
import { getTaxSettings, scaleInKopecks } from './settings.js';

export interface WithdrawalTax {
  regime: TaxRegime;
  resident: boolean;
  /** Null when the programme is not the member's tax agent (самозанятый, ИП). */
  payer: TaxPayer | null;
  /** Kopecks: the income's slices by rate (with gross-up, the income is larger than the amount). */
  parts: TaxPart[];
  /** Kopecks withheld from the amount (payer `member`), 0 otherwise. */
  withheld: number;
  /** Kopecks the company pays on top (payer `company`), 0 otherwise. */
  paidByCompany: number;
  /** Kopecks of the year's income taxed before this withdrawal. */
  incomeThisYear: number;
  year: number;
}

/**
 * The income of `year` already counted for a member: the taxed income of their orders of that year
 * that are pending or paid (a rejected or cancelled order was never income).
 */
export async function incomeOfYear(db: Queryable, memberId: string, year: number): Promise<number> {
  const { rows } = await db.query<{ income: number }>(
    `SELECT coalesce(sum(t.base), 0)::float8 AS income
       FROM order_taxes t JOIN withdrawal_orders o ON o.id = t.order_id
      WHERE o.member_id = $1 AND t.year = $2 AND o.status IN ('pending', 'paid')`,
    [memberId, year],
  );
  return rows[0]!.income;
}

export async function withdrawalTax(db: Queryable, memberId: string, amount: number, at: Date): Promise<WithdrawalTax> {
  const year = Number(moscowDate(at).slice(0, 4));
  const profile = await storedProfile(db, memberId);
  const none = { regime: profile.regime, resident: profile.resident, parts: [], withheld: 0, paidByCompany: 0, year };
  if (profile.regime !== 'individual') return { ...none, payer: null, incomeThisYear: 0 };

  const settings = await getTaxSettings(db);
  const incomeThisYear = await incomeOfYear(db, memberId, year);
  // A non-resident's income is taxed at one rate whatever the year's total.
  const scale = profile.resident ? scaleInKopecks(settings) : [{ upTo: null, rate: settings.nonResidentRate }];
  if (settings.payer === 'company') {
    const parts = grossUpParts(scale, incomeThisYear, amount);
    return { ...none, payer: 'company', parts, paidByCompany: totalTax(parts), incomeThisYear };
  }
  const parts = taxParts(scale, incomeThisYear, amount);
  return { ...none, payer: 'member', parts, withheld: totalTax(parts), incomeThisYear };
}
