// НДФЛ of a withdrawal (decision 0033): computed when the member asks for it — the preview and the
// order compute it the same way — from the member's tax profile, the year's income taxed so far
// and the settings in force; fixed with the order, withheld when it is paid. The regime is the one
// that applies, not the one declared: самозанятый and ИП only once verified (decision 0043).
import {
  grossUpParts,
  taxParts,
  totalTax,
  type RegimeUnverifiedReason,
  type TaxPart,
  type TaxPayer,
  type TaxRegime,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { storedProfile } from './profile.js';
import { regimeNote, verifyRegime } from './regime-verification.js';
import { getTaxSettings, scaleInKopecks } from './settings.js';

export interface WithdrawalTax {
  /** The regime the withdrawal is taxed under: the declared one once verified, an individual's until then. */
  regime: TaxRegime;
  declaredRegime: TaxRegime;
  /** The profile's ИНН at the request, kept with the order's decision (decision 0042). */
  inn: string | null;
  /** Why the declared regime does not apply yet; null when it does. */
  unverified: RegimeUnverifiedReason | null;
  /** What the member reads about it (regime-verification.ts's regimeNote); null when it applies. */
  regimeNote: string | null;
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
 * The income of `year` already counted for a member: the taxed income of that year's orders that
 * are pending or paid (a rejected or cancelled order was never income). The scale's steps are the
 * person's (decision 0043): orders of every member holding the same ИНН — in a tax profile or a
 * confirmed identity document — count together.
 */
export async function incomeOfYear(db: Queryable, memberId: string, year: number): Promise<number> {
  const { rows } = await db.query<{ income: number }>(
    `WITH inns AS (
       SELECT inn FROM member_tax_profiles WHERE member_id = $1 AND inn IS NOT NULL
       UNION SELECT trim(inn) FROM identity_documents WHERE member_id = $1 AND status = 'confirmed' AND trim(inn) <> ''
     ), person AS (
       SELECT $1::uuid AS member_id
       UNION SELECT member_id FROM member_tax_profiles WHERE inn IN (SELECT inn FROM inns)
       UNION SELECT member_id FROM identity_documents WHERE status = 'confirmed' AND trim(inn) IN (SELECT inn FROM inns)
     )
     SELECT coalesce(sum(t.base), 0)::float8 AS income
       FROM order_taxes t JOIN withdrawal_orders o ON o.id = t.order_id
      WHERE o.member_id IN (SELECT member_id FROM person) AND t.year = $2 AND o.status IN ('pending', 'paid')`,
    [memberId, year],
  );
  return rows[0]!.income;
}

export async function withdrawalTax(db: Queryable, memberId: string, amount: number, at: Date): Promise<WithdrawalTax> {
  const year = Number(moscowDate(at).slice(0, 4));
  const profile = await storedProfile(db, memberId);
  const verification = await verifyRegime(db, memberId, profile, at);
  const none = {
    regime: verification.applies,
    declaredRegime: profile.regime,
    unverified: verification.reason,
    regimeNote: regimeNote(verification),
    inn: profile.inn,
    resident: profile.resident,
    parts: [],
    withheld: 0,
    paidByCompany: 0,
    year,
  };
  if (verification.applies !== 'individual') return { ...none, payer: null, incomeThisYear: 0 };

  const settings = await getTaxSettings(db);
  const incomeThisYear = await incomeOfYear(db, memberId, year);
  // A resident's tax is computed on the year's running total (the scale's steps, and whole roubles
  // that do not add up over payouts); a non-resident's at one rate on each payout alone (ст. 226
  // п. 3 НК РФ), so their year's income does not enter the computation.
  const [scale, earlier] = profile.resident
    ? [scaleInKopecks(settings), incomeThisYear]
    : [[{ upTo: null, rate: settings.nonResidentRate }], 0];
  if (settings.payer === 'company') {
    const parts = grossUpParts(scale, earlier, amount);
    return { ...none, payer: 'company', parts, paidByCompany: totalTax(parts), incomeThisYear };
  }
  const parts = taxParts(scale, earlier, amount);
  return { ...none, payer: 'member', parts, withheld: totalTax(parts), incomeThisYear };
}
