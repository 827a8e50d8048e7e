// The payouts feature's tables (migration 0030): the rail, the payouts by the provider, the
// reconciliation's differences and the provider's balance. Orders are read here and changed only
// through the orders service.
import type { PayoutRail, ProviderPayoutState } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import type { PayoutWireRequest } from '../../providers/payouts/provider.js';

/** The rail admins chose for new orders (migration 0030); `manual` until one is chosen. */
export async function readRail(db: Queryable): Promise<PayoutRail> {
  const { rows } = await db.query<{ rail: PayoutRail }>('SELECT rail FROM payout_rail');
  return rows[0]?.rail ?? 'manual';
}

export async function writeRail(tx: Queryable, r: { rail: PayoutRail; by: string; at: Date }): Promise<void> {
  await tx.query(
    `INSERT INTO payout_rail (id, rail, updated_at, updated_by) VALUES (true, $1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET rail = EXCLUDED.rail, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [r.rail, r.at, r.by],
  );
}

export async function insertPayout(
  tx: Queryable,
  p: { orderId: number; provider: string; key: string; amount: number; approvedBy: string; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO provider_payouts (order_id, provider, idempotence_key, state, amount, approved_by, approved_at, updated_at)
     VALUES ($1, $2, $3, 'approved', $4, $5, $6, $6)`,
    [p.orderId, p.provider, p.key, p.amount, p.approvedBy, p.at],
  );
}

export interface PayoutRow {
  orderId: number;
  provider: string;
  key: string;
  state: ProviderPayoutState;
  /** Kopecks. */
  amount: number;
  providerPayoutId: string | null;
  sentAt: Date | null;
  attempts: number;
  approvedAt: Date;
}

const PAYOUT_COLUMNS = `order_id::float8 AS "orderId", provider, idempotence_key AS key, state, amount::float8 AS amount,
  provider_payout_id AS "providerPayoutId", sent_at AS "sentAt", attempts, approved_at AS "approvedAt"`;

export async function findPayout(db: Queryable, orderId: number): Promise<PayoutRow | undefined> {
  const { rows } = await db.query<PayoutRow>(`SELECT ${PAYOUT_COLUMNS} FROM provider_payouts WHERE order_id = $1`, [orderId]);
  return rows[0];
}

export async function lockPayout(tx: Queryable, orderId: number): Promise<PayoutRow | undefined> {
  const { rows } = await tx.query<PayoutRow>(`SELECT ${PAYOUT_COLUMNS} FROM provider_payouts WHERE order_id = $1 FOR UPDATE`, [
    orderId,
  ]);
  return rows[0];
}

export async function findPayoutByProviderId(db: Queryable, providerPayoutId: string): Promise<PayoutRow | undefined> {
  const { rows } = await db.query<PayoutRow>(`SELECT ${PAYOUT_COLUMNS} FROM provider_payouts WHERE provider_payout_id = $1`, [
    providerPayoutId,
  ]);
  return rows[0];
}

/**
 * What a request to the provider needs: the request kept from an earlier attempt — sent again as
 * it is — or, when none left yet, the order's phone and bank (or its card's synonym) and the
 * member's confirmed name to build it.
 */
export interface PayoutToSend extends PayoutRow {
  /** The body of a request that may have left already (migration 0080); null: none has. */
  request: PayoutWireRequest | null;
  memberId: string;
  /** By SBP; null for a card's order. */
  phone: string | null;
  bankId: string | null;
  /** The card's synonym at the provider (decision 0056); null by SBP. */
  cardToken: string | null;
  lastName: string;
  firstName: string;
  middleName: string;
  identityConfirmed: boolean;
}

/**
 * Claims payouts to send — approved ones, or (`retry`) ones whose answer was lost before `before`
 * and that are still in the idempotence key's lifetime (sent after `keptSince`) — and marks them
 * `unknown` before any request leaves: a crash after this point is found and asked again with the
 * same key. SKIP LOCKED: two jobs never claim the same payout.
 */
export async function claimPayouts(
  tx: Queryable,
  c:
    | { retry: false; provider: string; limit: number; at: Date; skip: number[] }
    | { retry: true; provider: string; limit: number; at: Date; before: Date; keptSince: Date },
): Promise<PayoutToSend[]> {
  // `skip`: payouts this pass put back to wait (ФНС did not answer): not taken again in it.
  const pick = c.retry
    ? `provider = $5 AND state = 'unknown' AND provider_payout_id IS NULL AND updated_at < $3 AND sent_at > $4`
    : `provider = $4 AND state = 'approved' AND NOT (order_id = ANY($3::bigint[]))`;
  const { rows } = await tx.query<PayoutToSend>(
    `WITH picked AS (
       SELECT order_id FROM provider_payouts WHERE ${pick}
        ORDER BY approved_at, order_id LIMIT $1 FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE provider_payouts p SET state = 'unknown', attempts = attempts + 1, sent_at = coalesce(sent_at, $2), updated_at = $2
         FROM picked WHERE p.order_id = picked.order_id
       RETURNING p.*
     )
     SELECT c.order_id::float8 AS "orderId", c.provider, c.idempotence_key AS key, c.state, c.amount::float8 AS amount,
            c.provider_payout_id AS "providerPayoutId", c.sent_at AS "sentAt", c.attempts, c.approved_at AS "approvedAt",
            c.request, o.member_id AS "memberId", o.phone, o.bank_id AS "bankId", pc.payout_token AS "cardToken", m.last_name AS "lastName", m.first_name AS "firstName",
            coalesce(m.middle_name, '') AS "middleName", coalesce(d.status = 'confirmed', false) AS "identityConfirmed"
       FROM claimed c
       JOIN withdrawal_orders o ON o.id = c.order_id
       LEFT JOIN payout_cards pc ON pc.id = o.payout_card_id
       JOIN members m ON m.id = o.member_id
       LEFT JOIN identity_documents d ON d.member_id = o.member_id
      ORDER BY c.approved_at, c.order_id`,
    c.retry ? [c.limit, c.at, c.before, c.keptSince, c.provider] : [c.limit, c.at, c.skip, c.provider],
  );
  return rows;
}

/**
 * Keeps the request about to leave, unless one is kept already (then that one is answered, `ours`
 * false, and sent instead): from here on every attempt for the payout carries exactly this body.
 */
export async function keepRequest(
  tx: Queryable,
  r: { orderId: number; request: PayoutWireRequest },
): Promise<{ request: PayoutWireRequest; ours: boolean }> {
  const kept = await tx.query(`UPDATE provider_payouts SET request = $2::json WHERE order_id = $1 AND request IS NULL`, [
    r.orderId,
    JSON.stringify(r.request),
  ]);
  if (kept.rowCount > 0) return { request: r.request, ours: true };
  const { rows } = await tx.query<{ request: PayoutWireRequest }>('SELECT request FROM provider_payouts WHERE order_id = $1', [
    r.orderId,
  ]);
  return { request: rows[0]!.request, ours: false };
}

/**
 * A claimed payout no request left for goes back to wait (`approved`), with why for the operators:
 * only while its body was never kept, so nothing that may have reached the provider is taken back.
 * The claim's attempt is given back: `attempts` counts requests that may have left.
 */
export async function returnToApproved(tx: Queryable, r: { orderId: number; error: string; at: Date }): Promise<void> {
  await tx.query(
    `UPDATE provider_payouts SET state = 'approved', attempts = attempts - 1, sent_at = NULL, last_error = $2, updated_at = $3
      WHERE order_id = $1 AND state = 'unknown' AND request IS NULL AND provider_payout_id IS NULL`,
    [r.orderId, r.error.slice(0, 500), r.at],
  );
}

/** The provider has the payout (pending): its id is kept; a final state is never undone. */
export async function markSubmitted(
  tx: Queryable,
  s: { orderId: number; providerPayoutId: string; recipientChecked: boolean | null; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE provider_payouts SET state = 'submitted', provider_payout_id = $2, recipient_checked = $3, last_error = NULL, updated_at = $4
      WHERE order_id = $1 AND state IN ('approved', 'unknown', 'submitted')`,
    [s.orderId, s.providerPayoutId, s.recipientChecked, s.at],
  );
}

export async function markFinished(
  tx: Queryable,
  f: {
    orderId: number;
    state: 'succeeded' | 'cancelled';
    providerPayoutId: string | null;
    reason: string | null;
    recipientChecked: boolean | null;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `UPDATE provider_payouts SET state = $2, provider_payout_id = coalesce($3, provider_payout_id), cancel_reason = $4,
            recipient_checked = coalesce($5, recipient_checked), last_error = NULL, finished_at = $6, updated_at = $6
      WHERE order_id = $1`,
    [f.orderId, f.state, f.providerPayoutId, f.reason, f.recipientChecked, f.at],
  );
}

/** A request whose answer was lost: the payout stays `unknown` and is asked again later. */
export async function markUnanswered(tx: Queryable, u: { orderId: number; error: string; at: Date }): Promise<void> {
  await tx.query(`UPDATE provider_payouts SET last_error = $2, updated_at = $3 WHERE order_id = $1 AND state = 'unknown'`, [
    u.orderId,
    u.error.slice(0, 500),
    u.at,
  ]);
}

/**
 * Payouts a request left for and whose provider id we never stored, past the retries' window: no
 * longer asked again (the key may be forgotten), only looked up by the order's number.
 */
export async function unknownPastRetries(db: Queryable, provider: string, keptSince: Date, limit: number): Promise<PayoutRow[]> {
  const { rows } = await db.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM provider_payouts
      WHERE provider = $3 AND state = 'unknown' AND provider_payout_id IS NULL AND request IS NOT NULL AND sent_at <= $1
      ORDER BY sent_at LIMIT $2`,
    [keptSince, limit, provider],
  );
  return rows;
}

/** Payouts the provider has and whose final status has not come for a while: read back by id. */
export async function staleSubmitted(db: Queryable, provider: string, before: Date, limit: number): Promise<PayoutRow[]> {
  const { rows } = await db.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM provider_payouts
      WHERE provider = $3 AND state IN ('submitted', 'unknown') AND provider_payout_id IS NOT NULL AND updated_at < $1
      ORDER BY updated_at LIMIT $2`,
    [before, limit, provider],
  );
  return rows;
}

/** Approved payouts no job has taken for a while (a job lost with its process). */
export async function countApprovedBefore(db: Queryable, before: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM provider_payouts WHERE state = 'approved' AND updated_at < $1",
    [before],
  );
  return rows[0]!.n;
}

export async function countInFlight(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM provider_payouts WHERE state IN ('approved', 'unknown', 'submitted')",
  );
  return rows[0]!.n;
}
