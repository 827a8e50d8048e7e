// The desk's reads of withdrawal orders (the orders feature owns them; the desk only reads and
// locks them here, and changes them through the orders service), with each order's large payment as
// its request at the approvals door shows it (kind `desk_payout`, decision 0060).
import {
  DESK_FLAGS,
  DESK_STATUSES,
  DESK_IDENTITY_TEXT,
  UNUSUAL_AMOUNT_FACTOR,
  orderStatusText,
  type DeskFlag,
  type DeskIdentityStatus,
  type DeskOrder,
  type DeskQueueFilter,
  type DeskStatus,
  type OrderStatus,
  type PayoutRail,
  PAYOUT_PROVIDER_TITLES,
  providerPayoutStateText,
  payoutCancelReasonText,
  type ProviderPayoutState,
  type ProviderPayoutView,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { destinationView, type DestinationColumns } from '../orders/service.js';
import { toPoints } from '../../ledger/amounts.js';
import { SqlWhere, containsPattern } from '../../lib/sql-where.js';
import { memberScopeSql, type Scoped } from '../dealer-scope/service.js';

/**
 * Every order with its member, identity, previous payouts, approval and risk flags, as one
 * relation the filters read. Its approval is the latest request of its payment at the approvals door
 * that waits or was approved (one refused leaves the order as it was). The flags' rules (also in the contracts' DESK_FLAGS and docs/back-office.md):
 * - first_withdrawal: no paid order of the member closed before this one (or, while pending, at all);
 * - foreign_phone: the SBP phone differs from the member's sign-in phone;
 * - unusual_amount: more than UNUSUAL_AMOUNT_FACTOR × the median of those previous paid orders;
 * - frequent: another order of the member was created less than 24 hours before or after this one;
 * - fresh_identity: the identity document was confirmed less than 24 hours before the request.
 */
const DESK_ORDERS = `
  WITH base AS (
    SELECT o.id::float8 AS id, o.id AS order_id, o.member_id, o.amount::float8 AS amount, o.status, o.rail, o.phone AS sbp_phone,
           o.created_at, o.closed_at, o.operator_comment,
           -- The income tax withheld from the order (decision 0033): the bank gets the amount less it.
           (SELECT coalesce(sum(t.tax), 0) FROM order_taxes t WHERE t.order_id = o.id AND t.payer = 'member')::float8 AS withheld_tax,
           b.id AS bank_id, b.name AS bank_name, b.short_name AS bank_short_name,
           c.first6 AS card_first6, c.last4 AS card_last4, c.issuer_name AS card_issuer,
           right(pa.account_number, 4) AS account_last4, pa.bik AS account_bik,
           m.phone AS member_phone,
           concat_ws(' ', nullif(m.last_name, ''), nullif(m.first_name, ''), nullif(m.middle_name, '')) AS member_name,
           coalesce(d.status, 'none') AS identity_status, d.reviewed_at AS identity_reviewed_at,
           prev.n AS paid_count, prev.total AS paid_sum, prev.median AS paid_median,
           a.maker_email, a.made_at, a.checker_email, a.checked_at,
           pp.state AS pp_state, pp.provider AS pp_provider, pp.provider_payout_id AS pp_id, pp.cancel_reason AS pp_reason,
           pp.recipient_checked AS pp_recipient_checked, pp.attempts AS pp_attempts, pp.updated_at AS pp_updated_at,
           pp.last_error AS pp_last_error,
           -- The provider's recipient check (decision 0031) confirmed that this phone's account is the member's.
           EXISTS (SELECT 1 FROM provider_payouts cp JOIN withdrawal_orders co ON co.id = cp.order_id
                    WHERE co.member_id = o.member_id AND co.phone = o.phone
                      AND cp.recipient_checked AND cp.state = 'succeeded') AS phone_checked,
           (o.status = 'pending' AND a.status = 'pending') AS awaiting
      FROM withdrawal_orders o
      -- By SBP (a bank), to a card (decision 0056) or to an account by the bank's registry (decision 0057).
      LEFT JOIN banks b ON b.id = o.bank_id
      LEFT JOIN payout_cards c ON c.id = o.payout_card_id
      LEFT JOIN payout_accounts pa ON pa.id = o.payout_account_id
      JOIN members m ON m.id = o.member_id
      LEFT JOIN identity_documents d ON d.member_id = o.member_id
      LEFT JOIN LATERAL (
        SELECT r.status, m.email AS maker_email, r.made_at, c.email AS checker_email, r.checked_at
          FROM approvals r JOIN operators m ON m.id = r.made_by LEFT JOIN operators c ON c.id = r.checked_by
         WHERE r.kind = 'desk_payout' AND r.subject = o.id::text AND r.status IN ('pending', 'approved')
         ORDER BY r.made_at DESC, r.id DESC LIMIT 1
      ) a ON true
      LEFT JOIN provider_payouts pp ON pp.order_id = o.id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS n, coalesce(sum(p.amount), 0)::float8 AS total,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY p.amount)::float8 AS median
          FROM withdrawal_orders p
         WHERE p.member_id = o.member_id AND p.status = 'paid' AND p.id <> o.id
           AND (o.closed_at IS NULL OR p.closed_at < o.closed_at)
      ) prev
  ), flagged AS (
    SELECT base.*,
           CASE WHEN awaiting THEN 'awaiting_approval' ELSE status END AS desk_status,
           paid_count = 0 AS first_withdrawal,
           coalesce(sbp_phone <> member_phone AND NOT phone_checked, false) AS foreign_phone,
           (paid_count > 0 AND amount > ${UNUSUAL_AMOUNT_FACTOR} * paid_median) AS unusual_amount,
           EXISTS (SELECT 1 FROM withdrawal_orders x
                    WHERE x.member_id = base.member_id AND x.id <> base.id
                      AND x.created_at > base.created_at - interval '24 hours'
                      AND x.created_at < base.created_at + interval '24 hours') AS frequent,
           (identity_status = 'confirmed' AND identity_reviewed_at IS NOT NULL
             AND identity_reviewed_at <= created_at AND identity_reviewed_at > created_at - interval '24 hours') AS fresh_identity
      FROM base
  )
  SELECT * FROM flagged`;

interface DeskRow extends DestinationColumns {
  id: number;
  member_id: string;
  amount: number;
  withheld_tax: number;
  status: OrderStatus;
  rail: PayoutRail;
  desk_status: DeskStatus;
  sbp_phone: string | null;
  created_at: Date;
  closed_at: Date | null;
  operator_comment: string | null;
  member_phone: string;
  member_name: string;
  identity_status: DeskIdentityStatus;
  paid_count: number;
  paid_sum: number;
  maker_email: string | null;
  made_at: Date | null;
  checker_email: string | null;
  checked_at: Date | null;
  first_withdrawal: boolean;
  foreign_phone: boolean;
  unusual_amount: boolean;
  frequent: boolean;
  fresh_identity: boolean;
  pp_state: ProviderPayoutState | null;
  pp_provider: string | null;
  pp_id: string | null;
  pp_reason: string | null;
  pp_recipient_checked: boolean | null;
  pp_attempts: number | null;
  pp_updated_at: Date | null;
  pp_last_error: string | null;
}

function payoutOf(r: DeskRow): ProviderPayoutView | null {
  if (!r.pp_state || !r.pp_updated_at) return null;
  return {
    state: r.pp_state,
    stateText: providerPayoutStateText(r.pp_state, r.pp_reason),
    provider: PAYOUT_PROVIDER_TITLES[r.pp_provider ?? ''] ?? r.pp_provider ?? '',
    providerPayoutId: r.pp_id,
    reason: r.pp_reason,
    // A payout put back to wait says why (only the ФНС status check puts one back, decision 0054).
    reasonText:
      r.pp_state === 'cancelled'
        ? payoutCancelReasonText(r.pp_reason, r.card_last4 !== null ? 'card' : r.account_last4 !== null ? 'account' : 'sbp')
        : r.pp_state === 'approved'
          ? r.pp_last_error
          : null,
    recipientChecked: r.pp_recipient_checked,
    attempts: r.pp_attempts ?? 0,
    updatedAt: r.pp_updated_at.toISOString(),
  };
}

const FLAG_KEYS = Object.keys(DESK_FLAGS) as DeskFlag[];

function toDeskOrder(r: DeskRow): DeskOrder {
  return {
    id: r.id,
    status: r.desk_status,
    statusText: DESK_STATUSES[r.desk_status],
    amount: toPoints(r.amount),
    withheldTax: toPoints(r.withheld_tax),
    toBank: toPoints(r.amount - r.withheld_tax),
    ...destinationView(r),
    rail: r.rail,
    sbpPhone: r.sbp_phone,
    createdAt: r.created_at.toISOString(),
    closedAt: r.closed_at?.toISOString() ?? null,
    comment: r.operator_comment,
    // Only the payouts' settlement cancels a provider payout, and it rejects the order with the reason.
    commentBy: r.operator_comment === null ? null : r.pp_state === 'cancelled' ? 'payout' : 'operator',
    member: {
      id: r.member_id,
      name: r.member_name,
      phone: r.member_phone,
      identityStatus: r.identity_status,
      identityStatusText: DESK_IDENTITY_TEXT[r.identity_status],
    },
    previousPayouts: { count: r.paid_count, sum: toPoints(r.paid_sum) },
    flags: FLAG_KEYS.filter((f) => r[f]),
    approval:
      r.maker_email && r.made_at
        ? {
            makerEmail: r.maker_email,
            madeAt: r.made_at.toISOString(),
            checkerEmail: r.checker_email,
            checkedAt: r.checked_at?.toISOString() ?? null,
          }
        : null,
    payout: payoutOf(r),
  };
}

function searchClause(where: SqlWhere, search: string): string {
  const digits = search.replace(/[\s()+-]/g, '');
  if (/^\d+$/.test(digits)) {
    const pattern = where.param(containsPattern(digits));
    const byNumber = digits.length <= 15 ? `id = ${where.param(Number(digits))} OR ` : '';
    return `(${byNumber}member_phone LIKE ${pattern} OR sbp_phone LIKE ${pattern})`;
  }
  return `lower(member_name) LIKE ${where.param(containsPattern(search.toLowerCase()))}`;
}

function filterOf(f: DeskQueueFilter): SqlWhere {
  const where = new SqlWhere();
  if (f.status === 'pending') where.and(`status = 'pending'`);
  else where.when(f.status, (p) => `desk_status = ${p}`);
  // The flag is one of the enum's values (validated), so it names its column.
  if (f.flag && FLAG_KEYS.includes(f.flag)) where.and(f.flag);
  where
    .when(f.bankId, (p) => `bank_id = ${p}`)
    .when(f.amountFrom === undefined ? undefined : Math.round(f.amountFrom * 100), (p) => `amount >= ${p}`)
    .when(f.amountTo === undefined ? undefined : Math.round(f.amountTo * 100), (p) => `amount <= ${p}`)
    .moscowDays('created_at', f.dateFrom, f.dateTo);
  if (f.search) where.and(searchClause(where, f.search));
  return where;
}

/** The queue: pending orders oldest first; closed ones most recently closed first. */
export async function listDeskOrders(
  db: Queryable,
  op: Scoped,
  filter: DeskQueueFilter,
  page: { skip: number; take: number },
): Promise<{ orders: DeskOrder[]; totalCount: number }> {
  const where = filterOf(filter);
  where.and(memberScopeSql(op, 'member_id', where.params));
  const order =
    filter.status === 'pending' || filter.status === 'awaiting_approval' ? 'created_at, id' : 'closed_at DESC, id DESC';
  const [list, count] = await Promise.all([
    db.query<DeskRow>(`${DESK_ORDERS} ${where} ORDER BY ${order} LIMIT ${page.take} OFFSET ${page.skip}`, where.params),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${DESK_ORDERS} ${where}) q`, where.params),
  ]);
  return { orders: list.rows.map(toDeskOrder), totalCount: count.rows[0]!.n };
}

export async function findDeskOrder(db: Queryable, orderId: number): Promise<DeskOrder | undefined> {
  // By the uncast id: the relation is inlined, so the primary key finds the one order (a filter on the
  // float8 copy would build every order's flags first).
  const { rows } = await db.query<DeskRow>(`${DESK_ORDERS} WHERE order_id = $1`, [orderId]);
  return rows[0] && toDeskOrder(rows[0]);
}

export interface DeskEvent {
  status: OrderStatus;
  statusText: string;
  date: string;
  comment: string | null;
  actor: string;
}

export async function orderEvents(db: Queryable, orderId: number): Promise<DeskEvent[]> {
  const { rows } = await db.query<{ status: OrderStatus; comment: string | null; actor: string; created_at: Date }>(
    'SELECT status, comment, actor, created_at FROM order_events WHERE order_id = $1 ORDER BY created_at, id',
    [orderId],
  );
  return rows.map((e) => ({
    status: e.status,
    statusText: orderStatusText[e.status],
    date: e.created_at.toISOString(),
    comment: e.comment,
    actor: e.actor,
  }));
}

export interface LockedDeskOrder {
  id: number;
  memberId: string;
  /** Kopecks. */
  amount: number;
  status: OrderStatus;
  /** Who pays it, decided when it was made (decision 0061): «Выплатить» pays it this way. */
  rail: PayoutRail;
}

/**
 * Locks the order's row so that two operators act on it one after the other; the slower one then
 * reads what the first did. Its waiting payment is read by the next statement, after the lock is
 * held, so that it sees a payment the first operator recorded while this one waited.
 */
export async function lockDeskOrder(tx: Queryable, orderId: number): Promise<LockedDeskOrder | undefined> {
  const { rows } = await tx.query<LockedDeskOrder>(
    `SELECT id::float8 AS id, member_id AS "memberId", amount::float8 AS amount, status, rail
       FROM withdrawal_orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  return rows[0];
}

/** The event that closed the order: who (an operator's e-mail or 'member') and when. */
export async function closingEvent(tx: Queryable, orderId: number): Promise<{ actor: string; at: Date } | undefined> {
  const { rows } = await tx.query<{ actor: string; at: Date }>(
    `SELECT actor, created_at AS at FROM order_events WHERE order_id = $1 AND status <> 'pending' ORDER BY id DESC LIMIT 1`,
    [orderId],
  );
  return rows[0];
}

export interface RegisterRow {
  id: number;
  createdAt: Date;
  closedAt: Date | null;
  memberName: string;
  memberPhone: string;
  amount: number;
  /** НДФЛ withheld from the amount (decision 0033), kopecks. */
  withheldTax: number;
  /** By SBP: the phone and the bank; null for a card's order. */
  sbpPhone: string | null;
  bankName: string | null;
  bankId: string | null;
  /** To a card (decision 0056): its mask's digits; null by SBP. A card's synonym pays only through the provider. */
  cardFirst6: string | null;
  cardLast4: string | null;
  /** To an account by the bank's registry (decision 0057): its last digits and БИК; null otherwise. */
  accountLast4: string | null;
  accountBik: string | null;
  status: OrderStatus;
  comment: string | null;
  /** Who pays it (decision 0061): the register lists only the orders paid by hand. */
  rail: PayoutRail;
}

/** Orders of one status whose day (of closing, or of the request while pending) falls in the range. */
export async function registerRows(
  db: Queryable,
  op: Scoped,
  q: { dateFrom: string; dateTo: string; status: 'paid' | 'pending' | 'rejected' },
): Promise<RegisterRow[]> {
  const column = q.status === 'pending' ? 'o.created_at' : 'o.closed_at';
  const where = new SqlWhere().when(q.status, (p) => `o.status = ${p}`).moscowDays(column, q.dateFrom, q.dateTo);
  where.and(memberScopeSql(op, 'o.member_id', where.params));
  const { rows } = await db.query<RegisterRow>(
    `SELECT o.id::float8 AS id, o.created_at AS "createdAt", o.closed_at AS "closedAt",
            concat_ws(' ', nullif(m.last_name, ''), nullif(m.first_name, ''), nullif(m.middle_name, '')) AS "memberName",
            m.phone AS "memberPhone", o.amount::float8 AS amount,
            (SELECT coalesce(sum(t.tax), 0) FROM order_taxes t WHERE t.order_id = o.id AND t.payer = 'member')::float8 AS "withheldTax",
            o.phone AS "sbpPhone", b.name AS "bankName",
            b.id AS "bankId", c.first6 AS "cardFirst6", c.last4 AS "cardLast4", o.status, o.operator_comment AS comment,
            right(pa.account_number, 4) AS "accountLast4", pa.bik AS "accountBik", o.rail
       FROM withdrawal_orders o LEFT JOIN banks b ON b.id = o.bank_id LEFT JOIN payout_cards c ON c.id = o.payout_card_id
       LEFT JOIN payout_accounts pa ON pa.id = o.payout_account_id
       JOIN members m ON m.id = o.member_id
       ${where} ORDER BY ${column}, o.id`,
    where.params,
  );
  return rows;
}

/** Every bank orders may go to (the queue's bank filter), by name. */
export async function listBanks(db: Queryable): Promise<{ id: string; name: string; shortName: string }[]> {
  const { rows } = await db.query<{ id: string; name: string; shortName: string }>(
    'SELECT id, name, short_name AS "shortName" FROM banks ORDER BY name',
  );
  return rows;
}
