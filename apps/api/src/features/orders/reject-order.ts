import type { Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import { toPoints } from '../../ledger/amounts.js';
import { notice, statement } from '../../ledger/money-texts.js';
import { emitWebhookEvent, webhookMember } from '../webhooks/service.js';
import { lockOrder } from './queries.js';
import { returnOrder } from './return-order.js';

/**
 * Back office: an operator (or the payout's provider) refuses a pending withdrawal with a reason the
 * member sees; the points return, and the company's systems hear `payout.refused` (at once with
 * `jobs`, within the minute otherwise).
 */
export async function rejectOrder(
  tx: Queryable,
  input: { orderId: number; reason: string; operator: string; at: Date; jobs?: JobSender },
): Promise<void> {
  const reason = input.reason.trim();
  if (!reason) throw new AppError('validation_error', { details: { fields: { reason: 'Укажите причину отказа' } } });
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw new AppError('not_found');
  if (order.status !== 'pending') throw new AppError('order_not_pending');
  await returnOrder(tx, order, {
    status: 'rejected',
    comment: reason,
    actor: input.operator,
    statement: statement.rejectionReturn({ orderId: order.id, reason }),
    notice: notice.rejected({ orderId: order.id, amount: toPoints(order.amount), reason }),
    at: input.at,
  });
  await emitWebhookEvent(
    tx,
    'payout.refused',
    {
      orderId: order.id,
      member: await webhookMember(tx, order.memberId),
      amount: toPoints(order.amount),
      reason,
      refusedAt: input.at.toISOString(),
    },
    input.at,
    input.jobs,
  );
}
