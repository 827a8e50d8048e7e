import type { Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import { toPoints } from '../../ledger/amounts.js';
import { notice, statement } from '../../ledger/money-texts.js';
import { post } from '../../ledger/post.js';
import { notify } from '../notifications/service.js';
import { orderTax, payoutLines } from '../tax/service.js';
import { emitWebhookEvent, webhookMember } from '../webhooks/service.js';
import { closeOrder, lockOrder } from './queries.js';

/**
 * Back office: the money has gone out (by SBP or to the card); the frozen points leave to the
 * programme's payouts, and the company's systems hear `payout.paid` (at once where the caller has the
 * job queue at hand, `jobs`; within the minute otherwise).
 */
export async function payOrder(
  tx: Queryable,
  input: { orderId: number; operator: string; at: Date; jobs?: JobSender },
): Promise<void> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw new AppError('not_found');
  if (order.status !== 'pending') throw new AppError('order_not_pending');
  const tax = await orderTax(tx, order.id);
  await closeOrder(tx, { orderId: order.id, status: 'paid', comment: null, actor: input.operator, at: input.at });
  await post(tx, {
    kind: 'payout',
    memberId: order.memberId,
    orderId: order.id,
    // The bank gets the order less its withheld НДФЛ, which goes to the tax account (decision 0033).
    lines: payoutLines(order.amount, tax),
    ...statement.payout({ orderId: order.id, to: order.to }),
    actor: input.operator,
    at: input.at,
  });
  await notify(tx, {
    memberId: order.memberId,
    category: 'withdrawal',
    ...notice.paid({
      orderId: order.id,
      amount: toPoints(order.amount - tax.withheld),
      to: order.to,
      withheld: toPoints(tax.withheld),
    }),
    link: `/order/${order.id}`,
    createdAt: input.at,
    message: { kind: 'payout' },
  });
  await emitWebhookEvent(
    tx,
    'payout.paid',
    {
      orderId: order.id,
      member: await webhookMember(tx, order.memberId),
      amount: toPoints(order.amount),
      withheldTax: toPoints(tax.withheld),
      paid: toPoints(order.amount - tax.withheld),
      destination: order.to,
      paidAt: input.at.toISOString(),
    },
    input.at,
    input.jobs,
  );
}
