// Handing an approved order to who pays it (decisions 0031, 0057): its payout row with a key of its
// own and the job that sends it, in the caller's transaction — the job exists exactly when the
// approval does.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import type { PayoutProvider } from '../../providers/payouts/provider.js';
import type { RegistryBank } from '../../providers/payouts/registry-bank.js';
import { orderTax } from '../tax/service.js';
import { registryPayoutsJob, submitPayoutsJob } from './jobs.js';
import { insertPayout } from './queries.js';

export interface Handover {
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

/** Hands an approved order to the provider, with the job that sends it. */
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

/** Who handed the order to its payer (the operator's e-mail) and when, if anyone did. */
export async function handoverOf(db: Queryable, orderId: number): Promise<{ by: string; at: Date } | undefined> {
  const { rows } = await db.query<{ by: string; at: Date }>(
    'SELECT approved_by AS by, approved_at AS at FROM provider_payouts WHERE order_id = $1',
    [orderId],
  );
  return rows[0];
}
