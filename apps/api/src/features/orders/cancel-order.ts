import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { toPoints } from '../../ledger/amounts.js';
import { notice, statement } from '../../ledger/money-texts.js';
import { handedToProvider, lockOrder } from './queries.js';
import { returnOrder } from './return-order.js';

/** The member takes back their own pending withdrawal: the points return to the available balance. */
export async function cancelOrder(tx: Queryable, input: { memberId: string; orderId: number; at: Date }): Promise<void> {
  const order = await lockOrder(tx, input.orderId);
  // Someone else's order answers exactly like a missing one.
  if (!order || order.memberId !== input.memberId) throw new AppError('not_found');
  if (order.status !== 'pending') throw new AppError('order_not_cancellable');
  // Money on its way to the bank cannot be called back (decision 0031).
  if (await handedToProvider(tx, order.id)) {
    throw new AppError('order_not_cancellable', {
      message: 'Заявка уже передана в банк: отменить её нельзя. Дождитесь выплаты.',
    });
  }
  await returnOrder(tx, order, {
    status: 'cancelled',
    comment: null,
    actor: 'member',
    statement: statement.cancellationReturn({ orderId: order.id }),
    notice: notice.cancelled({ orderId: order.id, amount: toPoints(order.amount) }),
    at: input.at,
  });
}
