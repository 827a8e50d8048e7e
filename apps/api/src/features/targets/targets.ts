// Personal monthly targets (decision 0032). A member's target for a month is an operator's, or else
// their share of their dealer's target (decision 0067), or else the next tier above the contracts
// they signed the month before (the lowest tier's first count when they signed none, their own count
// on the top tier); meeting it pays a bonus once, and a cancelled contract or a changed target that
// leaves them below takes it back. A dealer's share carries no bonus.
import { countRu, formatPoints, type MemberTarget } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { creditLines, takeBackLines } from '../../ledger/member-lines.js';
import { post } from '../../ledger/post.js';
import { addMonths, moscowMonth } from '../../lib/moscow-time.js';
import { notify } from '../notifications/service.js';
import { listTierRows, type TierRow } from '../tiers/service.js';

export interface Target {
  contracts: number;
  /** Kopecks. */
  bonus: number;
  source: 'tier' | 'operator' | 'dealer';
}

const monthStart = (month: string) => `${month}-01`;

type MemberMonth = { memberId: string; month: string };
const keyOf = (p: MemberMonth) => `${p.memberId} ${p.month}`;
const membersOf = (pairs: readonly MemberMonth[]) => [...new Set(pairs.map((p) => p.memberId))];
const monthsOf = (pairs: readonly MemberMonth[]) => [...new Set(pairs.map((p) => monthStart(p.month)))];

/**
 * The next tier above `lastMonth` contracts in the month's table, with that level's bonus; on the
 * top level, last month's count again with the top level's bonus.
 */
function tierTarget(tiers: readonly TierRow[], lastMonth: number): Target {
  const above = tiers.find((t) => t.minContracts > lastMonth) ?? tiers.at(-1);
  const contracts =
    above && above.minContracts > lastMonth ? above.minContracts : Math.max(lastMonth, above?.minContracts ?? 1, 1);
  return { contracts, bonus: above?.targetBonus ?? 0, source: 'tier' };
}

/**
 * A member's target of a month from what makes it: the operator's or the dealer's share when one is
 * set (`own`), else the tier table's by last month's active contracts (the contest page reads these
 * with its own rows).
 */
export function targetOf(own: Target | undefined, tiers: readonly TierRow[], lastMonth: number): Target {
  return own ?? tierTarget(tiers, lastMonth);
}

/** One tier table per month of the pairs, read once for a whole batch. */
async function tierTables(db: Queryable, pairs: readonly MemberMonth[]): Promise<Map<string, TierRow[]>> {
  const tables = new Map<string, TierRow[]>();
  for (const month of new Set(pairs.map((p) => p.month))) tables.set(month, await listTierRows(db, month));
  return tables;
}

/**
 * The target set for a member's month, as a subquery of one row or none (`contracts`, `bonus` in
 * kopecks, `source`): an operator's, else the member's share of their dealer's target (decision
 * 0067). A share of 0 is none: the member keeps the tier table's target rather than one met before
 * they sign anything. `member` and `month` are SQL expressions of the statement it goes in (a uuid,
 * a month's first day); its own tables are aliased so as not to hide the caller's.
 */
export const ownTargetOf = (member: string, month: string) =>
  `(SELECT own_target.contracts, own_target.bonus, own_target.source
      FROM (SELECT own_set.contracts, own_set.bonus::float8 AS bonus, 'operator' AS source, 0 AS rank FROM member_targets own_set
             WHERE own_set.member_id = ${member} AND own_set.month = ${month}
            UNION ALL
            SELECT own_share.contracts, 0, 'dealer', 1 FROM cascade_targets own_share
             WHERE own_share.level = 'agent' AND own_share.member_id = ${member} AND own_share.month = ${month}
               AND own_share.contracts > 0) own_target
     ORDER BY own_target.rank LIMIT 1)`;

/** The targets set for these members' months (`ownTargetOf`), by `keyOf`. */
async function ownTargets(db: Queryable, pairs: readonly MemberMonth[]): Promise<Map<string, Target>> {
  const { rows } = await db.query<{ memberId: string; month: string } & Target>(
    `SELECT p.member_id::text AS "memberId", to_char(q.month, 'YYYY-MM') AS month, own.contracts, own.bonus, own.source
       FROM unnest($1::uuid[]) AS p (member_id) CROSS JOIN unnest($2::date[]) AS q (month)
       CROSS JOIN LATERAL ${ownTargetOf('p.member_id', 'q.month')} own`,
    [membersOf(pairs), monthsOf(pairs)],
  );
  return new Map(rows.map((r) => [keyOf(r), { contracts: r.contracts, bonus: r.bonus, source: r.source }]));
}

/** The active contracts each member signed in each month, by `keyOf` (absent: none). */
async function activeCounts(db: Queryable, pairs: readonly MemberMonth[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ memberId: string; month: string; n: number }>(
    `SELECT member_id::text AS "memberId", to_char(signed_month, 'YYYY-MM') AS month, count(*)::int AS n FROM contracts
      WHERE member_id = ANY($1::uuid[]) AND signed_month = ANY($2::date[]) AND status = 'active' GROUP BY member_id, signed_month`,
    [membersOf(pairs), monthsOf(pairs)],
  );
  return new Map(rows.map((r) => [keyOf(r), r.n]));
}

/**
 * Each pair's target: the one set (`own`, from `ownTargets`), or else the tier's, from
 * `tables` when the caller has read the months' tier tables already.
 */
async function targetsOf(
  db: Queryable,
  pairs: readonly MemberMonth[],
  own: ReadonlyMap<string, Target>,
  tables?: ReadonlyMap<string, TierRow[]>,
): Promise<Map<string, Target>> {
  const result = new Map(own);
  const byTier = pairs.filter((p) => !own.has(keyOf(p)));
  if (byTier.length === 0) return result;
  const lastMonth = (p: MemberMonth) => ({ memberId: p.memberId, month: addMonths(p.month, -1) });
  const before = await activeCounts(db, byTier.map(lastMonth));
  const tiers = tables ?? (await tierTables(db, byTier));
  for (const p of byTier) result.set(keyOf(p), tierTarget(tiers.get(p.month)!, before.get(keyOf(lastMonth(p))) ?? 0));
  return result;
}

/**
 * What made a month's bonus be settled again, for the statement line of a take-back: a contract
 * cancelled, or the target itself changed (an operator's set or reset, a dealer's share).
 */
export type SettleCause = 'contract' | 'target';

/**
 * Pays or takes back the bonus of each member's month after their contracts or their target
 * changed (`cause`), in the caller's transaction (the accrual's, the clawback's or the target's).
 */
export async function settleTargets(
  tx: Queryable,
  pairs: readonly MemberMonth[],
  at: Date,
  cause: SettleCause = 'contract',
): Promise<void> {
  const unique = [...new Map(pairs.map((p) => [keyOf(p), p])).values()].sort((a, b) =>
    a.memberId === b.memberId ? a.month.localeCompare(b.month) : a.memberId.localeCompare(b.memberId),
  );
  if (unique.length === 0) return;
  const own = await ownTargets(tx, unique);
  const { rows: paid } = await tx.query<{ memberId: string; month: string; amount: number; clawed: boolean }>(
    `SELECT member_id::text AS "memberId", to_char(month, 'YYYY-MM') AS month, amount::float8 AS amount,
            clawed_back_at IS NOT NULL AS clawed
       FROM target_bonuses WHERE member_id = ANY($1::uuid[]) AND month = ANY($2::date[]) FOR UPDATE`,
    [membersOf(unique), monthsOf(unique)],
  );
  /** The bonus each month holds (paid and not taken back), by `keyOf`. */
  const holding = new Map(paid.filter((b) => !b.clawed).map((b) => [keyOf(b), b.amount]));
  // Only a month with a bonus to pay or to take back needs its contracts counted: without an
  // operator's target, a bonus paid or a level of the month's table carrying one (every level
  // starts at 0), an import batch stops here. A dealer's share has no bonus: only a bonus held
  // before it came (a tier's, an operator's) is settled against it.
  const tables = await tierTables(tx, unique);
  const tierBonus = (month: string) => tables.get(month)!.some((t) => t.targetBonus > 0);
  const open = unique.filter((p) => {
    const mine = own.get(keyOf(p));
    return (mine ? mine.bonus > 0 : tierBonus(p.month)) || holding.has(keyOf(p));
  });
  if (open.length === 0) return;
  const targets = await targetsOf(tx, open, own, tables);
  const done = await activeCounts(tx, open);
  for (const p of open) {
    const target = targets.get(keyOf(p))!;
    const n = done.get(keyOf(p)) ?? 0;
    const held = holding.get(keyOf(p));
    if (n >= target.contracts && held === undefined && target.bonus > 0) await payBonus(tx, p.memberId, p.month, target, at);
    else if (n < target.contracts && held !== undefined) await takeBackBonus(tx, p.memberId, p.month, held, at, cause);
  }
}

const monthText = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

async function payBonus(tx: Queryable, memberId: string, month: string, target: Target, at: Date): Promise<void> {
  const transactionId = await post(tx, {
    kind: 'target_bonus',
    memberId,
    lines: (await creditLines(tx, memberId, target.bonus)).lines,
    title: 'Бонус за личную цель',
    description: `Цель ${monthText(month)}: ${target.contracts} дог. выполнена`,
    actor: 'system',
    at,
  });
  await tx.query(
    `INSERT INTO target_bonuses (member_id, month, target, amount, transaction_id, paid_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id, month) DO UPDATE SET target = EXCLUDED.target, amount = EXCLUDED.amount,
       transaction_id = EXCLUDED.transaction_id, paid_at = EXCLUDED.paid_at, clawed_back_at = NULL`,
    [memberId, monthStart(month), target.contracts, target.bonus, transactionId, at],
  );
  await notify(tx, {
    memberId,
    category: 'accrual',
    title: `Личная цель выполнена: +${formatPoints(toPoints(target.bonus))}`,
    body: `${countRu(target.contracts, ['договор', 'договора', 'договоров'])} за месяц — бонус начислен на баланс.`,
    link: '/balance',
    createdAt: at,
  });
}

/** Why a bonus went back, as the member's statement line says it. */
const takeBackText: Record<SettleCause, (month: string) => string> = {
  contract: (month) => `Цель ${monthText(month)}: договор расторгнут, цель больше не выполнена`,
  target: (month) => `Цель ${monthText(month)} изменена и больше не выполнена`,
};

async function takeBackBonus(
  tx: Queryable,
  memberId: string,
  month: string,
  amount: number,
  at: Date,
  cause: SettleCause,
): Promise<void> {
  await post(tx, {
    kind: 'target_clawback',
    memberId,
    lines: (await takeBackLines(tx, memberId, amount)).lines,
    title: 'Списание бонуса за личную цель',
    description: takeBackText[cause](month),
    actor: 'system',
    at,
  });
  await tx.query('UPDATE target_bonuses SET clawed_back_at = $3 WHERE member_id = $1 AND month = $2', [
    memberId,
    monthStart(month),
    at,
  ]);
}

/** Each member's target of `month` and their progress, by member id (the back office's list). */
export async function monthTargets(
  db: Queryable,
  memberIds: readonly string[],
  month: string,
): Promise<Map<string, Omit<MemberTarget, 'month'>>> {
  const pairs = memberIds.map((memberId) => ({ memberId, month }));
  const result = new Map<string, Omit<MemberTarget, 'month'>>();
  if (pairs.length === 0) return result;
  const targets = await targetsOf(db, pairs, await ownTargets(db, pairs));
  const done = await activeCounts(db, pairs);
  const { rows: paid } = await db.query<{ memberId: string }>(
    `SELECT member_id::text AS "memberId" FROM target_bonuses
      WHERE member_id = ANY($1::uuid[]) AND month = $2::date AND clawed_back_at IS NULL`,
    [memberIds, monthStart(month)],
  );
  const paidSet = new Set(paid.map((r) => r.memberId));
  for (const p of pairs) {
    const target = targets.get(keyOf(p))!;
    const n = done.get(keyOf(p)) ?? 0;
    result.set(p.memberId, {
      target: target.contracts,
      done: n,
      bonus: toPoints(target.bonus),
      met: n >= target.contracts,
      paid: paidSet.has(p.memberId),
      source: target.source,
    });
  }
  return result;
}

/**
 * Each member's target of `month` in contracts, by member id: what their own page shows for that
 * month, read for a whole team in one batch (the supervisor's «Команда»).
 */
export async function monthTargetContracts(
  db: Queryable,
  memberIds: readonly string[],
  month: string,
): Promise<Map<string, number>> {
  const pairs = [...new Set(memberIds)].map((memberId) => ({ memberId, month }));
  if (pairs.length === 0) return new Map();
  const targets = await targetsOf(db, pairs, await ownTargets(db, pairs));
  return new Map(pairs.map((p) => [p.memberId, targets.get(keyOf(p))!.contracts]));
}

/** The member's target of the current month and their progress. */
export async function memberTarget(db: Queryable, memberId: string, now: Date): Promise<MemberTarget> {
  const month = moscowMonth(now);
  const pair = [{ memberId, month }];
  const target = (await targetsOf(db, pair, await ownTargets(db, pair))).get(keyOf({ memberId, month }))!;
  const { rows } = await db.query<{ n: number; paid: boolean }>(
    `SELECT (SELECT count(*)::int FROM contracts WHERE member_id = $1 AND signed_month = $2::date AND status = 'active') AS n,
            EXISTS (SELECT 1 FROM target_bonuses WHERE member_id = $1 AND month = $2::date AND clawed_back_at IS NULL) AS paid`,
    [memberId, monthStart(month)],
  );
  const n = rows[0]!.n;
  return {
    month,
    target: target.contracts,
    done: n,
    bonus: toPoints(target.bonus),
    met: n >= target.contracts,
    paid: rows[0]!.paid,
    source: target.source,
  };
}
