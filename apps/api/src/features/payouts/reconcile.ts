// The daily reconciliation (decision 0031): every payout of the last days that the provider has an
// id for is read back and compared with ours — amount, status, order. A difference is kept (once)
// for the operators; nothing is corrected by itself: a human looks at money that disagrees.
import type { Db, Queryable } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { mapPooled } from '../../lib/rate-gate.js';
import type { PayoutProvider } from '../../payouts/provider.js';
import { recordDifference } from './differences.js';

const RECONCILE_DAYS = 3;

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
  return { checked: rows.length, differences };
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
