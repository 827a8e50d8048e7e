// The bank's registries (migration 0117) and the payouts in them. A registry's body is stored before
// the first request for it leaves; each step's correlationId too, so that a step whose answer was
// lost is asked about, and sent again only when the bank never had it.
import type { Queryable } from '../../../db/types.js';
import type { RegistryPayment, RegistryStepBody } from '../../../providers/payouts/registry-bank.js';

export type RegistryState = 'creating' | 'submitting' | 'paying' | 'executing' | 'receipts' | 'done' | 'failed';

export interface RegistryRow {
  id: number;
  bank: string;
  state: RegistryState;
  bankRegistryId: number | null;
  correlationId: string;
  stepSentAt: Date | null;
  request: Extract<RegistryStepBody, { step: 'create' }>;
  nextReadAt: Date | null;
}

const REGISTRY_COLUMNS = `id::float8 AS id, bank, state, bank_registry_id::float8 AS "bankRegistryId", correlation_id AS "correlationId",
  step_sent_at AS "stepSentAt", request, next_read_at AS "nextReadAt"`;

/** A payout the bank is to pay: the order's amount (less НДФЛ), the member's account and name. */
export interface BankPayoutToSend {
  orderId: number;
  memberId: string;
  amount: number;
  accountNumber: string;
  bik: string;
  lastName: string;
  firstName: string;
  middleName: string;
}

/**
 * Takes the approved payouts of the bank no registry has (SKIP LOCKED: one process each) and marks
 * them `unknown` — taken, not yet in a registry; `skip`: put back in this pass to wait for ФНС.
 */
export async function claimBankPayouts(
  tx: Queryable,
  c: { bank: string; limit: number; at: Date; skip: number[] },
): Promise<BankPayoutToSend[]> {
  const { rows } = await tx.query<BankPayoutToSend>(
    `WITH picked AS (
       SELECT order_id FROM provider_payouts
        WHERE provider = $1 AND state = 'approved' AND registry_id IS NULL AND NOT (order_id = ANY($4::bigint[]))
        ORDER BY approved_at, order_id LIMIT $2 FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE provider_payouts p SET state = 'unknown', attempts = attempts + 1, sent_at = $3, updated_at = $3
         FROM picked WHERE p.order_id = picked.order_id
       RETURNING p.order_id, p.amount
     )
     SELECT c.order_id::float8 AS "orderId", o.member_id AS "memberId", c.amount::float8 AS amount,
            a.account_number AS "accountNumber", a.bik, m.last_name AS "lastName", m.first_name AS "firstName",
            coalesce(m.middle_name, '') AS "middleName"
       FROM claimed c
       JOIN withdrawal_orders o ON o.id = c.order_id
       JOIN payout_accounts a ON a.id = o.payout_account_id
       JOIN members m ON m.id = o.member_id
      ORDER BY c.order_id`,
    [c.bank, c.limit, c.at, c.skip],
  );
  return rows;
}

/**
 * Taken payouts no registry holds, left by a process that stopped before it made one: no request
 * left for them, so they go back to wait for the next registry.
 */
export async function releaseAbandoned(tx: Queryable, r: { bank: string; before: Date; at: Date }): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE provider_payouts SET state = 'approved', sent_at = NULL, updated_at = $3
      WHERE provider = $1 AND state = 'unknown' AND registry_id IS NULL AND updated_at < $2`,
    [r.bank, r.before, r.at],
  );
  return rowCount;
}

/**
 * A registry of the payouts, its body kept and the payouts bound to it, before its first request
 * leaves; answers how many it holds. A payout another process bound first (its pass ran past
 * ABANDONED_MS and this one took it again) stays with that registry and is left out of this one;
 * with none left the registry is not made.
 */
export async function insertRegistry(
  tx: Queryable,
  r: { bank: string; correlationId: string; payments: RegistryPayment[]; at: Date },
): Promise<number> {
  // Locked first: a payout bound meanwhile is seen bound once its binder commits, and left out.
  const free = await tx.query<{ order_id: number }>(
    `SELECT order_id::float8 AS order_id FROM provider_payouts
      WHERE order_id = ANY($1::bigint[]) AND registry_id IS NULL AND state = 'unknown' FOR UPDATE`,
    [r.payments.map((p) => p.number)],
  );
  const ours = new Set(free.rows.map((b) => b.order_id));
  const payments = r.payments.filter((p) => ours.has(p.number));
  if (payments.length === 0) return 0;
  const body: RegistryStepBody = { step: 'create', payments };
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO payout_registries (bank, state, correlation_id, request, amount, payouts, created_at, updated_at)
     VALUES ($1, 'creating', $2, $3::jsonb, $4, $5, $6, $6) RETURNING id::float8 AS id`,
    [r.bank, r.correlationId, JSON.stringify(body), payments.reduce((sum, p) => sum + p.amount, 0), payments.length, r.at],
  );
  await tx.query('UPDATE provider_payouts SET registry_id = $1 WHERE order_id = ANY($2::bigint[])', [
    rows[0]!.id,
    payments.map((p) => p.number),
  ]);
  return payments.length;
}

/** Leases an open registry to this process for `ms` (none when another holds it). */
export async function leaseRegistry(tx: Queryable, l: { id: number; at: Date; until: Date }): Promise<RegistryRow | undefined> {
  const { rows } = await tx.query<RegistryRow>(
    `UPDATE payout_registries SET leased_until = $3
      WHERE id = $1 AND finished_at IS NULL AND (leased_until IS NULL OR leased_until < $2)
      RETURNING ${REGISTRY_COLUMNS}`,
    [l.id, l.at, l.until],
  );
  return rows[0];
}

export async function readRegistry(db: Queryable, id: number): Promise<RegistryRow | undefined> {
  const { rows } = await db.query<RegistryRow>(
    `SELECT ${REGISTRY_COLUMNS} FROM payout_registries WHERE id = $1 AND finished_at IS NULL`,
    [id],
  );
  return rows[0];
}

export async function openRegistries(db: Queryable, bank: string, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id::float8 AS id FROM payout_registries WHERE bank = $1 AND finished_at IS NULL ORDER BY id LIMIT $2`,
    [bank, limit],
  );
  return rows.map((r) => r.id);
}

/** Moves a registry on: to a step (a fresh correlationId, nothing sent yet), or records what happened in this one. */
export async function updateRegistry(
  tx: Queryable,
  u: {
    id: number;
    at: Date;
    state?: RegistryState;
    correlationId?: string;
    stepSent?: boolean;
    bankRegistryId?: number;
    nextReadAt?: Date | null;
    lastError?: string | null;
    release?: boolean;
  },
): Promise<void> {
  const sets: string[] = ['updated_at = $2'];
  const values: unknown[] = [u.id, u.at];
  const set = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  };
  if (u.state) {
    set('state', u.state);
    if (u.state === 'done' || u.state === 'failed') sets.push('finished_at = $2');
  }
  if (u.correlationId) {
    set('correlation_id', u.correlationId);
    sets.push('step_sent_at = NULL');
  }
  if (u.stepSent) sets.push('step_sent_at = $2');
  if (u.bankRegistryId !== undefined) set('bank_registry_id', u.bankRegistryId);
  if (u.nextReadAt !== undefined) set('next_read_at', u.nextReadAt);
  if (u.lastError !== undefined) set('last_error', u.lastError?.slice(0, 500) ?? null);
  if (u.release) sets.push('leased_until = NULL');
  await tx.query(`UPDATE payout_registries SET ${sets.join(', ')} WHERE id = $1`, values);
}

/** The payouts of a registry still open, with their amounts as sent. */
export async function openPayoutsOf(db: Queryable, registryId: number): Promise<{ orderId: number; amount: number }[]> {
  const { rows } = await db.query<{ orderId: number; amount: number }>(
    `SELECT order_id::float8 AS "orderId", amount::float8 AS amount FROM provider_payouts
      WHERE registry_id = $1 AND state IN ('unknown', 'submitted') ORDER BY order_id`,
    [registryId],
  );
  return rows;
}

/** The payouts of a registry the bank paid, for their receipts. */
export async function paidPayoutsOf(db: Queryable, registryId: number): Promise<{ orderId: number; amount: number }[]> {
  const { rows } = await db.query<{ orderId: number; amount: number }>(
    `SELECT order_id::float8 AS "orderId", amount::float8 AS amount FROM provider_payouts
      WHERE registry_id = $1 AND state = 'succeeded' ORDER BY order_id`,
    [registryId],
  );
  return rows;
}

export interface RegistryListItem {
  id: number;
  bankRegistryId: number | null;
  state: RegistryState;
  payouts: number;
  amount: number;
  lastError: string | null;
  createdAt: Date;
}

/** The registries not finished, and those finished in the last day, for the operators' view. */
export async function listRecentRegistries(db: Queryable, since: Date): Promise<RegistryListItem[]> {
  const { rows } = await db.query<RegistryListItem>(
    `SELECT id::float8 AS id, bank_registry_id::float8 AS "bankRegistryId", state, payouts, amount::float8 AS amount,
            last_error AS "lastError", created_at AS "createdAt"
       FROM payout_registries WHERE finished_at IS NULL OR finished_at > $1 ORDER BY id DESC LIMIT 20`,
    [since],
  );
  return rows;
}
