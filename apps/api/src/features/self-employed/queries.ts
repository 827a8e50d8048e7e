// The self-employed feature's tables (migration 0055): what ФНС and the payout provider answered
// about a member, and the receipts of their payouts. The tax profile (migration 0050) is read here;
// it is written by the tax profile's own feature.
import type { NpdBindingStatus } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { EVERY_MEMBER, memberScopeSql, type Scoped } from '../dealer-scope/service.js';

export type TaxRegime = 'individual' | 'self_employed' | 'entrepreneur';
export type StopReason = 'npd_inactive' | 'binding_canceled' | 'binding_unregistered';

export interface TaxProfile {
  regime: TaxRegime;
  inn: string | null;
}

/** A member without a row is an individual resident (migration 0050). */
export async function readTaxProfile(db: Queryable, memberId: string): Promise<TaxProfile> {
  const { rows } = await db.query<TaxProfile>('SELECT regime, inn FROM member_tax_profiles WHERE member_id = $1', [memberId]);
  return rows[0] ?? { regime: 'individual', inn: null };
}

export interface NpdRow {
  checkedInn: string | null;
  npdActive: boolean | null;
  npdMessage: string | null;
  npdCheckedAt: Date | null;
  provider: string | null;
  bindingId: string | null;
  bindingInn: string | null;
  bindingStatus: NpdBindingStatus | null;
  confirmationUrl: string | null;
  bindingCheckedAt: Date | null;
  stoppedReason: StopReason | null;
  stoppedAt: Date | null;
}

const NPD_COLUMNS = `checked_inn AS "checkedInn", npd_active AS "npdActive", npd_message AS "npdMessage",
  npd_checked_at AS "npdCheckedAt", provider, binding_id AS "bindingId", binding_inn AS "bindingInn",
  binding_status AS "bindingStatus", confirmation_url AS "confirmationUrl", binding_checked_at AS "bindingCheckedAt",
  stopped_reason AS "stoppedReason", stopped_at AS "stoppedAt"`;

export async function readNpd(db: Queryable, memberId: string, lock = false): Promise<NpdRow | undefined> {
  const { rows } = await db.query<NpdRow>(
    `SELECT ${NPD_COLUMNS} FROM member_npd WHERE member_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  return rows[0];
}

export async function storeCheck(
  tx: Queryable,
  c: { memberId: string; inn: string; active: boolean; message: string; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO member_npd (member_id, checked_inn, npd_active, npd_message, npd_checked_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (member_id) DO UPDATE SET checked_inn = $2, npd_active = $3, npd_message = $4, npd_checked_at = $5, updated_at = $5`,
    [c.memberId, c.inn, c.active, c.message, c.at],
  );
}

export async function storeBinding(
  tx: Queryable,
  b: {
    memberId: string;
    provider: string;
    id: string;
    inn: string;
    status: NpdBindingStatus;
    confirmationUrl: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO member_npd (member_id, provider, binding_id, binding_inn, binding_status, confirmation_url, binding_checked_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (member_id) DO UPDATE SET provider = $2, binding_id = $3, binding_inn = $4, binding_status = $5,
       confirmation_url = $6, binding_checked_at = $7, updated_at = $7`,
    [b.memberId, b.provider, b.id, b.inn, b.status, b.confirmationUrl, b.at],
  );
}

/** Stops withdrawals with a reason, or (`reason` null) lets them go again. */
export async function storeStop(tx: Queryable, s: { memberId: string; reason: StopReason | null; at: Date }): Promise<void> {
  await tx.query(
    `UPDATE member_npd SET stopped_reason = $2, stopped_at = CASE WHEN $2::text IS NULL THEN NULL ELSE coalesce(stopped_at, $3) END,
            updated_at = $3
      WHERE member_id = $1`,
    [s.memberId, s.reason, s.at],
  );
}

/**
 * Kopecks of the receipts registered for an ИНН in [from, to), whichever member they were paid to:
 * the law's yearly limit is the person's (decision 0043).
 */
export async function receiptsTotalOfInn(db: Queryable, inn: string, from: Date, to: Date): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::float8 AS total FROM payout_receipts
      WHERE inn = $1 AND registered_at >= $2 AND registered_at < $3`,
    [inn, from, to],
  );
  return rows[0]!.total;
}

/** Kopecks of the member's orders still waiting to be paid. */
export async function pendingOrdersTotal(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    "SELECT coalesce(sum(amount), 0)::float8 AS total FROM withdrawal_orders WHERE member_id = $1 AND status = 'pending'",
    [memberId],
  );
  return rows[0]!.total;
}

export interface ReceiptRow {
  orderId: number;
  memberId: string;
  inn: string;
  serviceName: string;
  amount: number;
  receiptId: string | null;
  url: string | null;
  registeredAt: Date;
}

const RECEIPT_COLUMNS = `r.order_id::float8 AS "orderId", r.member_id AS "memberId", r.inn, r.service_name AS "serviceName",
  r.amount::float8 AS amount, r.receipt_id AS "receiptId", r.url, r.registered_at AS "registeredAt"`;

/** The receipts of the period: one member's, or (`seenBy`) those of the members an operator sees (decision 0066). */
export async function listReceipts(
  db: Queryable,
  f: { memberId?: string; from: Date; to: Date; seenBy?: Scoped },
): Promise<(ReceiptRow & { name: string; phone: string })[]> {
  const params: unknown[] = [f.memberId ?? null, f.from, f.to];
  const scope = memberScopeSql(f.seenBy ?? EVERY_MEMBER, 'r.member_id', params);
  const { rows } = await db.query<ReceiptRow & { name: string; phone: string }>(
    `SELECT ${RECEIPT_COLUMNS},
            concat_ws(' ', m.last_name, m.first_name, m.middle_name) AS name, m.phone
       FROM payout_receipts r JOIN members m ON m.id = r.member_id
      WHERE ($1::uuid IS NULL OR r.member_id = $1) AND r.registered_at >= $2 AND r.registered_at < $3 AND ${scope}
      ORDER BY r.registered_at, r.order_id`,
    params,
  );
  return rows;
}

export async function insertReceipt(
  tx: Queryable,
  r: {
    orderId: number;
    provider: string;
    serviceName: string;
    amount: number;
    receiptId: string | null;
    url: string | null;
    at: Date;
  },
): Promise<void> {
  // The member, their binding and ИНН at the time of the payout.
  await tx.query(
    `INSERT INTO payout_receipts (order_id, member_id, provider, binding_id, inn, service_name, amount, receipt_id, url, registered_at)
     SELECT o.id, o.member_id, $2, coalesce(n.binding_id, ''), coalesce(n.binding_inn, ''), $3, $4, $5, $6, $7
       FROM withdrawal_orders o LEFT JOIN member_npd n ON n.member_id = o.member_id
      WHERE o.id = $1
     ON CONFLICT (order_id) DO NOTHING`,
    [r.orderId, r.provider, r.serviceName, r.amount, r.receiptId, r.url, r.at],
  );
}

/** The order's member: whose payout it is. */
export async function orderMember(db: Queryable, orderId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ member_id: string }>('SELECT member_id FROM withdrawal_orders WHERE id = $1', [orderId]);
  return rows[0]?.member_id;
}

/** Self-employed members with a binding, the longest unchecked first (the nightly re-check). */
export async function membersToRecheck(db: Queryable, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ member_id: string }>(
    `SELECT n.member_id FROM member_npd n JOIN member_tax_profiles p ON p.member_id = n.member_id
      WHERE p.regime = 'self_employed' AND n.binding_id IS NOT NULL
      ORDER BY n.binding_checked_at NULLS FIRST, n.member_id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.member_id);
}

/** The member's name and ИНН as the statement prints them. */
/** The member's name by its parts, as a bank asks for it. */
export async function readMemberNames(
  db: Queryable,
  memberId: string,
): Promise<{ lastName: string; firstName: string; middleName?: string }> {
  const { rows } = await db.query<{ lastName: string; firstName: string; middleName: string | null }>(
    'SELECT last_name AS "lastName", first_name AS "firstName", middle_name AS "middleName" FROM members WHERE id = $1',
    [memberId],
  );
  const r = rows[0]!;
  return { lastName: r.lastName, firstName: r.firstName, ...(r.middleName ? { middleName: r.middleName } : {}) };
}

export async function readMemberName(db: Queryable, memberId: string): Promise<{ name: string; inn: string | null }> {
  const { rows } = await db.query<{ name: string; inn: string | null }>(
    `SELECT concat_ws(' ', m.last_name, m.first_name, m.middle_name) AS name, p.inn
       FROM members m LEFT JOIN member_tax_profiles p ON p.member_id = m.id WHERE m.id = $1`,
    [memberId],
  );
  return rows[0] ?? { name: '', inn: null };
}

/** Members whose profile says self-employed, of them bound now, of them stopped by a check. */
export async function countSelfEmployed(
  db: Queryable,
  op: Scoped,
): Promise<{ selfEmployed: number; bound: number; stopped: number }> {
  const params: unknown[] = [];
  const { rows } = await db.query<{ selfEmployed: number; bound: number; stopped: number }>(
    `SELECT count(*)::int AS "selfEmployed",
            count(*) FILTER (WHERE n.binding_status = 'confirmed' AND n.binding_inn = p.inn)::int AS bound,
            count(*) FILTER (WHERE n.stopped_reason IS NOT NULL)::int AS stopped
       FROM member_tax_profiles p LEFT JOIN member_npd n ON n.member_id = p.member_id
      WHERE p.regime = 'self_employed' AND ${memberScopeSql(op, 'p.member_id', params)}`,
    params,
  );
  return rows[0]!;
}

/** A receipt still without its number whose next question to the provider is due. */
export interface UnregisteredReceipt {
  orderId: number;
  providerPayoutId: string;
  checks: number;
}

export async function receiptsToAsk(db: Queryable, now: Date, maxChecks: number, limit: number): Promise<UnregisteredReceipt[]> {
  const { rows } = await db.query<UnregisteredReceipt>(
    `SELECT r.order_id::float8 AS "orderId", p.provider_payout_id AS "providerPayoutId", r.checks
       FROM payout_receipts r JOIN provider_payouts p ON p.order_id = r.order_id
      WHERE r.receipt_id IS NULL AND r.checks < $2 AND (r.next_check_at IS NULL OR r.next_check_at <= $1)
        AND p.provider_payout_id IS NOT NULL
      ORDER BY r.next_check_at NULLS FIRST, r.order_id LIMIT $3`,
    [now, maxChecks, limit],
  );
  return rows;
}

/** The provider has registered the receipt: its number and page. */
export async function storeReceiptNumber(
  db: Queryable,
  r: { orderId: number; receiptId: string; url: string | null; checks: number },
): Promise<void> {
  await db.query(
    'UPDATE payout_receipts SET receipt_id = $2, url = coalesce($3, url), checks = $4, next_check_at = NULL WHERE order_id = $1 AND receipt_id IS NULL',
    [r.orderId, r.receiptId, r.url, r.checks],
  );
}

/** Not registered yet: counts the question and sets when the next is due. */
export async function scheduleReceiptCheck(db: Queryable, r: { orderId: number; checks: number; next: Date }): Promise<void> {
  await db.query('UPDATE payout_receipts SET checks = $2, next_check_at = $3 WHERE order_id = $1 AND receipt_id IS NULL', [
    r.orderId,
    r.checks,
    r.next,
  ]);
}
