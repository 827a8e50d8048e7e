// The daily reconciliation (decision 0031): every order sent to the provider in the last days is
// compared with what the provider has — read back by the payout's id when we stored one, looked up by
// the order's number when we did not (a lost answer, a refused request): amount, status, order. A
// difference is kept (once) for the operators; nothing is corrected by itself: a human looks at
// money that disagrees.
import type { Db, Queryable } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { mapPooled } from '../../lib/rate-gate.js';
import type { PayoutProvider } from '../../providers/payouts/provider.js';
import { recordDifference } from './differences.js';

const RECONCILE_DAYS = 3;
/** A request sent this recently may still be answered or asked again by the sweep: not a difference yet. */
const IN_FLIGHT_MS = 15 * 60_000;

interface SentWithoutId {
  orderId: number;
  state: 'unknown' | 'cancelled';
  amount: number;
}

interface Ours {
  orderId: number;
  providerPayoutId: string;
  state: 'submitted' | 'unknown' | 'succeeded' | 'cancelled';
  amount: number;
}

const EXPECTED: Record<Ours['state'], string> = {
  submitted: 'pending',
  unknown: 'pending',
  succeeded: 'succeeded',
  cancelled: 'canceled',
};

export async function reconcilePayouts(deps: {
  db: Db;
  clock: Clock;
  provider: PayoutProvider;
}): Promise<{ checked: number; differences: number }> {
  const now = deps.clock.now();
  const { rows } = await deps.db.query<Ours>(
    `SELECT order_id::float8 AS "orderId", provider_payout_id AS "providerPayoutId", state, amount::float8 AS amount
       FROM provider_payouts
      WHERE provider_payout_id IS NOT NULL AND provider = $1
        AND (finished_at IS NULL OR finished_at > $2)`,
    [deps.provider.name, new Date(now.getTime() - RECONCILE_DAYS * 86_400_000)],
  );
  let differences = 0;
  const note = async (d: Parameters<typeof recordDifference>[1]) => {
    if (await deps.db.transaction((tx) => recordDifference(tx, d))) differences++;
  };
  // Sent (a request left, its body kept) with no provider id stored: still waiting, or refused.
  const { rows: unidentified } = await deps.db.query<SentWithoutId>(
    `SELECT order_id::float8 AS "orderId", state, amount::float8 AS amount
       FROM provider_payouts
      WHERE provider_payout_id IS NULL AND request IS NOT NULL AND provider = $1
        AND ((state = 'unknown' AND sent_at < $3) OR (state = 'cancelled' AND finished_at > $2))`,
    [deps.provider.name, new Date(now.getTime() - RECONCILE_DAYS * 86_400_000), new Date(now.getTime() - IN_FLIGHT_MS)],
  );
  await mapPooled(unidentified, 16, async (ours) => {
    const found = await deps.provider.findPayoutsOfOrder(ours.orderId);
    const base = { orderId: ours.orderId, at: now };
    if (found.length > 1) {
      for (const theirs of found)
        await note({ ...base, providerPayoutId: theirs.id, kind: 'duplicate', ours: null, theirs: theirs.status });
      return;
    }
    const theirs = found[0];
    if (ours.state === 'unknown') {
      // Sent, the provider's id never learned: the operators see it, with what the provider has if anything.
      return note({
        ...base,
        providerPayoutId: theirs?.id ?? null,
        kind: 'sent_without_id',
        ours: 'unknown',
        theirs: theirs?.status ?? null,
      });
    }
    // Refused and returned to the member: a payout the provider has all the same is money paid twice.
    if (theirs && theirs.status !== 'canceled')
      await note({ ...base, providerPayoutId: theirs.id, kind: 'status', ours: 'canceled', theirs: theirs.status });
  });
  await mapPooled(rows, 16, async (ours) => {
    // A provider away fails the run: the job is retried later, nothing half-compared is kept.
    const theirs = await deps.provider.getPayout(ours.providerPayoutId);
    const base = { orderId: ours.orderId, providerPayoutId: ours.providerPayoutId, at: now };
    if (!theirs) return note({ ...base, kind: 'missing_at_provider', ours: ours.state, theirs: null });
    if (theirs.amount !== ours.amount) {
      await note({ ...base, kind: 'amount', ours: String(ours.amount / 100), theirs: String(theirs.amount / 100) });
    }
    if (theirs.orderId !== null && theirs.orderId !== ours.orderId) {
      await note({ ...base, kind: 'order', ours: String(ours.orderId), theirs: String(theirs.orderId) });
    }
    // A pending one of ours the provider has finished is the sweep's to settle, not a difference.
    const pendingOfOurs = ours.state === 'submitted' || ours.state === 'unknown';
    if (!pendingOfOurs && theirs.status !== EXPECTED[ours.state]) {
      await note({ ...base, kind: 'status', ours: EXPECTED[ours.state], theirs: theirs.status });
    }
  });
  return { checked: rows.length + unidentified.length, differences };
}

/** Reads the provider's payout balance and keeps it; answers it in kopecks. */
export async function refreshBalance(deps: { db: Db; clock: Clock; provider: PayoutProvider }): Promise<number> {
  const balance = await deps.provider.getBalance();
  await deps.db.query(
    `INSERT INTO provider_balance (provider, balance, checked_at) VALUES ($1, $2, $3)
     ON CONFLICT (provider) DO UPDATE SET balance = EXCLUDED.balance, checked_at = EXCLUDED.checked_at`,
    [deps.provider.name, balance, deps.clock.now()],
  );
  return balance;
}

export async function readBalance(db: Queryable, provider: string): Promise<{ balance: number; checkedAt: Date } | undefined> {
  const { rows } = await db.query<{ balance: number; checked_at: Date }>(
    'SELECT balance::float8 AS balance, checked_at FROM provider_balance WHERE provider = $1',
    [provider],
  );
  return rows[0] && { balance: rows[0].balance, checkedAt: rows[0].checked_at };
}
