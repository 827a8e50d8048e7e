// Payouts by a provider's API (decision 0031) as other features use them: the desk hands an
// approved order to the provider here and reads where its payout is.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import type { PayoutProvider } from '../../providers/payouts/provider.js';
import { orderTax } from '../tax/service.js';
import { submitPayoutsJob } from './jobs.js';
import { insertPayout, readRail } from './queries.js';

/** The rail the desk pays by now: the provider's only when one is configured. */
export async function activeRail(db: Queryable, provider: PayoutProvider | null): Promise<'manual' | 'provider'> {
  if (!provider) return 'manual';
  return readRail(db);
}

/**
 * Hands an approved order to the provider: its payout row with a key of its own, and the job that
 * sends it, both in the caller's transaction — the job exists exactly when the approval does.
 */
export async function sendToProvider(
  tx: Queryable,
  deps: { jobs: JobSender; provider: PayoutProvider },
  p: { orderId: number; amount: number; approvedBy: string; at: Date },
): Promise<void> {
  // The bank receives the order less its withheld НДФЛ (decision 0033).
  const { withheld } = await orderTax(tx, p.orderId);
  await insertPayout(tx, {
    orderId: p.orderId,
    provider: deps.provider.name,
    key: randomUUID(),
    amount: p.amount - withheld,
    approvedBy: p.approvedBy,
    at: p.at,
  });
  await deps.jobs.send(tx, submitPayoutsJob, {});
}

/** Who handed the order to the provider (the operator's e-mail) and when, if anyone did. */
export async function handoverOf(db: Queryable, orderId: number): Promise<{ by: string; at: Date } | undefined> {
  const { rows } = await db.query<{ by: string; at: Date }>(
    'SELECT approved_by AS by, approved_at AS at FROM provider_payouts WHERE order_id = $1',
    [orderId],
  );
  return rows[0];
}
