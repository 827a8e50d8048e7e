import type { PayoutDifference } from '@cabinet/contracts';
import {
  orderStatusText,
  PAYOUT_DIFFERENCE_TEXT,
  providerPayoutStateText,
  type OrderStatus,
  type ProviderPayoutState,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { memberScopeSql, type Scoped } from '../dealer-scope/service.js';

type Kind = PayoutDifference['kind'];

/** Keeps a difference once: the same one found again by a later run is not repeated. */
export async function recordDifference(
  tx: Queryable,
  d: {
    orderId: number | null;
    providerPayoutId: string | null;
    kind: Kind;
    ours: string | null;
    theirs: string | null;
    at: Date;
  },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO payout_differences (order_id, provider_payout_id, kind, ours, theirs, found_at)
     VALUES ($1, $2, $3, to_jsonb($4::text), to_jsonb($5::text), $6)
     ON CONFLICT (coalesce(provider_payout_id, ''), coalesce(order_id, 0), kind) DO NOTHING`,
    [d.orderId, d.providerPayoutId, d.kind, d.ours, d.theirs, d.at],
  );
  return rowCount > 0;
}

/**
 * The differences not resolved; an operator limited to dealers (decision 0066) sees those of their
 * members' orders (a difference with no order of ours is nobody's: not theirs).
 */
export async function listDifferences(db: Queryable, op: Scoped): Promise<PayoutDifference[]> {
  const params: unknown[] = [];
  const scope = memberScopeSql(op, 'o.member_id', params);
  const { rows } = await db.query<{
    id: number;
    order_id: number | null;
    provider_payout_id: string | null;
    kind: Kind;
    ours: string | null;
    theirs: string | null;
    found_at: Date;
    order_amount: number | null;
    order_status: OrderStatus | null;
    payout_state: ProviderPayoutState | null;
    payout_reason: string | null;
  }>(
    // With the order as the ledger has it and our payout's state: what the operator compares.
    `SELECT d.id::float8 AS id, d.order_id::float8 AS order_id, d.provider_payout_id, d.kind,
            d.ours #>> '{}' AS ours, d.theirs #>> '{}' AS theirs, d.found_at,
            o.amount::float8 AS order_amount, o.status AS order_status, p.state AS payout_state,
            p.cancel_reason AS payout_reason
       FROM payout_differences d
       LEFT JOIN withdrawal_orders o ON o.id = d.order_id
       LEFT JOIN provider_payouts p ON p.order_id = d.order_id
      WHERE d.resolved_at IS NULL AND ${scope} ORDER BY d.found_at DESC, d.id DESC LIMIT 500`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    providerPayoutId: r.provider_payout_id,
    kind: r.kind,
    text: PAYOUT_DIFFERENCE_TEXT[r.kind],
    ours: r.ours,
    theirs: r.theirs,
    foundAt: r.found_at.toISOString(),
    order:
      r.order_amount !== null && r.order_status !== null
        ? { amount: toPoints(r.order_amount), statusText: orderStatusText[r.order_status] }
        : null,
    payoutStateText: r.payout_state ? providerPayoutStateText(r.payout_state, r.payout_reason) : null,
  }));
}

export async function countOpenDifferences(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payout_differences WHERE resolved_at IS NULL');
  return rows[0]!.n;
}
