// The withdrawal desk (docs/product.md §12): operators pay or reject members' withdrawal requests through the
// orders service (which moves the money through the ledger and notifies the member), a payment at
// or above the approval threshold waits for a second operator, and every action is audited in the
// transaction of the change itself.
import {
  accountDescription,
  cardMask,
  csvDocument,
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
import { audit, type AuditActor } from '../audit/service.js';
import { auditingCoolingOff, refuseCoolingOff } from '../operators/service.js';
import { payOrder, rejectOrder } from '../orders/service.js';
import { getSettings } from '../settings/service.js';
import { activeRail, handoverOf, sendToBank, sendToProvider, type Rails } from '../payouts/service.js';
import { orderDecision } from '../tax/service.js';
import type { JobSender } from '../../jobs/queue.js';
import type { PayoutProvider } from '../../providers/payouts/provider.js';
import type { RegistryBank } from '../../providers/payouts/registry-bank.js';
import {
  checkApproval,
  closingEvent,
  findApproval,
  findDeskOrder,
  insertApproval,
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

/** What paying by the provider's rail needs (decision 0031): the queue and the configured provider. */
export interface PayoutRailDeps extends Rails {
  jobs: JobSender;
}

/** Who pays an order: the provider's API, the bank's registry, or (null) an operator by hand. */
type Payer = { provider: PayoutProvider } | { bank: RegistryBank } | null;

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
      message: `Заявка уже передана на выплату ${order.toAccount ? 'банку' : 'платёжному сервису'}: её передал(а) ${handover.by} ${whenText(handover.at, now)}`,
    });
  }
  return order;
}

/**
 * Who pays an order now. The provider's rail pays every order but one to an account. The bank's
 * registry pays a self-employed member's order to their account (decision 0057); everyone else's is
 * paid by hand there, as on the manual rail. A self-employed member's order is never paid by hand
 * (decision 0054): only the provider or the bank asks ФНС for the status before the payout and
 * registers its receipt, so the order waits for its rail; nor is an order to a card, known only by
 * the provider's synonym (decision 0056), or to an account the bank's registry was asked to pay.
 */
async function railFor(tx: Queryable, rails: PayoutRailDeps, order: LockedDeskOrder): Promise<Payer> {
  const rail = await activeRail(tx, rails);
  if (rail === 'provider' && !order.toAccount) return { provider: rails.provider! };
  if (rail === 'bank_registry' && order.toAccount) return { bank: rails.bank! };
  if (order.toAccount) throw new AppError('account_payout_needs_bank');
  if ((await orderDecision(tx, order.id))?.regime === 'self_employed') throw new AppError('payout_needs_provider');
  if (order.toCard) throw new AppError('card_payout_needs_provider');
  return null;
}

/** Pays the order by its rail (`railFor`): records the manual payment, or hands it to the provider or the bank. */
async function payByRail(
  tx: Queryable,
  jobs: JobSender,
  payer: Payer,
  who: DeskActor,
  order: LockedDeskOrder,
  now: Date,
): Promise<'paid' | 'sent_to_provider' | 'sent_to_bank'> {
  const handover = { orderId: order.id, amount: order.amount, approvedBy: who.actor, at: now };
  if (payer && 'provider' in payer) {
    await sendToProvider(tx, { jobs, provider: payer.provider }, handover);
    return 'sent_to_provider';
  }
  if (payer) {
    await sendToBank(tx, { jobs, bank: payer.bank }, handover);
    return 'sent_to_bank';
  }
  await payOrder(tx, { orderId: order.id, operator: who.actor, at: now });
  return 'paid';
}

async function threshold(db: Queryable): Promise<number> {
  return (await getSettings(db)).payoutApprovalThreshold;
}

export async function deskQueue(
  db: Queryable,
  filter: DeskQueueFilter,
  page: { skip: number; take: number },
): Promise<DeskQueueResponse> {
  const [list, approvalThreshold, banks] = await Promise.all([listDeskOrders(db, filter, page), threshold(db), listBanks(db)]);
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
 * threshold the payment is only recorded, with its maker, until a second operator approves it; the
 * member keeps seeing the order pending (nothing changes for them, so nothing is notified yet).
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
    const provider = await railFor(tx, rail, order);
    const approval = await findApproval(tx, orderId);
    if (approval && !approval.checkerId) {
      throw new AppError('payout_awaiting_approval', {
        message: `Выплату уже провёл(а) ${approval.makerEmail} ${whenText(approval.madeAt, now)}; она ждёт подтверждения второго оператора`,
      });
    }
    const amount = toPoints(order.amount);
    const limit = await threshold(tx);
    const target = { memberId: order.memberId, targetType: 'withdrawal_order', targetId: order.id };
    if (order.amount >= toKopecks(limit)) {
      await insertApproval(tx, { orderId, makerId: who.operatorId, makerEmail: who.actor, at: now });
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
    const outcome = await payByRail(tx, rail.jobs, provider, who, order, now);
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

/** The second operator's approval of a recorded large payment; the maker is refused. */
export async function approveDeskPayment(
  db: Db,
  rail: PayoutRailDeps,
  who: DeskActor,
  orderId: number,
  now: Date,
): Promise<DeskActionResponse> {
  return auditingCoolingOff(db, who, { type: 'withdrawal_order', id: orderId }, now, () =>
    db.transaction(async (tx) => {
      const order = await lockPending(tx, orderId, now);
      const approval = await findApproval(tx, orderId);
      if (!approval || approval.checkerId) throw new AppError('payout_not_awaiting_approval');
      if (approval.makerId === who.operatorId) throw new AppError('payout_self_approval');
      // Another account is not enough when the maker made it (decision 0029).
      await refuseCoolingOff(tx, { checkerId: who.operatorId, makerId: approval.makerId, now });
      const provider = await railFor(tx, rail, order);
      await checkApproval(tx, { orderId, checkerId: who.operatorId, checkerEmail: who.actor, at: now });
      const outcome = await payByRail(tx, rail.jobs, provider, who, order, now);
      const amount = toPoints(order.amount);
      await audit(
        tx,
        who,
        {
          action: 'desk.payment_approved',
          memberId: order.memberId,
          targetType: 'withdrawal_order',
          targetId: order.id,
          before: { status: 'awaiting_approval', amount, maker: approval.makerEmail },
          after: { status: outcome, amount, maker: approval.makerEmail },
        },
        now,
      );
      return answer(tx, outcome, orderId);
    }),
  );
}

/** Rejects a pending order (also one awaiting approval) with the reason the member sees; the points return. */
export async function rejectDeskOrder(
  db: Db,
  who: DeskActor,
  orderId: number,
  reason: string,
  now: Date,
): Promise<DeskActionResponse> {
  return db.transaction(async (tx) => {
    const order = await lockPending(tx, orderId, now);
    await rejectOrder(tx, { orderId, reason, operator: who.actor, at: now });
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
  who: DeskActor,
  orderIds: number[],
  now: Date,
): Promise<DeskBatchResult[]> {
  const results: DeskBatchResult[] = [];
  for (const orderId of [...new Set(orderIds)]) {
    try {
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
 * The payout register for the bank as CSV, oldest first, with a totals line; the export is audited.
 * The orders waiting for payment leave out the самозанятые's, with a line that says how many: the
 * bank must not pay them by hand (decision 0054); and those to a card, which only the provider can
 * pay by the card's synonym (decision 0056).
 */
export async function exportRegister(
  db: Db,
  who: AuditActor,
  q: { dateFrom: string; dateTo: string; status: 'paid' | 'pending' | 'rejected' },
  now: Date,
): Promise<string> {
  const found = await registerRows(db, q);
  const pending = q.status === 'pending';
  const rows = pending ? found.filter((r) => !r.selfEmployed && r.cardLast4 === null) : found;
  const leftOut = pending ? found.filter((r) => r.selfEmployed).length : 0;
  const cardsLeftOut = pending ? found.filter((r) => !r.selfEmployed && r.cardLast4 !== null).length : 0;
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
    ...(leftOut > 0
      ? [
          [
            `Не включено заявок самозанятых: ${leftOut}`,
            'их выплачивает только платёжный сервис: он проверяет статус в ФНС и регистрирует чек',
            ...Array<string>(REGISTER_HEADER.length - 2).fill(''),
          ],
        ]
      : []),
    ...(cardsLeftOut > 0
      ? [
          [
            `Не включено заявок на карту: ${cardsLeftOut}`,
            'их выплачивает только платёжный сервис: номер карты хранится у него',
            ...Array<string>(REGISTER_HEADER.length - 2).fill(''),
          ],
        ]
      : []),
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
          ...(leftOut > 0 ? { selfEmployedLeftOut: leftOut } : {}),
          ...(cardsLeftOut > 0 ? { cardsLeftOut } : {}),
        },
      },
      now,
    ),
  );
  return csv;
}
