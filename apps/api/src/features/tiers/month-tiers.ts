// The tier table per month (docs/product.md §12): admins edit the current and future months; past months are
// closed, so a reward already accrued always matches the table its month showed.
import { formatPoints, pluralRu, type Approval, type MonthTiers, type UpdateTiersBody } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { moscowMonth } from '../../lib/moscow-time.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { audit, type AuditActor } from '../audit/service.js';
import { requestApproval, type ApprovalEffect, type Checker } from '../approvals/service.js';
import { listTierRows, tierForPosition, tierTableMonth, type TierRow } from './tiers.js';

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
 * fixed at accrual); later ones follow the new table, and so do later months without a table. A
 * raise is money created by its maker's decision (decision 0041), valued at its worst case
 * (`raiseValue`): above what they may create alone it waits for a second admin at the approvals
 * door, the table unchanged.
 */
export async function setMonthTiers(
  tx: Queryable,
  who: Checker,
  body: UpdateTiersBody,
  now: Date,
): Promise<MonthTiers & { pendingApproval?: Approval }> {
  if (body.month < moscowMonth(now)) throw new AppError('tiers_month_closed');
  refuseDecreasingRewards(body.tiers);
  // One table edit at a time: a second admin's save waits for the first instead of mixing rows.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['reward_tiers']);
  const value = await raiseValue(tx, body);
  if (value > 0) {
    const approval = await requestApproval(
      tx,
      who,
      {
        kind: 'tiers',
        subject: body.month,
        summary: `Тарифы ${body.month.slice(5)}.${body.month.slice(0, 4)}: повышение, худший случай за месяц`,
        effect: `Повышение тарифов в худшем случае: за месяц будет начислено не больше ${formatPoints(toPoints(value))}`,
        amount: value,
        payload: body,
      },
      now,
    );
    if (approval.status === 'pending') return { ...(await getMonthTiers(tx, body.month, now)), pendingApproval: approval };
  }
  return writeMonthTiers(tx, who, body, now);
}

/**
 * A second admin approved a raise that waited (decision 0041): the table applies now, as asked; a
 * month that has passed meanwhile is closed.
 */
export const tiersApproval: ApprovalEffect = {
  async apply(tx, a, { who, now }) {
    const body = a.payload as UpdateTiersBody;
    if (body.month < moscowMonth(now)) throw new AppError('tiers_month_closed');
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['reward_tiers']);
    await writeMonthTiers(tx, who, body, now);
  },
};

/**
 * What a new table may create beyond the one in force for its month, kopecks, at worst over one
 * month: the largest raise of a contract's reward at any position times the most contracts the
 * programme signed in one month of the last year, plus the largest raise of a level's target bonus
 * times the active members (each may meet a target once a month). Lowering creates nothing: 0.
 */
async function raiseValue(tx: Queryable, body: UpdateTiersBody): Promise<number> {
  const before = await listTierRows(tx, body.month);
  const after: TierRow[] = body.tiers.map((t) => ({
    minContracts: t.minContracts,
    reward: toKopecks(t.reward),
    targetBonus: toKopecks(t.targetBonus ?? 0),
  }));
  let reward = 0;
  let bonus = 0;
  for (const position of new Set([...before, ...after].map((t) => Math.max(1, t.minContracts)))) {
    const [was, is] = [tierForPosition(before, position), tierForPosition(after, position)];
    reward = Math.max(reward, (is?.reward ?? 0) - (was?.reward ?? 0));
    bonus = Math.max(bonus, (is?.targetBonus ?? 0) - (was?.targetBonus ?? 0));
  }
  if (reward === 0 && bonus === 0) return 0;
  const { rows } = await tx.query<{ contracts: number; members: number }>(
    `SELECT (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM contracts
               WHERE signed_month >= ($1 || '-01')::date - interval '12 months' GROUP BY signed_month) m) AS contracts,
            (SELECT count(*)::int FROM members WHERE status = 'active') AS members`,
    [body.month],
  );
  return reward * Math.max(1, rows[0]!.contracts) + bonus * rows[0]!.members;
}

async function writeMonthTiers(tx: Queryable, who: AuditActor, body: UpdateTiersBody, now: Date): Promise<MonthTiers> {
  const before = await getMonthTiers(tx, body.month, now);
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
