import {
  orderStatusText,
  type PayoutKind,
  type OrderCard,
  type OrderCardDestination,
  type OrderAccountDestination,
  type OrderCategory,
  type OrderDetail,
  type OrderStatus,
  type PayoutRail,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { orderTaxView } from '../tax/service.js';
import type { PayoutTo } from '../../ledger/money-texts.js';

/** The columns that say where an order's money goes: a bank (by SBP) or a card (decision 0056). */
export interface DestinationColumns {
  bank_id: string | null;
  bank_name: string | null;
  bank_short_name: string | null;
  card_first6: string | null;
  card_last4: string | null;
  card_issuer: string | null;
  account_last4: string | null;
  account_bik: string | null;
}

/** The bank, the card and the account of an order as the contracts show them, all but one null. */
export function destinationView(r: DestinationColumns): {
  bank: OrderCard['bank'];
  card: OrderCardDestination | null;
  account: OrderAccountDestination | null;
} {
  return {
    bank: r.bank_id === null ? null : { id: r.bank_id, name: r.bank_name!, shortName: r.bank_short_name! },
    card: r.card_last4 === null ? null : { first6: r.card_first6!, last4: r.card_last4, issuer: r.card_issuer },
    account: r.account_last4 === null ? null : { last4: r.account_last4, bik: r.account_bik! },
  };
}

interface OrderRow extends DestinationColumns {
  id: number;
  amount: number;
  status: OrderStatus;
  phone: string | null;
  operator_comment: string | null;
  /** The comment is the reason the payout by the provider's API was cancelled (decision 0031). */
  payout_cancelled: boolean;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
  receipt_id: string | null;
  receipt_url: string | null;
  receipt_amount: number | null;
}

const ORDER_COLUMNS = `o.id::float8 AS id, o.amount::float8 AS amount, o.status, o.phone, o.operator_comment,
  EXISTS (SELECT 1 FROM provider_payouts p WHERE p.order_id = o.id AND p.state = 'cancelled') AS payout_cancelled,
  o.created_at, o.updated_at, o.closed_at, b.id AS bank_id, b.name AS bank_name, b.short_name AS bank_short_name,
  c.first6 AS card_first6, c.last4 AS card_last4, c.issuer_name AS card_issuer,
  right(a.account_number, 4) AS account_last4, a.bik AS account_bik,
  r.receipt_id, r.url AS receipt_url, r.amount::float8 AS receipt_amount`;
// The receipt of a payout to a self-employed member (decision 0034), shown with the order.
// An order goes by SBP (a bank) or to a card (decision 0056).
const ORDER_FROM = `withdrawal_orders o LEFT JOIN banks b ON b.id = o.bank_id LEFT JOIN payout_cards c ON c.id = o.payout_card_id
  LEFT JOIN payout_accounts a ON a.id = o.payout_account_id LEFT JOIN payout_receipts r ON r.order_id = o.id`;

function toCard(r: OrderRow): OrderCard {
  return {
    id: r.id,
    amount: toPoints(r.amount),
    status: r.status,
    statusText: orderStatusText[r.status],
    ...destinationView(r),
    phone: r.phone,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    closedAt: r.closed_at?.toISOString() ?? null,
    comment: r.operator_comment,
    // Only the payouts' settlement cancels a provider payout, and it rejects the order with the reason.
    commentBy: r.operator_comment === null ? null : r.payout_cancelled ? 'payout' : 'operator',
    receipt:
      r.receipt_amount === null ? null : { receiptId: r.receipt_id, url: r.receipt_url, amount: toPoints(r.receipt_amount) },
  };
}

const CATEGORY_STATUS: Record<Exclude<OrderCategory, 'all'>, OrderStatus> = {
  active: 'pending',
  paid: 'paid',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** The member's orders of a category, newest first: all of them, or the latest `take`. */
export async function listOrders(
  db: Queryable,
  memberId: string,
  category: OrderCategory,
  opts: { take?: number } = {},
): Promise<OrderCard[]> {
  const status = category === 'all' ? null : CATEGORY_STATUS[category];
  const { rows } = await db.query<OrderRow>(
    // LIMIT NULL is no limit: one statement text with or without `take`.
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
      WHERE o.member_id = $1 AND ($2::text IS NULL OR o.status = $2)
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT $3`,
    [memberId, status, opts.take ?? null],
  );
  return rows.map(toCard);
}

/** One of the member's orders; undefined when missing or someone else's. */
export async function findOrderCard(db: Queryable, memberId: string, orderId: number): Promise<OrderCard | undefined> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
      WHERE o.id = $1 AND o.member_id = $2`,
    [orderId, memberId],
  );
  return rows[0] && toCard(rows[0]);
}

/** One of the member's orders with its status history, oldest event first. */
export async function findOrder(db: Queryable, memberId: string, orderId: number): Promise<OrderDetail | undefined> {
  const card = await findOrderCard(db, memberId, orderId);
  if (!card) return undefined;
  const events = await db.query<{ status: OrderStatus; comment: string | null; created_at: Date }>(
    'SELECT status, comment, created_at FROM order_events WHERE order_id = $1 ORDER BY created_at, id',
    [orderId],
  );
  return {
    ...card,
    tax: await orderTaxView(db, orderId, toKopecks(card.amount)),
    events: events.rows.map((e) => ({
      status: e.status,
      statusText: orderStatusText[e.status],
      date: e.created_at.toISOString(),
      comment: e.comment,
    })),
    canCancel: card.status === 'pending',
  };
}

/** How many of the member's withdrawals are pending (they hold the frozen points). */
export async function countPendingOrders(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM withdrawal_orders WHERE member_id = $1 AND status = 'pending'",
    [memberId],
    { prepared: true },
  );
  return rows[0]!.n;
}

export interface LockedOrder {
  id: number;
  memberId: string;
  /** Kopecks. */
  amount: number;
  status: OrderStatus;
  /** Where the money goes, as the texts name it. */
  to: PayoutTo;
}

/** Locks an order for a status change; undefined when missing. */
export async function lockOrder(tx: Queryable, orderId: number): Promise<LockedOrder | undefined> {
  const { rows } = await tx.query<{
    id: number;
    member_id: string;
    amount: number;
    status: OrderStatus;
    bank_name: string | null;
    phone: string | null;
    card_last4: string | null;
    account_last4: string | null;
  }>(
    `SELECT o.id::float8 AS id, o.member_id, o.amount::float8 AS amount, o.status, b.name AS bank_name, o.phone,
            c.last4 AS card_last4, right(a.account_number, 4) AS account_last4
       FROM withdrawal_orders o LEFT JOIN banks b ON b.id = o.bank_id LEFT JOIN payout_cards c ON c.id = o.payout_card_id
       LEFT JOIN payout_accounts a ON a.id = o.payout_account_id
      WHERE o.id = $1 FOR UPDATE OF o`,
    [orderId],
  );
  const r = rows[0];
  if (!r) return undefined;
  const to: PayoutTo =
    r.card_last4 !== null
      ? { kind: 'card', last4: r.card_last4 }
      : r.account_last4 !== null
        ? { kind: 'account', last4: r.account_last4 }
        : { kind: 'sbp', bankName: r.bank_name!, phone: r.phone! };
  return { id: r.id, memberId: r.member_id, amount: r.amount, status: r.status, to };
}

export async function insertOrder(
  tx: Queryable,
  o: {
    memberId: string;
    bankId: string | null;
    phone: string | null;
    cardId: number | null;
    accountId: number | null;
    rail: PayoutRail;
    amount: number;
    at: Date;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO withdrawal_orders (member_id, bank_id, phone, payout_card_id, payout_account_id, rail, amount, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $8) RETURNING id::float8 AS id`,
    [o.memberId, o.bankId, o.phone, o.cardId, o.accountId, o.rail, o.amount, o.at],
  );
  return rows[0]!.id;
}

/**
 * Moves a waiting order to another rail (decision 0061): only an admin's explicit move does, the
 * caller holding the order's lock and having checked that the rail pays its destination.
 */
export async function moveOrderRail(tx: Queryable, m: { orderId: number; rail: PayoutRail }): Promise<void> {
  // Not the order's `updated_at`: nothing the member reads changes, the audit log keeps the move.
  await tx.query(`UPDATE withdrawal_orders SET rail = $2 WHERE id = $1 AND status = 'pending'`, [m.orderId, m.rail]);
}

export async function insertOrderEvent(
  tx: Queryable,
  e: { orderId: number; status: OrderStatus; comment: string | null; actor: string; at: Date },
): Promise<void> {
  await tx.query('INSERT INTO order_events (order_id, status, comment, actor, created_at) VALUES ($1, $2, $3, $4, $5)', [
    e.orderId,
    e.status,
    e.comment,
    e.actor,
    e.at,
  ]);
}

/** Moves a pending order to its final status and records the event. */
export async function closeOrder(
  tx: Queryable,
  c: { orderId: number; status: Exclude<OrderStatus, 'pending'>; comment: string | null; actor: string; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE withdrawal_orders SET status = $2, operator_comment = coalesce($3, operator_comment), updated_at = $4, closed_at = $4
      WHERE id = $1 AND status = 'pending'`,
    [c.orderId, c.status, c.comment, c.at],
  );
  await insertOrderEvent(tx, c);
}

/** Whether the order was handed to a payout provider (the payouts feature's table, decision 0031). */
export async function handedToProvider(db: Queryable, orderId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM provider_payouts WHERE order_id = $1', [orderId]);
  return rows.length > 0;
}

/** Whether an order goes by SBP, to a card (decision 0056) or to an account (decision 0057): the texts of its refusals differ. */
export async function orderPayoutKind(db: Queryable, orderId: number): Promise<PayoutKind> {
  const { rows } = await db.query<{ card: boolean; account: boolean }>(
    'SELECT payout_card_id IS NOT NULL AS card, payout_account_id IS NOT NULL AS account FROM withdrawal_orders WHERE id = $1',
    [orderId],
  );
  return rows[0]?.card ? 'card' : rows[0]?.account ? 'account' : 'sbp';
}
