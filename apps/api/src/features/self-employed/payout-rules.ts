// What the money features ask of the self-employed side (decision 0034): whether a withdrawal may be
// taken, what a payout to the provider carries, and the receipt the provider returned.
import type { WithdrawalErrorCode } from '@cabinet/contracts';
import type { Env } from '../../config/env.js';
import type { Queryable } from '../../db/types.js';
import type { PayoutReceipt } from '../../payouts/provider.js';
import { insertReceipt, orderMember, pendingOrdersTotal, readNpd, readTaxProfile, receiptsTotal } from './queries.js';
import { npdRefusalCode } from './refusal.js';
import { moscowYear, npdSettings } from './settings.js';

/**
 * The refusal of a self-employed member's withdrawal of `amount` kopecks, or null: only while bound,
 * not stopped, and within the year's limit with the orders still waiting counted in.
 */
export async function selfEmployedRefusal(
  tx: Queryable,
  env: Env,
  w: { memberId: string; amount: number; year: number },
): Promise<WithdrawalErrorCode | null> {
  const profile = await readTaxProfile(tx, w.memberId);
  if (profile.regime !== 'self_employed') return null;
  const code = npdRefusalCode(profile, await readNpd(tx, w.memberId));
  if (code) return code;
  const { from, to } = moscowYear(w.year);
  const [paid, waiting] = await Promise.all([receiptsTotal(tx, w.memberId, from, to), pendingOrdersTotal(tx, w.memberId)]);
  return paid + waiting + w.amount > npdSettings(env).limit ? 'npd_income_limit' : null;
}

/**
 * What a payout of this order carries for a self-employed member: their object at the provider and
 * the receipt's service. `unbound` when the member is self-employed but may not be paid now (the
 * binding lost since the request); null for everyone else.
 */
export async function payoutSelfEmployed(
  db: Queryable,
  env: Env,
  orderId: number,
): Promise<{ id: string; serviceName: string } | 'unbound' | null> {
  const memberId = await orderMember(db, orderId);
  if (!memberId) return null;
  const profile = await readTaxProfile(db, memberId);
  if (profile.regime !== 'self_employed') return null;
  const npd = await readNpd(db, memberId);
  if (npdRefusalCode(profile, npd) !== null || !npd?.bindingId) return 'unbound';
  return { id: npd.bindingId, serviceName: npdSettings(env).serviceName };
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
