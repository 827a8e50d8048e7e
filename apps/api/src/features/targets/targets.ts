// Personal monthly targets (decision 0032). A member's target for a month is an operator's, or else
// the next tier above the contracts they signed the month before (the lowest tier's first count
// when they signed none, their own count on the top tier); meeting it pays a bonus once, and a
// cancelled contract that drops them below takes it back.
import { TARGET_DEFAULT_BONUS, type MemberTarget } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { lockMemberAccount } from '../../ledger/accounts.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { post, type LedgerLine } from '../../ledger/post.js';
import { addMonths, moscowMonth } from '../../lib/moscow-time.js';
import { formatPoints } from '@cabinet/contracts';
import { notify } from '../notifications/service.js';
import { listTierRows, type TierRow } from '../tiers/service.js';

interface Target {
  contracts: number;
  /** Kopecks. */
  bonus: number;
  source: 'tier' | 'operator';
}

const monthStart = (month: string) => `${month}-01`;

/** The next tier above `lastMonth` contracts in the month's table. */
function tierTarget(tiers: readonly TierRow[], lastMonth: number): number {
  const above = tiers.find((t) => t.minContracts > lastMonth);
  return above?.minContracts ?? Math.max(lastMonth, tiers.at(-1)?.minContracts ?? 1, 1);
}

async function targetsOf(db: Queryable, pairs: readonly { memberId: string; month: string }[]): Promise<Map<string, Target>> {
  const members = [...new Set(pairs.map((p) => p.memberId))];
  const months = [...new Set(pairs.map((p) => p.month))];
  const { rows: set } = await db.query<{ memberId: string; month: string; contracts: number; bonus: number }>(
    `SELECT member_id::text AS "memberId", to_char(month, 'YYYY-MM') AS month, contracts, bonus::float8 AS bonus
       FROM member_targets WHERE member_id = ANY($1::uuid[]) AND month = ANY($2::date[])`,
    [members, months.map(monthStart)],
  );
  const { rows: before } = await db.query<{ memberId: string; month: string; n: number }>(
    `SELECT member_id::text AS "memberId", to_char(signed_month, 'YYYY-MM') AS month, count(*)::int AS n FROM contracts
      WHERE member_id = ANY($1::uuid[]) AND signed_month = ANY($2::date[]) AND status = 'active' GROUP BY member_id, signed_month`,
    [members, months.map((m) => monthStart(addMonths(m, -1)))],
  );
  // One tier table per month, read once for the whole batch.
  const tables = new Map<string, TierRow[]>();
  for (const month of months) tables.set(month, await listTierRows(db, month));
  const result = new Map<string, Target>();
  for (const p of pairs) {
    const key = `${p.memberId} ${p.month}`;
    const own = set.find((s) => s.memberId === p.memberId && s.month === p.month);
    if (own) {
      result.set(key, { contracts: own.contracts, bonus: own.bonus, source: 'operator' });
      continue;
    }
    const prev = addMonths(p.month, -1);
    const n = before.find((b) => b.memberId === p.memberId && b.month === prev)?.n ?? 0;
    result.set(key, { contracts: tierTarget(tables.get(p.month)!, n), bonus: toKopecks(TARGET_DEFAULT_BONUS), source: 'tier' });
  }
  return result;
}

/**
 * Pays or takes back the bonus of each member's month after their contracts changed, in the
 * caller's transaction (the accrual's or the clawback's, which hold the member's accounts).
 */
export async function settleTargets(
  tx: Queryable,
  pairs: readonly { memberId: string; month: string }[],
  at: Date,
): Promise<void> {
  const unique = [...new Map(pairs.map((p) => [`${p.memberId} ${p.month}`, p])).values()].sort((a, b) =>
    a.memberId === b.memberId ? a.month.localeCompare(b.month) : a.memberId.localeCompare(b.memberId),
  );
  if (unique.length === 0) return;
  const targets = await targetsOf(tx, unique);
  const { rows: done } = await tx.query<{ memberId: string; month: string; n: number }>(
    `SELECT member_id::text AS "memberId", to_char(signed_month, 'YYYY-MM') AS month, count(*)::int AS n FROM contracts
      WHERE member_id = ANY($1::uuid[]) AND signed_month = ANY($2::date[]) AND status = 'active' GROUP BY member_id, signed_month`,
    [[...new Set(unique.map((p) => p.memberId))], [...new Set(unique.map((p) => monthStart(p.month)))]],
  );
  const { rows: paid } = await tx.query<{ memberId: string; month: string; amount: number; clawed: boolean }>(
    `SELECT member_id::text AS "memberId", to_char(month, 'YYYY-MM') AS month, amount::float8 AS amount,
            clawed_back_at IS NOT NULL AS clawed
       FROM target_bonuses WHERE member_id = ANY($1::uuid[]) AND month = ANY($2::date[]) FOR UPDATE`,
    [[...new Set(unique.map((p) => p.memberId))], [...new Set(unique.map((p) => monthStart(p.month)))]],
  );
  for (const p of unique) {
    const target = targets.get(`${p.memberId} ${p.month}`)!;
    const n = done.find((d) => d.memberId === p.memberId && d.month === p.month)?.n ?? 0;
    const bonus = paid.find((b) => b.memberId === p.memberId && b.month === p.month);
    const holding = bonus !== undefined && !bonus.clawed;
    if (n >= target.contracts && !holding && target.bonus > 0) await payBonus(tx, p.memberId, p.month, target, at);
    else if (n < target.contracts && holding) await takeBackBonus(tx, p.memberId, p.month, bonus.amount, at);
  }
}

const monthText = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

async function payBonus(tx: Queryable, memberId: string, month: string, target: Target, at: Date): Promise<void> {
  const debt = await lockMemberAccount(tx, memberId, 'debt');
  const repaid = Math.min(debt, target.bonus);
  const lines: LedgerLine[] = [];
  if (target.bonus > repaid)
    lines.push({ account: 'rewards', amount: -(target.bonus - repaid) }, { account: 'available', amount: target.bonus - repaid });
  if (repaid > 0) lines.push({ account: 'debts', amount: repaid }, { account: 'debt', amount: -repaid });
  const transactionId = await post(tx, {
    kind: 'target_bonus',
    memberId,
    lines,
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
    body: `${target.contracts} договоров за месяц — бонус начислен на баланс.`,
    link: '/balance',
    createdAt: at,
  });
}

async function takeBackBonus(tx: Queryable, memberId: string, month: string, amount: number, at: Date): Promise<void> {
  const available = await lockMemberAccount(tx, memberId, 'available');
  await lockMemberAccount(tx, memberId, 'debt');
  const taken = Math.min(available, amount);
  const debt = amount - taken;
  const lines: LedgerLine[] = [];
  if (taken > 0) lines.push({ account: 'rewards', amount: taken }, { account: 'available', amount: -taken });
  if (debt > 0) lines.push({ account: 'debts', amount: -debt }, { account: 'debt', amount: debt });
  await post(tx, {
    kind: 'target_clawback',
    memberId,
    lines,
    title: 'Списание бонуса за личную цель',
    description: `Цель ${monthText(month)}: договор расторгнут, цель больше не выполнена`,
    actor: 'system',
    at,
  });
  await tx.query('UPDATE target_bonuses SET clawed_back_at = $3 WHERE member_id = $1 AND month = $2', [
    memberId,
    monthStart(month),
    at,
  ]);
}

/** The member's target of the current month and their progress. */
export async function memberTarget(db: Queryable, memberId: string, now: Date): Promise<MemberTarget> {
  const month = moscowMonth(now);
  const target = (await targetsOf(db, [{ memberId, month }])).get(`${memberId} ${month}`)!;
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
