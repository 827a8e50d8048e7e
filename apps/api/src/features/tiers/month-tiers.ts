// The tier table per month (docs/product.md §12): admins edit the current and future months; past months are
// closed, so a reward already accrued always matches the table its month showed.
import { formatPoints, pluralRu, type MonthTiers, type UpdateTiersBody } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { moscowMonth } from '../../lib/moscow-time.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { audit, type AuditActor } from '../audit/service.js';
import { listTierRows, tierTableMonth } from './tiers.js';

export async function getMonthTiers(db: Queryable, month: string, now: Date): Promise<MonthTiers> {
  const currentMonth = moscowMonth(now);
  const [rows, tableMonth] = await Promise.all([listTierRows(db, month), tierTableMonth(db, month)]);
  return {
    month,
    currentMonth,
    editable: month >= currentMonth,
    // The rows as they stood before tables per month apply "since the start".
    tableMonth: tableMonth === '1970-01' ? null : tableMonth,
    tiers: rows.map((r) => ({ minContracts: r.minContracts, reward: toPoints(r.reward), targetBonus: toPoints(r.targetBonus) })),
  };
}

/**
 * Replaces the month's own table. Contracts of the month accrued already keep their reward (it is
 * fixed at accrual); later ones follow the new table, and so do later months without a table.
 */
export async function setMonthTiers(tx: Queryable, who: AuditActor, body: UpdateTiersBody, now: Date): Promise<MonthTiers> {
  if (body.month < moscowMonth(now)) throw new AppError('tiers_month_closed');
  refuseDecreasingRewards(body.tiers);
  const before = await getMonthTiers(tx, body.month, now);
  // One table edit at a time: a second admin's save waits for the first instead of mixing rows.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['reward_tiers']);
  await tx.query(`DELETE FROM reward_tiers WHERE month = ($1 || '-01')::date`, [body.month]);
  await tx.query(
    `INSERT INTO reward_tiers (month, min_contracts, reward, target_bonus, updated_at, updated_by)
     SELECT ($1 || '-01')::date, m, r, b, $4, $5 FROM unnest($2::int[], $3::bigint[], $6::bigint[]) AS t (m, r, b)`,
    [
      body.month,
      body.tiers.map((t) => t.minContracts),
      body.tiers.map((t) => toKopecks(t.reward)),
      now,
      who.actor,
      body.tiers.map((t) => toKopecks(t.targetBonus ?? 0)),
    ],
  );
  const after = await getMonthTiers(tx, body.month, now);
  await audit(
    tx,
    who,
    { action: 'tiers.updated', targetType: 'tiers', targetId: body.month, before: before.tiers, after: after.tiers },
    now,
  );
  return after;
}

/**
 * A higher level never pays less than the one before it (decision 0030): more contracts in a month
 * must not lower the reward of each. The message names both levels.
 */
function refuseDecreasingRewards(tiers: UpdateTiersBody['tiers']): void {
  const level = (n: number) => `«от ${n} ${pluralRu(n, ['договора', 'договоров', 'договоров'])}»`;
  tiers.forEach((tier, i) => {
    const lower = tiers[i - 1];
    if (!lower || tier.reward >= lower.reward) return;
    throw new AppError('tiers_reward_decreasing', {
      message:
        `Уровень ${level(tier.minContracts)} платит меньше (${formatPoints(tier.reward)}), чем уровень ` +
        `${level(lower.minContracts)} (${formatPoints(lower.reward)}): с ростом уровня вознаграждение не может уменьшаться`,
    });
  });
}
