import {
  PAYOUT_REGISTRY_STATES,
  type PayoutRail,
  type PayoutRailImpact,
  type PayoutRailResponse,
  type UpdatePayoutRailResponse,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { audit, type AuditActor } from '../audit/service.js';
import { countOpenDifferences } from './differences.js';
import { countInFlight, readRail, writeRail } from './queries.js';
import { readBalance } from './reconcile.js';
import { railImpact, railImpactTouches, unconfirmedText } from './rail-impact.js';
import { notifyMany } from '../notifications/service.js';
import { listRecentRegistries } from './registry/queries.js';
import { programmeRail, type Rails } from './rails.js';

/** The rail, the provider and its balance, the bank and its registries; `warningBelow` is the configuration's threshold, roubles. */
export async function railView(db: Queryable, rails: Rails, warningBelow: number, now: Date): Promise<PayoutRailResponse> {
  const { provider, bank } = rails;
  const [rail, balance, inFlight, openDifferences, registries] = await Promise.all([
    programmeRail(db, rails),
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

function refuseUnconfigured(rails: Rails, rail: PayoutRail): void {
  if (rail === 'provider' && !rails.provider) throw new AppError('payout_provider_not_configured');
  if (rail === 'bank_registry' && !rails.bank) throw new AppError('payout_bank_not_configured');
}

/** What switching to `rail` would leave unusable, for the admin's confirmation (rail-impact.ts). */
export async function previewRailChange(db: Queryable, rails: Rails, rail: PayoutRail, now: Date): Promise<PayoutRailImpact> {
  refuseUnconfigured(rails, rail);
  const { notices: _, ...impact } = await railImpact(db, rails, rail, now);
  return impact;
}

/**
 * An admin chooses the rail new orders get (decision 0061): the orders waiting keep theirs. The
 * provider's needs a configured provider, the bank's a configured bank. A switch that leaves anyone
 * without a way to withdraw applies only with the number of members it touches, as the admin saw it
 * (`confirmedMembers`): a count that changed since is refused, so nobody is switched away unseen. The
 * members it touches are told in the same transaction. Audited.
 */
export async function changeRail(
  db: Db,
  rails: Rails,
  who: AuditActor & { operatorId: string },
  change: { rail: PayoutRail; confirmedMembers?: number },
  now: Date,
  warningBelow: number,
): Promise<UpdatePayoutRailResponse> {
  const { rail } = change;
  refuseUnconfigured(rails, rail);
  return db.transaction(async (tx) => {
    // Switches one at a time: two at once would each count and tell against the rail of before.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['payout_rail']);
    const before = await readRail(tx);
    const { notices, ...impact } = await railImpact(tx, rails, rail, now);
    if (railImpactTouches(impact) && change.confirmedMembers !== impact.members)
      throw new AppError('payout_rail_unconfirmed', { message: unconfirmedText(impact) });
    await writeRail(tx, { rail, by: who.actor, at: now });
    const notified = await notifyMany(tx, notices);
    // What the switch left unusable and how many were told, when it left anything.
    const told = railImpactTouches(impact) ? { impact, notified } : {};
    await audit(
      tx,
      who,
      { action: 'payouts.rail_changed', targetType: 'settings', before: { rail: before }, after: { rail, ...told } },
      now,
    );
    return { ...(await railView(tx, rails, warningBelow, now)), notified };
  });
}
