// A withdrawal order's НДФЛ in the ledger (decision 0033). At the request the withheld tax is set
// aside from the available balance as its own statement line per rate («НДФЛ 13 %», with the
// order's number); at the payout the bank gets the rest and the tax goes to `tax_payable`. When
// the company pays the tax on top, the payout takes it from `tax_expense` instead.
import { totalTax, type OrderTax, type TaxPart, type TaxPayer } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import type { LedgerLine } from '../../ledger/post.js';
import { post } from '../../ledger/post.js';
import { taxStatement } from './texts.js';
import type { WithdrawalTax } from './withdrawal-tax.js';

/** Records the order's tax rows and posts the withheld parts (available → frozen), in the order's transaction. */
export async function recordOrderTax(
  tx: Queryable,
  o: { orderId: number; memberId: string; tax: WithdrawalTax; at: Date },
): Promise<void> {
  if (o.tax.payer === null) return;
  for (const part of o.tax.parts) {
    await tx.query(
      `INSERT INTO order_taxes (order_id, rate, base, tax, payer, resident, year) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [o.orderId, part.rate, part.base, part.tax, o.tax.payer, o.tax.resident, o.tax.year],
    );
    if (o.tax.payer !== 'member' || part.tax === 0) continue;
    await post(tx, {
      kind: 'tax_withholding',
      memberId: o.memberId,
      orderId: o.orderId,
      lines: [
        { account: 'available', amount: -part.tax },
        { account: 'frozen', amount: part.tax },
      ],
      ...taxStatement.withholding({ orderId: o.orderId, rate: part.rate }),
      actor: 'member',
      at: o.at,
    });
  }
}

/** Kopecks of an order's tax: withheld from it, and paid on top by the company. */
export async function orderTax(tx: Queryable, orderId: number): Promise<{ withheld: number; paidByCompany: number }> {
  const { rows } = await tx.query<{ payer: 'member' | 'company'; tax: number }>(
    'SELECT payer, sum(tax)::float8 AS tax FROM order_taxes WHERE order_id = $1 GROUP BY payer',
    [orderId],
  );
  return {
    withheld: rows.find((r) => r.payer === 'member')?.tax ?? 0,
    paidByCompany: rows.find((r) => r.payer === 'company')?.tax ?? 0,
  };
}

/** Kopecks of a withdrawal of `amount` and its tax, in the points the API answers with (an order's, a preview's). */
export function taxAmountsView(amount: number, tax: { parts: readonly TaxPart[]; withheld: number; paidByCompany: number }) {
  return {
    toBank: toPoints(amount - tax.withheld),
    withheld: toPoints(tax.withheld),
    paidByCompany: toPoints(tax.paidByCompany),
    parts: tax.parts.map((p) => ({ rate: p.rate, base: toPoints(p.base), tax: toPoints(p.tax) })),
  };
}

/** The НДФЛ fixed with an order of `amount` kopecks, by rate, as the member's order shows it; null when none was due. */
export async function orderTaxView(tx: Queryable, orderId: number, amount: number): Promise<OrderTax | null> {
  const { rows } = await tx.query<TaxPart & { payer: TaxPayer }>(
    'SELECT payer, rate::float8 AS rate, base::float8 AS base, tax::float8 AS tax FROM order_taxes WHERE order_id = $1 ORDER BY rate',
    [orderId],
  );
  const payer = rows[0]?.payer;
  if (!payer) return null;
  // One payer for all of an order's parts (recordOrderTax).
  const parts = rows.map(({ rate, base, tax }) => ({ rate, base, tax }));
  const tax = totalTax(parts);
  return {
    payer,
    ...taxAmountsView(amount, { parts, withheld: payer === 'member' ? tax : 0, paidByCompany: payer === 'company' ? tax : 0 }),
  };
}

/**
 * The payout's lines for an order of `amount` frozen kopecks: the bank's part to `payouts`, the
 * withheld tax and the company's tax to `tax_payable`.
 */
export function payoutLines(amount: number, tax: { withheld: number; paidByCompany: number }): LedgerLine[] {
  const lines: LedgerLine[] = [{ account: 'frozen', amount: -amount }];
  if (amount > tax.withheld) lines.push({ account: 'payouts', amount: amount - tax.withheld });
  if (tax.withheld > 0) lines.push({ account: 'tax_payable', amount: tax.withheld });
  if (tax.paidByCompany > 0)
    lines.push({ account: 'tax_expense', amount: -tax.paidByCompany }, { account: 'tax_payable', amount: tax.paidByCompany });
  return lines;
}
