import { PAYOUT_REGISTRY_STATES, type PayoutRail, type PayoutRailResponse } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { audit, type AuditActor } from '../audit/service.js';
import { countOpenDifferences } from './differences.js';
import { countInFlight, writeRail } from './queries.js';
import { readPayoutRail } from '../settings/service.js';
import { readBalance } from './reconcile.js';
import { listRecentRegistries } from './registry/queries.js';
import { activeRail, type Rails } from './service.js';

/** The rail, the provider and its balance, the bank and its registries; `warningBelow` is the configuration's threshold, roubles. */
export async function railView(db: Queryable, rails: Rails, warningBelow: number, now: Date): Promise<PayoutRailResponse> {
  const { provider, bank } = rails;
  const [rail, balance, inFlight, openDifferences, registries] = await Promise.all([
    activeRail(db, rails),
    provider ? readBalance(db, provider.name) : undefined,
    countInFlight(db),
    countOpenDifferences(db),
    bank ? listRecentRegistries(db, new Date(now.getTime() - 86_400_000)) : [],
  ]);
  return {
    rail,
    provider: provider ? { name: provider.name, title: provider.title } : null,
    bank: bank ? { name: bank.name, title: bank.title } : null,
    registries: registries.map((r) => ({
      id: r.id,
      bankRegistryId: r.bankRegistryId,
      state: r.state,
      stateText: PAYOUT_REGISTRY_STATES[r.state] ?? r.state,
      payouts: r.payouts,
      amount: toPoints(r.amount),
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
    })),
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

/** An admin chooses the rail; the provider's needs a configured provider, the bank's a configured bank. Audited. */
export async function changeRail(
  db: Db,
  rails: Rails,
  who: AuditActor & { operatorId: string },
  rail: PayoutRail,
  now: Date,
  warningBelow: number,
): Promise<PayoutRailResponse> {
  if (rail === 'provider' && !rails.provider) throw new AppError('payout_provider_not_configured');
  if (rail === 'bank_registry' && !rails.bank) throw new AppError('payout_bank_not_configured');
  return db.transaction(async (tx) => {
    const before = await readPayoutRail(tx);
    await writeRail(tx, { rail, by: who.actor, at: now });
    await audit(
      tx,
      who,
      { action: 'payouts.rail_changed', targetType: 'settings', before: { rail: before }, after: { rail } },
      now,
    );
    return railView(tx, rails, warningBelow, now);
  });
}
