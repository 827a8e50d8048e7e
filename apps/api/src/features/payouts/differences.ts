import type { PayoutDifference } from '@cabinet/contracts';
import { PAYOUT_DIFFERENCE_TEXT } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

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

export async function listDifferences(db: Queryable): Promise<PayoutDifference[]> {
  const { rows } = await db.query<{
    id: number;
    order_id: number | null;
    provider_payout_id: string | null;
    kind: Kind;
    ours: string | null;
    theirs: string | null;
    found_at: Date;
  }>(
    `SELECT id::float8 AS id, order_id::float8 AS order_id, provider_payout_id, kind, ours #>> '{}' AS ours, theirs #>> '{}' AS theirs, found_at
       FROM payout_differences WHERE resolved_at IS NULL ORDER BY found_at DESC, id DESC LIMIT 500`,
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
  }));
}

export async function countOpenDifferences(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payout_differences WHERE resolved_at IS NULL');
  return rows[0]!.n;
}
