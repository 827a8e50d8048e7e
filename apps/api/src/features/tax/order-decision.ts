// The tax decision of a withdrawal order (decision 0042): taken once, when the member asks, in the
// order's transaction, and kept with the order (migration 0081). The payout is made as the order
// decided — as self-employed with its binding and a receipt, or with its НДФЛ withheld — whatever
// the member's profile says by then: one decision per order, never a second reading of the member.
import type { TaxPayer, TaxRegime } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import type { WithdrawalTax } from './withdrawal-tax.js';

export interface OrderTaxDecision {
  regime: TaxRegime;
  inn: string | null;
  resident: boolean;
  payer: TaxPayer | null;
  /** The self-employed binding the order is paid with; null for an individual or an ИП. */
  npdBindingId: string | null;
}

export async function recordOrderDecision(
  tx: Queryable,
  d: { orderId: number; tax: WithdrawalTax; inn: string | null; npdBindingId: string | null; at: Date },
): Promise<void> {
  const selfEmployed = d.tax.regime === 'self_employed';
  await tx.query(
    `INSERT INTO order_tax_decisions (order_id, regime, inn, resident, payer, npd_binding_id, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [d.orderId, d.tax.regime, d.inn, d.tax.resident, d.tax.payer, selfEmployed ? d.npdBindingId : null, d.at],
  );
}

/** What the order decided; undefined for an order made without one (paid by hand before the rule). */
export async function orderDecision(db: Queryable, orderId: number): Promise<OrderTaxDecision | undefined> {
  const { rows } = await db.query<OrderTaxDecision>(
    `SELECT regime, inn, resident, payer, npd_binding_id AS "npdBindingId" FROM order_tax_decisions WHERE order_id = $1`,
    [orderId],
  );
  return rows[0];
}

/** The member's orders still open: each keeps its own decision, whatever the profile becomes. */
export async function openOrdersOf(db: Queryable, memberId: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id::float8 AS id FROM withdrawal_orders WHERE member_id = $1 AND status = 'pending' ORDER BY id`,
    [memberId],
  );
  return rows.map((r) => r.id);
}
