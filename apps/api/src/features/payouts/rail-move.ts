// Moving the orders that wait on a rail new orders no longer get to the rail in force (decision 0061).
// A switch of the rail decides new orders only: an order keeps the rail it was made with and is paid by
// it. An admin may move the waiting ones — those not yet handed to a payer — by an explicit, audited
// action («Перевести заявки на новый способ»), confirmed with the number and the sum they saw; each
// order moves only where the rail in force pays its destination (rails.ts), the rest stay and are listed.
import {
  accountDescription,
  cardMask,
  countRu,
  formatPhone,
  formatPoints,
  type MovePayoutRailResponse,
  type PayoutRail,
  type PayoutRailMove,
  type StayingOrder,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditActor } from '../audit/service.js';
import { moveOrderRail } from '../orders/service.js';
import { programmeRail, railOfNewOrder, railsInForce, type PayoutDestination, type Rails } from './rails.js';

interface WaitingOrder {
  id: number;
  memberId: string;
  /** Kopecks. */
  amount: number;
  rail: PayoutRail;
  to: PayoutDestination;
  selfEmployed: boolean;
  cardProvider: string | null;
  destination: string;
}

interface WaitingRow extends Omit<WaitingOrder, 'destination'> {
  bankName: string | null;
  phone: string | null;
  cardFirst6: string | null;
  cardLast4: string | null;
  accountLast4: string | null;
  accountBik: string | null;
}

/** Where an order goes, as operators read it on the desk and in the register. */
function destinationText(r: WaitingRow): string {
  if (r.cardLast4 !== null) return `Карта ${cardMask({ first6: r.cardFirst6!, last4: r.cardLast4 })}`;
  if (r.accountLast4 !== null) return `Счёт ${accountDescription({ last4: r.accountLast4, bik: r.accountBik! })}`;
  return `${r.bankName ?? 'СБП'}, ${formatPhone(r.phone ?? '')}`;
}

/**
 * The orders waiting on a rail new orders under `programme` do not get, not yet handed to a payer
 * (a handed one is its payer's). `lock`: their rows are locked, so that the desk's «Выплатить» of one
 * waits for the move and then pays it by the rail it moved to.
 */
async function waitingOnOtherRails(db: Queryable, programme: PayoutRail, lock: boolean): Promise<WaitingOrder[]> {
  const { rows } = await db.query<WaitingRow>(
    `SELECT o.id::float8 AS id, o.member_id AS "memberId", o.amount::float8 AS amount, o.rail,
            CASE WHEN o.payout_card_id IS NOT NULL THEN 'card' WHEN o.payout_account_id IS NOT NULL THEN 'account' ELSE 'sbp' END AS "to",
            coalesce(d.regime = 'self_employed', false) AS "selfEmployed", c.provider AS "cardProvider",
            b.name AS "bankName", o.phone, c.first6 AS "cardFirst6", c.last4 AS "cardLast4",
            right(a.account_number, 4) AS "accountLast4", a.bik AS "accountBik"
       FROM withdrawal_orders o
       LEFT JOIN order_tax_decisions d ON d.order_id = o.id
       LEFT JOIN payout_cards c ON c.id = o.payout_card_id
       LEFT JOIN payout_accounts a ON a.id = o.payout_account_id
       LEFT JOIN banks b ON b.id = o.bank_id
      WHERE o.status = 'pending' AND NOT (o.rail = ANY($1::text[]))
        AND NOT EXISTS (SELECT 1 FROM provider_payouts p WHERE p.order_id = o.id)
      ORDER BY o.id
      ${lock ? 'FOR UPDATE OF o' : ''}`,
    [railsInForce(programme)],
  );
  let found = rows;
  if (lock && rows.length > 0) {
    // Read after the locks: an operator who handed one over while this waited has committed by now.
    const handed = await db.query<{ id: number }>(
      'SELECT order_id::float8 AS id FROM provider_payouts WHERE order_id = ANY($1::bigint[])',
      [rows.map((r) => r.id)],
    );
    const gone = new Set(handed.rows.map((r) => r.id));
    found = rows.filter((r) => !gone.has(r.id));
  }
  return found.map((r) => ({
    id: r.id,
    memberId: r.memberId,
    amount: r.amount,
    rail: r.rail,
    to: r.to,
    selfEmployed: r.selfEmployed,
    cardProvider: r.cardProvider,
    destination: destinationText(r),
  }));
}

/** Those orders split: the ones the rails in force pay (with the rail each would get) and the ones that stay. */
export async function ordersOnOtherRails(
  db: Queryable,
  rails: Rails,
  programme: PayoutRail,
  lock = false,
): Promise<{ movable: (WaitingOrder & { target: PayoutRail })[]; staying: WaitingOrder[] }> {
  const movable: (WaitingOrder & { target: PayoutRail })[] = [];
  const staying: WaitingOrder[] = [];
  for (const o of await waitingOnOtherRails(db, programme, lock)) {
    const decided = railOfNewOrder(programme, rails, {
      to: o.to,
      selfEmployed: o.selfEmployed,
      ...(o.cardProvider ? { cardProvider: o.cardProvider } : {}),
    });
    if ('rail' in decided) movable.push({ ...o, target: decided.rail });
    else staying.push(o);
  }
  return { movable, staying };
}

const stayingView = (o: WaitingOrder): StayingOrder => ({
  id: o.id,
  amount: toPoints(o.amount),
  rail: o.rail,
  destination: o.destination,
});

const sum = (orders: WaitingOrder[]) => orders.reduce((total, o) => total + o.amount, 0);

/** What «Перевести заявки на новый способ» would move, and what would stay. */
export async function previewRailMove(db: Queryable, rails: Rails): Promise<PayoutRailMove> {
  const rail = await programmeRail(db, rails);
  const { movable, staying } = await ordersOnOtherRails(db, rails, rail);
  return { rail, orders: movable.length, amount: toPoints(sum(movable)), staying: staying.map(stayingView) };
}

/**
 * Moves the waiting orders the rail in force pays to it, each order audited with its rail before and
 * after — only when their number and sum are the ones the admin confirmed (`payout_rail_move_unconfirmed`
 * otherwise, nothing moved).
 */
export async function moveOrdersToRail(
  db: Db,
  rails: Rails,
  who: AuditActor,
  confirmed: { confirmedOrders: number; confirmedAmount: number },
  now: Date,
): Promise<MovePayoutRailResponse> {
  return db.transaction(async (tx) => {
    // One at a time with the switch of the rail: a move reads the rail the switch is changing.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['payout_rail']);
    const rail = await programmeRail(tx, rails);
    const { movable, staying } = await ordersOnOtherRails(tx, rails, rail, true);
    const amount = sum(movable);
    if (movable.length !== confirmed.confirmedOrders || amount !== toKopecks(confirmed.confirmedAmount)) {
      throw new AppError('payout_rail_move_unconfirmed', {
        message: `Перевести сейчас можно ${countRu(movable.length, ['заявку', 'заявки', 'заявок'])} на ${formatPoints(toPoints(amount))}: посмотрите их снова и подтвердите перевод.`,
      });
    }
    for (const o of movable) {
      await moveOrderRail(tx, { orderId: o.id, rail: o.target });
      await audit(
        tx,
        who,
        {
          action: 'payouts.orders_moved',
          memberId: o.memberId,
          targetType: 'withdrawal_order',
          targetId: o.id,
          before: { rail: o.rail },
          after: { rail: o.target, amount: toPoints(o.amount), moved: movable.length },
        },
        now,
      );
    }
    return { rail, moved: movable.length, amount: toPoints(amount), staying: staying.map(stayingView) };
  });
}
