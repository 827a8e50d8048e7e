import type { PayoutRail } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { notice, statement, type PayoutTo } from '../../ledger/money-texts.js';
import { post } from '../../ledger/post.js';
import { notify } from '../notifications/service.js';
import { insertOrder, insertOrderEvent } from './queries.js';

/**
 * Where the money goes: a bank and a phone (`79XXXXXXXXX`) by SBP, a card of the member's (decision
 * 0056), or the member's account paid by the bank's registry (decision 0057).
 */
export type OrderDestination =
  | { kind: 'sbp'; bank: { id: string; name: string }; phone: string }
  | { kind: 'card'; card: { id: number; last4: string } }
  | { kind: 'account'; account: { id: number; last4: string } };

export function payoutTo(d: OrderDestination): PayoutTo {
  if (d.kind === 'sbp') return { kind: 'sbp', bankName: d.bank.name, phone: d.phone };
  return d.kind === 'card' ? { kind: 'card', last4: d.card.last4 } : { kind: 'account', last4: d.account.last4 };
}

export interface CreateOrderInput {
  memberId: string;
  destination: OrderDestination;
  /** Who pays it, decided with the destination and kept (decision 0061): the payouts feature's rules. */
  rail: PayoutRail;
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
  const d = input.destination;
  const orderId = await insertOrder(tx, {
    memberId: input.memberId,
    bankId: d.kind === 'sbp' ? d.bank.id : null,
    phone: d.kind === 'sbp' ? d.phone : null,
    cardId: d.kind === 'card' ? d.card.id : null,
    accountId: d.kind === 'account' ? d.account.id : null,
    rail: input.rail,
    amount: input.amount,
    at: input.at,
  });
  const to = payoutTo(d);
  await insertOrderEvent(tx, { orderId, status: 'pending', comment: null, actor: 'member', at: input.at });
  await post(tx, {
    kind: 'withdrawal_request',
    memberId: input.memberId,
    orderId,
    lines: [
      { account: 'available', amount: -(input.amount - (input.withheld ?? 0)) },
      { account: 'frozen', amount: input.amount - (input.withheld ?? 0) },
    ],
    ...statement.withdrawalRequest({ orderId, to }),
    actor: 'member',
    at: input.at,
  });
  await notify(tx, {
    memberId: input.memberId,
    category: 'withdrawal',
    ...notice.withdrawalRequested({ orderId, amount: toPoints(input.amount), to }),
    link: `/order/${orderId}`,
    createdAt: input.at,
  });
  return orderId;
}
