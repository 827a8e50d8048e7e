// Payouts by a provider's API (decision 0031) or a bank's registry (decision 0057) as other features
// use them: the desk hands an approved order to its rail here and reads where its payout is.
import { randomUUID } from 'node:crypto';
import type { PayoutRail } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import type { PayoutProvider } from '../../providers/payouts/provider.js';
import type { RegistryBank } from '../../providers/payouts/registry-bank.js';
import { orderTax } from '../tax/service.js';
import { registryPayoutsJob, submitPayoutsJob } from './jobs.js';
import { insertPayout } from './queries.js';

/** What the configuration connects: the provider's API, the bank's registries; each may be absent. */
export interface Rails {
  provider: PayoutProvider | null;
  bank: RegistryBank | null;
}

/** The rail the desk pays by now: the settings feature reads it for payouts and the self-employed alike. */
export { activePayoutRail as activeRail } from '../settings/service.js';

/**
 * Whether a rail pays an order not yet handed to a payer, as the desk's «Выплатить» decides it
 * (`railFor` of the desk feature): the provider every order but one to an account; the bank's
 * registry a self-employed member's order to an account, and by hand everyone else's but to a card;
 * by hand no order to a card or an account, nor a self-employed member's (decision 0057).
 */
export function railPaysOrder(rail: PayoutRail, o: { toCard: boolean; toAccount: boolean; selfEmployed: boolean }): boolean {
  if (rail === 'provider') return !o.toAccount;
  if (rail === 'bank_registry') return o.toAccount || (!o.selfEmployed && !o.toCard);
  return !o.toAccount && !o.toCard && !o.selfEmployed;
}

interface Handover {
  orderId: number;
  amount: number;
  approvedBy: string;
  at: Date;
}

/** The payout row of an approved order: a key of its own; the bank receives the order less its withheld НДФЛ (decision 0033). */
async function insertHandover(tx: Queryable, payer: string, p: Handover): Promise<void> {
  const { withheld } = await orderTax(tx, p.orderId);
  await insertPayout(tx, {
    orderId: p.orderId,
    provider: payer,
    key: randomUUID(),
    amount: p.amount - withheld,
    approvedBy: p.approvedBy,
    at: p.at,
  });
}

/**
 * Hands an approved order to the provider: its payout row and the job that sends it, both in the
 * caller's transaction — the job exists exactly when the approval does.
 */
export async function sendToProvider(
  tx: Queryable,
  deps: { jobs: JobSender; provider: PayoutProvider },
  p: Handover,
): Promise<void> {
  await insertHandover(tx, deps.provider.name, p);
  await deps.jobs.send(tx, submitPayoutsJob, {});
}

/** Hands an approved order to the bank's next registry (decision 0057), with the job that assembles it. */
export async function sendToBank(tx: Queryable, deps: { jobs: JobSender; bank: RegistryBank }, p: Handover): Promise<void> {
  await insertHandover(tx, deps.bank.name, p);
  await deps.jobs.send(tx, registryPayoutsJob, {});
}

/** Who handed the order to the provider (the operator's e-mail) and when, if anyone did. */
export async function handoverOf(db: Queryable, orderId: number): Promise<{ by: string; at: Date } | undefined> {
  const { rows } = await db.query<{ by: string; at: Date }>(
    'SELECT approved_by AS by, approved_at AS at FROM provider_payouts WHERE order_id = $1',
    [orderId],
  );
  return rows[0];
}
