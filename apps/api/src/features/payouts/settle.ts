import { payoutCancelReasonText, type PayoutKind, type PayoutNotSentReason } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import type { ProviderPayout } from '../../providers/payouts/provider.js';
import { orderPayoutKind, payOrder, rejectOrder } from '../orders/service.js';
import { lockPayout, markFinished, markSubmitted } from './queries.js';
import { recordDifference } from './differences.js';
import { recordReceipt } from '../self-employed/service.js';
import { dropCardRefusedByProvider, isCardGone, keepCardAsProviderNamesIt } from '../payout-cards/service.js';

export type Settled = 'succeeded' | 'cancelled' | 'submitted' | 'unchanged' | 'mismatch';

/** What settling needs of a rail: the database, and the provider as operators read it and as stored. */
export interface SettleContext {
  db: Db;
  title: string;
  name: string;
}

export function settleContextOf(deps: { db: Db; provider: { title: string; name: string } }): SettleContext {
  return { db: deps.db, title: deps.provider.title, name: deps.provider.name };
}

/**
 * Brings our payout and its order to the provider's status, in one transaction: `succeeded` moves
 * the frozen points to payouts and tells the member; `canceled` returns them with the reason; a
 * final state is final, so a duplicate, a late or an out-of-order status changes nothing. A payout
 * whose amount or order is not ours moves no money: it is shown to operators as a difference.
 */
export async function settlePayout(deps: SettleContext, orderId: number, payout: ProviderPayout, now: Date): Promise<Settled> {
  return deps.db.transaction(async (tx) => {
    const row = await lockPayout(tx, orderId);
    if (!row || row.state === 'succeeded' || row.state === 'cancelled') return 'unchanged';
    if (row.providerPayoutId && row.providerPayoutId !== payout.id) {
      await recordDifference(tx, {
        orderId,
        providerPayoutId: payout.id,
        kind: 'order',
        ours: row.providerPayoutId,
        theirs: payout.id,
        at: now,
      });
      return 'mismatch';
    }
    if ((payout.orderId !== null && payout.orderId !== orderId) || payout.amount !== row.amount) {
      const kind = payout.amount !== row.amount ? 'amount' : 'order';
      await recordDifference(tx, {
        orderId,
        providerPayoutId: payout.id,
        kind,
        ours: kind === 'amount' ? String(row.amount) : String(orderId),
        theirs: kind === 'amount' ? String(payout.amount) : String(payout.orderId),
        at: now,
      });
      return 'mismatch';
    }
    // The provider names the card it pays to: its word over the page's, a difference shown to the operators (decision 0056).
    if (payout.card) {
      const corrected = await keepCardAsProviderNamesIt(tx, { orderId, providerPayoutId: payout.id, card: payout.card, at: now });
      if (corrected)
        await recordDifference(tx, {
          orderId,
          providerPayoutId: payout.id,
          kind: 'card',
          ours: corrected.page,
          theirs: corrected.provider,
          at: now,
        });
    }
    if (payout.status === 'pending') {
      await markSubmitted(tx, { orderId, providerPayoutId: payout.id, recipientChecked: payout.recipientChecked, at: now });
      return 'submitted';
    }
    if (payout.status === 'succeeded') {
      // Recorded at the time we learn it (the provider's own time is kept by the provider): the
      // order's history stays in the order of our clock.
      await markFinished(tx, {
        orderId,
        state: 'succeeded',
        providerPayoutId: payout.id,
        reason: null,
        recipientChecked: payout.recipientChecked,
        at: now,
      });
      await payOrder(tx, { orderId, operator: deps.title, at: now });
      // A payout to a self-employed member comes back with its receipt (decision 0034).
      if (payout.receipt) await recordReceipt(tx, { orderId, provider: deps.name, receipt: payout.receipt, at: now });
      return 'succeeded';
    }
    await markFinished(tx, {
      orderId,
      state: 'cancelled',
      providerPayoutId: payout.id,
      reason: payout.cancellationReason,
      recipientChecked: payout.recipientChecked,
      at: now,
    });
    const kind = await orderPayoutKind(tx, orderId);
    const reason = payoutCancelReasonText(payout.cancellationReason, kind);
    await rejectOrder(tx, { orderId, reason, operator: deps.title, at: now });
    await dropGoneCard(tx, { orderId, kind, reason: payout.cancellationReason, at: now });
    return 'cancelled';
  });
}

/** A card payout refused for the card itself (expired, closed, its synonym unknown): the card goes too (decision 0056). */
async function dropGoneCard(
  tx: Queryable,
  p: { orderId: number; kind: PayoutKind; reason: string | null; at: Date },
): Promise<void> {
  if (p.kind === 'card' && isCardGone(p.reason))
    await dropCardRefusedByProvider(tx, { orderId: p.orderId, reason: p.reason!, at: p.at });
}

/** Why a payout decided as self-employed is not sent at all (PAYOUT_NOT_SENT_REASONS says each). */
export type NotSentReason = PayoutNotSentReason;

/**
 * The provider refused the first request under the key (4xx), or (a NotSentReason) none was sent:
 * no payout exists; the points go back with why. Never for a payout a request may have left for (its body is kept): a
 * refusal then proves nothing, and the payout stays `unknown` (submit.ts, decision 0031).
 */
export async function settleRefused(
  deps: { db: Db; title: string },
  orderId: number,
  now: Date,
  reason: 'request_refused' | 'payout_token_refused' | NotSentReason = 'request_refused',
): Promise<Settled> {
  return deps.db.transaction(async (tx) => {
    const row = await lockPayout(tx, orderId);
    if (!row || row.state === 'succeeded' || row.state === 'cancelled') return 'unchanged';
    await markFinished(tx, {
      orderId,
      state: 'cancelled',
      providerPayoutId: null,
      reason,
      recipientChecked: null,
      at: now,
    });
    const kind = await orderPayoutKind(tx, orderId);
    await rejectOrder(tx, { orderId, reason: payoutCancelReasonText(reason, kind), operator: deps.title, at: now });
    await dropGoneCard(tx, { orderId, kind, reason, at: now });
    return 'cancelled';
  });
}
