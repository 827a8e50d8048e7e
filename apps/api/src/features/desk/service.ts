// The withdrawal desk (docs/product.md §12): operators pay or reject members' withdrawal requests through the
// orders service (which moves the money through the ledger and notifies the member), a payment at
// or above the approval threshold waits for a second operator at the approvals door (kind
// `desk_payout`, decision 0060), and every action is audited in the transaction of the change itself.
import {
  accountDescription,
  cardMask,
  csvDocument,
  formatPoints,
  orderStatusText,
  type DeskActionResponse,
  type DeskBatchResult,
  type DeskOrderDetail,
  type DeskQueueFilter,
  type DeskQueueResponse,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { moscowDayTimeText, whenText } from '../../lib/moscow-time.js';
import { pendingApprovalOf, requestApproval, type ApprovalEffect } from '../approvals/service.js';
import { audit, type AuditActor } from '../audit/service.js';
import { seesResource, type Scoped } from '../dealer-scope/service.js';
import { rejectOrder } from '../orders/service.js';
import { getSettings } from '../programme-settings/service.js';
import { handoverOf, paidByHand, payByOrderRail, refuseUnpayable, type Rails } from '../payouts/service.js';
import type { JobSender } from '../../jobs/queue.js';
import {
  closingEvent,
  findDeskOrder,
  listBanks,
  listDeskOrders,
  lockDeskOrder,
  orderEvents,
  registerRows,
  type LockedDeskOrder,
} from './queries.js';

/** The operator acting: their id and e-mail for the approvals, and the audit's who/where. */
export interface DeskActor extends AuditActor {
  operatorId: string;
}

/** What paying an order by its rail needs (decision 0061): the queue and the configured provider and bank. */
export interface PayoutRailDeps extends Rails {
  jobs: JobSender;
}

const CLOSED_VERB = { paid: 'выплатил(а)', rejected: 'отклонил(а)', cancelled: 'отменил(а)' } as const;

/** The refusal of the slower operator: who closed the order first, and when. */
async function alreadyHandled(tx: Queryable, order: LockedDeskOrder, now: Date): Promise<AppError> {
  const event = await closingEvent(tx, order.id);
  if (!event || order.status === 'pending') return new AppError('order_already_handled');
  const who = event.actor === 'member' ? 'участник' : event.actor;
  const verb = CLOSED_VERB[order.status];
  return new AppError('order_already_handled', { message: `Заявку уже ${verb} ${who} ${whenText(event.at, now)}` });
}

async function lockPending(tx: Queryable, orderId: number, now: Date): Promise<LockedDeskOrder> {
  const order = await lockDeskOrder(tx, orderId);
  if (!order) throw new AppError('not_found');
  if (order.status !== 'pending') throw await alreadyHandled(tx, order, now);
  // Handed to the provider: only its answer closes the order now (decision 0031). The slower
  // operator learns who handed it over and when, as for an order closed first (decision 0012).
  const handover = await handoverOf(tx, orderId);
  if (handover) {
    throw new AppError('order_already_handled', {
      message: `Заявка уже передана на выплату ${order.rail === 'bank_registry' ? 'банку' : 'платёжному сервису'}: её передал(а) ${handover.by} ${whenText(handover.at, now)}`,
    });
  }
  return order;
}

async function threshold(db: Queryable): Promise<number> {
  return (await getSettings(db)).payoutApprovalThreshold;
}

export async function deskQueue(
  db: Queryable,
  op: Scoped,
  filter: DeskQueueFilter,
  page: { skip: number; take: number },
): Promise<DeskQueueResponse> {
  const [list, approvalThreshold, banks] = await Promise.all([
    listDeskOrders(db, op, filter, page),
    threshold(db),
    listBanks(db),
  ]);
  return { ...list, approvalThreshold, banks };
}

export async function deskOrderDetail(db: Queryable, orderId: number): Promise<DeskOrderDetail> {
  const order = await findDeskOrder(db, orderId);
  if (!order) throw new AppError('not_found');
  const [events, approvalThreshold] = await Promise.all([orderEvents(db, orderId), threshold(db)]);
  return { order, events, approvalThreshold };
}

async function answer(tx: Queryable, outcome: DeskActionResponse['outcome'], orderId: number): Promise<DeskActionResponse> {
  return { outcome, order: (await findDeskOrder(tx, orderId))! };
}

/**
 * Pays a pending order (frozen → payouts) exactly once: the order's row lock makes a second
 * operator wait and then be refused with who paid or rejected it first. At or above the approval
 * threshold the payment is only recorded — a request at the approvals door, one per order — until a
 * second operator approves it there; the member keeps seeing the order pending (nothing changes for
 * them, so nothing is notified yet).
 */
export async function payDeskOrder(
  db: Db,
  rail: PayoutRailDeps,
  who: DeskActor,
  orderId: number,
  now: Date,
): Promise<DeskActionResponse> {
  return db.transaction(async (tx) => {
    const order = await lockPending(tx, orderId, now);
    // Paid by the rail it carries, whatever rail new orders get now (decision 0061): refused here,
    // before anything is recorded, when that rail's payer is not configured.
    refuseUnpayable(order.rail, rail);
    const waiting = await pendingApprovalOf(tx, 'desk_payout', String(orderId));
    if (waiting) {
      throw new AppError('payout_awaiting_approval', {
        message: `Выплату уже провёл(а) ${waiting.madeBy} ${whenText(new Date(waiting.madeAt), now)}; она ждёт подтверждения второго оператора`,
      });
    }
    const amount = toPoints(order.amount);
    const limit = await threshold(tx);
    const target = { memberId: order.memberId, targetType: 'withdrawal_order', targetId: order.id };
    if (order.amount >= toKopecks(limit)) {
      await requestApproval(
        tx,
        who,
        {
          kind: 'desk_payout',
          subject: String(orderId),
          summary: deskPayoutSummary(orderId, amount),
          effect: DESK_PAYOUT_EFFECT,
          payload: { orderId },
          amount: order.amount,
          memberId: order.memberId,
        },
        now,
      );
      await audit(
        tx,
        who,
        {
          action: 'desk.payment_made',
          ...target,
          before: { status: 'pending', amount },
          after: { status: 'awaiting_approval', amount, threshold: limit },
        },
        now,
      );
      return answer(tx, 'awaiting_approval', orderId);
    }
    const outcome = await payByOrderRail(tx, rail, order, who.actor, now);
    await audit(
      tx,
      who,
      {
        action: outcome === 'paid' ? 'desk.paid' : `desk.${outcome}`,
        ...target,
        before: { status: 'pending', amount },
        after: { status: outcome, amount },
      },
      now,
    );
    return answer(tx, outcome, orderId);
  });
}

/** The request's line, in the desk's words (as migration 0125 wrote the earlier ones). */
export const deskPayoutSummary = (orderId: number, amount: number): string =>
  `Выплатить заявку № ${orderId} на ${formatPoints(amount)}`;

export const DESK_PAYOUT_EFFECT =
  'Заявка будет выплачена способом, указанным в ней: вручную — отмечена выплаченной, платёжным сервисом или банком — передана им на выплату.';

/**
 * What a second operator's approval of a recorded large payment does (approval-effects.ts): pays the
 * order by its rail exactly once. The order's lock is taken after the request's, and an order closed
 * meanwhile — by the member, by another operator — refuses the approval, naming who closed it and
 * when (closing it withdraws the request: the slower of the two learns who acted first either way).
 * Closing takes the two locks the other way round; should the two meet, the database's deadlock
 * undoes one of them, which the transaction runs again (db/postgres.ts).
 */
export const deskPayoutApproval: ApprovalEffect = {
  async apply(tx, a, { who, now, deps }) {
    const order = await lockPending(tx, Number(a.subject), now);
    const outcome = await payByOrderRail(tx, { jobs: deps.jobs, provider: deps.payouts, bank: deps.bank }, order, who.actor, now);
    const amount = toPoints(order.amount);
    await audit(
      tx,
      who,
      {
        action: 'desk.payment_approved',
        memberId: order.memberId,
        targetType: 'withdrawal_order',
        targetId: order.id,
        before: { status: 'awaiting_approval', amount, maker: a.madeBy },
        after: { status: outcome, amount, maker: a.madeBy, approvalId: a.id },
      },
      now,
    );
  },
};

/**
 * Rejects a pending order (also one awaiting approval, whose request the orders service withdraws)
 * with the reason the member sees; the points return.
 */
export async function rejectDeskOrder(
  db: Db,
  jobs: JobSender,
  who: DeskActor,
  orderId: number,
  reason: string,
  now: Date,
): Promise<DeskActionResponse> {
  return db.transaction(async (tx) => {
    const order = await lockPending(tx, orderId, now);
    await rejectOrder(tx, { orderId, reason, operator: who.actor, at: now, jobs });
    const amount = toPoints(order.amount);
    await audit(
      tx,
      who,
      {
        action: 'desk.rejected',
        memberId: order.memberId,
        targetType: 'withdrawal_order',
        targetId: order.id,
        before: { status: 'pending', amount },
        after: { status: 'rejected', amount, reason: reason.trim() },
      },
      now,
    );
    return answer(tx, 'rejected', orderId);
  });
}

/**
 * Pays each selected order that can be paid, each in a transaction of its own (one refusal does not
 * undo the others), and reports every order's outcome in the order given.
 */
export async function payDeskBatch(
  db: Db,
  rail: PayoutRailDeps,
  who: DeskActor & Scoped,
  orderIds: number[],
  now: Date,
): Promise<DeskBatchResult[]> {
  const results: DeskBatchResult[] = [];
  for (const orderId of [...new Set(orderIds)]) {
    try {
      // An order of a member the operator does not see (decision 0066) is refused as one that does not exist.
      if (!(await seesResource(db, who, 'withdrawal_order', orderId))) throw new AppError('not_found');
      const { outcome } = await payDeskOrder(db, rail, who, orderId, now);
      results.push({ orderId, outcome: outcome === 'rejected' ? 'refused' : outcome });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      results.push({ orderId, outcome: 'refused', code: err.code, message: err.message });
    }
  }
  return results;
}

const REGISTER_HEADER = [
  'Заявка',
  'Дата заявки (МСК)',
  'Дата выплаты или отказа (МСК)',
  'Участник',
  'Телефон участника',
  'Сумма, б.',
  'НДФЛ, б.',
  'К выплате в банк, б.',
  'Телефон СБП',
  'Банк',
  'Идентификатор банка в СБП',
  'Статус',
  'Комментарий',
];

/**
 * The orders waiting that the register leaves out, by the rail that pays them instead (decision
 * 0061): a line each, saying how many and why they are not the bank's to pay by hand.
 */
const LEFT_OUT = {
  provider: [
    'Не включено заявок, которые выплачивает платёжный сервис',
    'их передают платёжному сервису кнопкой «Выплатить»: он платит по СБП и на карты, номер карты хранится у него',
  ],
  bank_registry: [
    'Не включено заявок, которые выплачивает банк реестрами',
    'их передают банку кнопкой «Выплатить»: он платит самозанятым на счёт, проверяет статус в ФНС и регистрирует чек',
  ],
} as const;

/**
 * The payout register for the bank as CSV, oldest first, with a totals line; the export is audited.
 * The orders waiting for payment are only those paid by hand (their rail, decision 0061); those of
 * the provider and the bank's registry are left out with a line that says how many.
 */
export async function exportRegister(
  db: Db,
  who: AuditActor & Scoped,
  q: { dateFrom: string; dateTo: string; status: 'paid' | 'pending' | 'rejected' },
  now: Date,
): Promise<string> {
  const found = await registerRows(db, who, q);
  const pending = q.status === 'pending';
  const rows = pending ? found.filter((r) => paidByHand(r.rail)) : found;
  const leftOut = {
    provider: pending ? found.filter((r) => r.rail === 'provider').length : 0,
    bank_registry: pending ? found.filter((r) => r.rail === 'bank_registry').length : 0,
  };
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  const totalTax = rows.reduce((sum, r) => sum + r.withheldTax, 0);
  const csv = csvDocument(REGISTER_HEADER, [
    ...rows.map((r) => [
      String(r.id),
      moscowDayTimeText(r.createdAt),
      r.closedAt ? moscowDayTimeText(r.closedAt) : '',
      r.memberName,
      r.memberPhone,
      toPoints(r.amount),
      toPoints(r.withheldTax),
      toPoints(r.amount - r.withheldTax),
      r.sbpPhone ?? '',
      r.cardLast4 !== null
        ? `Карта ${cardMask({ first6: r.cardFirst6!, last4: r.cardLast4 })}`
        : r.accountLast4 !== null
          ? `Счёт ${accountDescription({ last4: r.accountLast4, bik: r.accountBik! })}`
          : (r.bankName ?? ''),
      r.bankId ?? '',
      orderStatusText[r.status],
      r.comment ?? '',
    ]),
    [
      'Итого',
      `Заявок: ${rows.length}`,
      '',
      '',
      '',
      toPoints(total),
      toPoints(totalTax),
      toPoints(total - totalTax),
      '',
      '',
      '',
      '',
      '',
    ],
    ...(['provider', 'bank_registry'] as const)
      .filter((rail) => leftOut[rail] > 0)
      .map((rail) => [
        `${LEFT_OUT[rail][0]}: ${leftOut[rail]}`,
        LEFT_OUT[rail][1],
        ...Array<string>(REGISTER_HEADER.length - 2).fill(''),
      ]),
  ]);
  await db.transaction((tx) =>
    audit(
      tx,
      who,
      {
        action: 'desk.register_exported',
        after: {
          ...q,
          orders: rows.length,
          total: toPoints(total),
          toBank: toPoints(total - totalTax),
          ...(leftOut.provider > 0 ? { providerLeftOut: leftOut.provider } : {}),
          ...(leftOut.bank_registry > 0 ? { bankLeftOut: leftOut.bank_registry } : {}),
        },
      },
      now,
    ),
  );
  return csv;
}
