import type { PayoutRail, PayoutRailResponse } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import type { PayoutProvider } from '../../providers/payouts/provider.js';
import { audit, type AuditActor } from '../audit/service.js';
import { countOpenDifferences } from './differences.js';
import { countInFlight, readRail, writeRail } from './queries.js';
import { readBalance } from './reconcile.js';

/** The rail, the provider and its balance; `warningBelow` is the configuration's threshold, roubles. */
export async function railView(
  db: Queryable,
  provider: PayoutProvider | null,
  warningBelow: number,
): Promise<PayoutRailResponse> {
  const [rail, balance, inFlight, openDifferences] = await Promise.all([
    readRail(db),
    provider ? readBalance(db, provider.name) : undefined,
    countInFlight(db),
    countOpenDifferences(db),
  ]);
  return {
    rail: provider ? rail : 'manual',
    provider: provider ? { name: provider.name, title: provider.title } : null,
    balance: balance
      ? {
          amount: toPoints(balance.balance),
          checkedAt: balance.checkedAt.toISOString(),
          low: balance.balance < toKopecks(warningBelow),
          warningBelow,
        }
      : null,
    inFlight,
    openDifferences,
  };
}

/** An admin chooses the rail; the provider's needs a configured provider. Audited. */
export async function changeRail(
  db: Db,
  provider: PayoutProvider | null,
  who: AuditActor & { operatorId: string },
  rail: PayoutRail,
  now: Date,
  warningBelow: number,
): Promise<PayoutRailResponse> {
  if (rail === 'provider' && !provider) throw new AppError('payout_provider_not_configured');
  return db.transaction(async (tx) => {
    const before = await readRail(tx);
    await writeRail(tx, { rail, by: who.actor, at: now });
    await audit(
      tx,
      who,
      { action: 'payouts.rail_changed', targetType: 'settings', before: { rail: before }, after: { rail } },
      now,
    );
    return railView(tx, provider, warningBelow);
  });
}
