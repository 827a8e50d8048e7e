import type { Queryable } from '../../db/types.js';
import { post } from '../../ledger/post.js';
import { pendingApprovalOf, withdrawNeedlessApproval } from '../approvals/service.js';
import { notify } from '../notifications/service.js';
import { closeOrder, type LockedOrder } from './queries.js';

/**
 * Closes a pending order as rejected or cancelled and returns its points (frozen → available),
 * with the member's statement line and notification. A large payment of it recorded at the desk and
 * waiting for a second operator (the approvals door's `desk_payout`, decision 0060) is made needless:
 * it is withdrawn, saying who closed the order. The caller holds the order's lock.
 */
export async function returnOrder(
  tx: Queryable,
  order: LockedOrder,
  r: {
    status: 'rejected' | 'cancelled';
    comment: string | null;
    actor: string;
    statement: { title: string; description: string };
    notice: { title: string; body: string };
    at: Date;
  },
): Promise<void> {
  await closeOrder(tx, { orderId: order.id, status: r.status, comment: r.comment, actor: r.actor, at: r.at });
  const waiting = await pendingApprovalOf(tx, 'desk_payout', String(order.id));
  if (waiting) {
    const closedBy = r.status === 'cancelled' ? 'Заявку отменил участник' : `Заявку отклонил(а) ${r.actor}`;
    await withdrawNeedlessApproval(tx, waiting.id, closedBy, r.at);
  }
  await post(tx, {
    kind: 'withdrawal_return',
    memberId: order.memberId,
    orderId: order.id,
    lines: [
      { account: 'available', amount: order.amount },
      { account: 'frozen', amount: -order.amount },
    ],
    ...r.statement,
    reason: r.comment ?? undefined,
    actor: r.actor,
    at: r.at,
  });
  await notify(tx, {
    memberId: order.memberId,
    category: 'withdrawal',
    ...r.notice,
    link: `/order/${order.id}`,
    createdAt: r.at,
    // A payout the programme or the bank cancelled matters enough for SMS; one the member
    // cancelled is news to nobody.
    ...(r.status === 'rejected' ? { message: { kind: 'payout' as const, sms: true } } : {}),
  });
}
