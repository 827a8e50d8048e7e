import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { ProviderRefused, ProviderUnavailable, type PayoutProvider } from '../../providers/payouts/provider.js';
import { findPayout, findPayoutByProviderId } from './queries.js';
import { settleContextOf, settlePayout } from './settle.js';

/**
 * A provider's notification about a payout. Believed only from the provider's documented senders,
 * and even then only as a hint: the payout is read back from the provider and that object's status
 * is what moves money. A duplicate or a late one finds the payout final and changes nothing; one
 * that comes before the creation's answer was stored finds the payout by the order in its metadata.
 */
export async function receiveNotification(
  deps: { db: Db; clock: Clock; provider: PayoutProvider | null; log: FastifyBaseLogger },
  n: { payoutId: string; event: string; senderAddress: string },
): Promise<{ received: boolean }> {
  if (!deps.provider) throw new AppError('not_found');
  if (!deps.provider.isWebhookSender(n.senderAddress)) {
    deps.log.warn(
      { address: n.senderAddress, event: n.event },
      'a payout notification from an address that is not the provider’s',
    );
    throw new AppError('forbidden');
  }
  let payout;
  try {
    payout = await deps.provider.getPayout(n.payoutId);
  } catch (err) {
    // The provider repeats a notification that was not answered 200: it will come again.
    if (err instanceof ProviderUnavailable || err instanceof ProviderRefused)
      throw new AppError('service_unavailable', { cause: err });
    throw err;
  }
  if (!payout) {
    deps.log.warn({ payoutId: n.payoutId, event: n.event }, 'a payout notification about a payout the provider does not have');
    return { received: false };
  }
  let row = await findPayoutByProviderId(deps.db, payout.id);
  if (!row && payout.orderId !== null) {
    // The creation's answer may be stored between the two look-ups: then the order names this payout.
    const byOrder = await findPayout(deps.db, payout.orderId);
    if (byOrder && (!byOrder.providerPayoutId || byOrder.providerPayoutId === payout.id)) row = byOrder;
  }
  if (!row) {
    deps.log.warn({ payoutId: payout.id, orderId: payout.orderId }, 'a payout notification about a payout that is not ours');
    return { received: false };
  }
  const outcome = await settlePayout(
    settleContextOf({ db: deps.db, provider: deps.provider }),
    row.orderId,
    payout,
    deps.clock.now(),
  );
  deps.log.info({ payoutId: payout.id, orderId: row.orderId, event: n.event, outcome }, 'payout notification');
  return { received: true };
}
