import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { notice, statement } from '../../ledger/money-texts.js';
import { post } from '../../ledger/post.js';
import { notify } from '../notifications/service.js';
import { insertOrder, insertOrderEvent } from './queries.js';

export interface CreateOrderInput {
  memberId: string;
  bank: { id: string; name: string };
  /** SBP phone, `79XXXXXXXXX`. */
  phone: string;
  /** Kopecks. */
  amount: number;
  /** Kopecks of НДФЛ withheld from it: the tax feature posts them as lines of their own (decision 0033). */
  withheld?: number;
  at: Date;
}

/**
 * A pending withdrawal: the order, its first event and the freeze (available → frozen), in the
 * caller's transaction. The caller has checked the rules and holds the available account's lock.
 */
export async function createOrder(tx: Queryable, input: CreateOrderInput): Promise<number> {
  const orderId = await insertOrder(tx, {
    memberId: input.memberId,
    bankId: input.bank.id,
    phone: input.phone,
    amount: input.amount,
    at: input.at,
  });
  await insertOrderEvent(tx, { orderId, status: 'pending', comment: null, actor: 'member', at: input.at });
  await post(tx, {
    kind: 'withdrawal_request',
    memberId: input.memberId,
    orderId,
    lines: [
      { account: 'available', amount: -(input.amount - (input.withheld ?? 0)) },
      { account: 'frozen', amount: input.amount - (input.withheld ?? 0) },
    ],
    ...statement.withdrawalRequest({ orderId, bankName: input.bank.name, phone: input.phone }),
    actor: 'member',
    at: input.at,
  });
  await notify(tx, {
    memberId: input.memberId,
    category: 'withdrawal',
    ...notice.withdrawalRequested({ orderId, amount: toPoints(input.amount), bankName: input.bank.name }),
    link: `/order/${orderId}`,
    createdAt: input.at,
  });
  return orderId;
}
