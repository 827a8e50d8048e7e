import type { RewardsMonth, RewardsSummaryResponse } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { addMonths, moscowMonth } from '../../lib/moscow-time.js';
import { toPoints } from '../../ledger/amounts.js';
import { listTierRows, tierForPosition, toTiers } from '../tiers/service.js';

/** Contracts and earnings per calendar month from `fromMonth` (`YYYY-MM`) on. */
async function monthTotals(
  db: Queryable,
  memberId: string,
  fromMonth: string,
): Promise<Map<string, { count: number; earned: number }>> {
  const { rows } = await db.query<{ month: string; n: number; earned: number }>(
    `SELECT to_char(signed_month, 'YYYY-MM') AS month, count(*)::int AS n, sum(reward)::float8 AS earned
       FROM contracts WHERE member_id = $1 AND signed_month >= ($2 || '-01')::date
      GROUP BY signed_month`,
    [memberId, fromMonth],
  );
  return new Map(rows.map((r) => [r.month, { count: r.n, earned: r.earned }]));
}

/** This Moscow calendar month: contracts, earnings, the tier reached and what the next one needs, by this month's table. */
export async function rewardsSummary(db: Queryable, memberId: string, now: Date): Promise<RewardsSummaryResponse> {
  const month = moscowMonth(now);
  const [rows, totals] = await Promise.all([listTierRows(db, month), monthTotals(db, memberId, month)]);
  const tiers = toTiers(rows);
  const { count, earned } = totals.get(month) ?? { count: 0, earned: 0 };
  const current = tiers.findLast((t) => t.minContracts <= count) ?? null;
  const next = tiers.find((t) => t.minContracts > count);
  return {
    month,
    contractsCount: count,
    earned: toPoints(earned),
    currentTier: current,
    nextContractReward: toPoints(tierForPosition(rows, count + 1)?.reward ?? 0),
    nextTier: next ? { ...next, contractsLeft: next.minContracts - count } : null,
    tiers,
  };
}

/** The last `months` calendar months, oldest first; months without contracts count 0. */
export async function rewardsMonthly(db: Queryable, memberId: string, months: number, now: Date): Promise<RewardsMonth[]> {
  const last = moscowMonth(now);
  const first = addMonths(last, -(months - 1));
  const totals = await monthTotals(db, memberId, first);
  return Array.from({ length: months }, (_, i) => {
    const month = addMonths(first, i);
    const t = totals.get(month);
    return { month, contractsCount: t?.count ?? 0, earned: toPoints(t?.earned ?? 0) };
  });
}
