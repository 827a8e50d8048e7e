// What the money features ask of the self-employed side (decision 0034): whether a withdrawal may be
// taken, what a payout to the provider carries, and the receipt the provider returned.
import type { WithdrawalErrorCode } from '@cabinet/contracts';
import type { Env } from '../../config/env.js';
import type { Queryable } from '../../db/types.js';
import type { PayoutReceipt } from '../../providers/payouts/provider.js';
import { insertReceipt, orderMember, pendingOrdersTotal, readNpd, readTaxProfile, receiptsTotalOfInn } from './queries.js';
import { npdRefusalCode } from './refusal.js';
import { moscowYear, npdSettings } from './settings.js';

/**
 * The refusal of a self-employed member's withdrawal of `amount` kopecks, or null: only while bound,
 * not stopped, and within the year's limit with the orders still waiting counted in.
 */
export async function selfEmployedRefusal(
  tx: Queryable,
  env: Env,
  w: { memberId: string; amount: number; year: number; payer: string | null },
): Promise<WithdrawalErrorCode | null> {
  const profile = await readTaxProfile(tx, w.memberId);
  if (profile.regime !== 'self_employed') return null;
  const code = npdRefusalCode(profile, await readNpd(tx, w.memberId), w.payer);
  if (code) return code;
  const { from, to } = moscowYear(w.year);
  // The limit is the person's: the receipts of the ИНН, whichever member they were paid to (decision 0043).
  // One after the other: a transaction's connection runs one query at a time (pg 9 refuses more).
  const paid = await receiptsTotalOfInn(tx, profile.inn ?? '', from, to);
  const waiting = await pendingOrdersTotal(tx, w.memberId);
  return paid + waiting + w.amount > npdSettings(env).limit ? 'npd_income_limit' : null;
}

/** The binding a self-employed member's order is decided with: the confirmed one for the profile's ИНН. */
export async function npdBindingOf(tx: Queryable, memberId: string, payer: string | null): Promise<string | null> {
  const profile = await readTaxProfile(tx, memberId);
  const npd = await readNpd(tx, memberId);
  return npdRefusalCode(profile, npd, payer) === null && npd?.bindingId ? npd.bindingId : null;
}

/**
 * What a payout of an order decided as self-employed carries (decision 0042): the binding the order
 * kept and the receipt's service. `unbound` when that binding may not be paid through now (revoked,
 * the status lost, replaced since the request): checked only before the first request leaves — a
 * request already sent is repeated as it was, whatever became of the binding.
 */
export async function payoutSelfEmployed(
  db: Queryable,
  env: Env,
  order: { orderId: number; npdBindingId: string | null; payer: string },
): Promise<{ id: string; serviceName: string } | 'unbound'> {
  const memberId = await orderMember(db, order.orderId);
  const npd = memberId ? await readNpd(db, memberId) : undefined;
  // The binding is the payer's own: a bank cannot register receipts under a provider's rights (decision 0057).
  const usable =
    npd?.bindingId === order.npdBindingId &&
    npd?.provider === order.payer &&
    npd?.bindingStatus === 'confirmed' &&
    !npd.stoppedReason;
  if (!order.npdBindingId || !usable) return 'unbound';
  return { id: order.npdBindingId, serviceName: npdSettings(env).serviceName };
}

/** Keeps the receipt the provider returned with a succeeded payout, in the caller's transaction. */
export async function recordReceipt(
  tx: Queryable,
  r: { orderId: number; provider: string; receipt: PayoutReceipt; at: Date },
): Promise<void> {
  await insertReceipt(tx, {
    orderId: r.orderId,
    provider: r.provider,
    serviceName: r.receipt.serviceName,
    amount: r.receipt.amount,
    receiptId: r.receipt.receiptId,
    url: r.receipt.url,
    at: r.at,
  });
}
