// The back office's overview: money by month from the ledger's programme accounts, the withdrawal
// queue, this month's activity. Reads only; every figure is in Moscow time. An operator limited to
// dealers (decision 0066) reads the figures of their members only.
import { DASHBOARD_MONTHS, type DashboardResponse } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { addMonths, moscowMonth } from '../../lib/moscow-time.js';
import { memberScopeSql, type Scoped } from '../dealer-scope/service.js';
import { openDisputes } from '../disputes/service.js';

const MONTH = `to_char(date_trunc('month', e.created_at AT TIME ZONE 'Europe/Moscow'), 'YYYY-MM')`;

/** Kopecks per month that left the rewards account as rewards (net of clawbacks) and reached payouts. */
async function monthly(db: Queryable, op: Scoped, since: string): Promise<Map<string, { accrued: number; paid: number }>> {
  const params: unknown[] = [since];
  // The programme's accounts hold every member's money: a limited operator's share is that of the
  // transactions of their members (the join is left out for the others).
  const ofMembers = op.scope
    ? `JOIN ledger_transactions t ON t.id = e.transaction_id AND ${memberScopeSql(op, 't.member_id', params)}`
    : '';
  const { rows } = await db.query<{ month: string; accrued: number; paid: number }>(
    `SELECT ${MONTH} AS month,
            coalesce(-sum(e.amount) FILTER (WHERE a.kind = 'rewards'), 0)::float8 AS accrued,
            coalesce(sum(e.amount) FILTER (WHERE a.kind = 'payouts'), 0)::float8 AS paid
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id ${ofMembers}
      WHERE a.member_id IS NULL AND a.kind IN ('rewards', 'payouts')
        AND e.created_at >= ($1 || '-01')::date::timestamp AT TIME ZONE 'Europe/Moscow'
      GROUP BY 1`,
    params,
  );
  return new Map(rows.map((r) => [r.month, { accrued: r.accrued, paid: r.paid }]));
}

export async function getDashboard(db: Queryable, op: Scoped, now: Date): Promise<DashboardResponse> {
  const month = moscowMonth(now);
  const first = addMonths(month, -(DASHBOARD_MONTHS - 1));
  const monthStart = `($1 || '-01')::date::timestamp AT TIME ZONE 'Europe/Moscow'`;
  const queueParams: unknown[] = [];
  const queueScope = memberScopeSql(op, 'member_id', queueParams);
  const activityParams: unknown[] = [month];
  const contractsScope = memberScopeSql(op, 'member_id', activityParams);
  const sessionsScope = memberScopeSql(op, 'member_id', activityParams);
  const [byMonth, queue, activity, disputes] = await Promise.all([
    monthly(db, op, first),
    db.query<{ orders: number; amount: number; oldest: Date | null }>(
      `SELECT count(*)::int AS orders, coalesce(sum(amount), 0)::float8 AS amount, min(created_at) AS oldest
         FROM withdrawal_orders WHERE status = 'pending' AND ${queueScope}`,
      queueParams,
    ),
    db.query<{ contracts: number; members: number }>(
      `SELECT (SELECT count(*) FROM contracts WHERE accrued_at >= ${monthStart} AND ${contractsScope})::int AS contracts,
              (SELECT count(DISTINCT member_id) FROM auth_sessions WHERE created_at >= ${monthStart} AND ${sessionsScope})::int AS members`,
      activityParams,
    ),
    openDisputes(db, op, now),
  ]);
  const months = Array.from({ length: DASHBOARD_MONTHS }, (_, i) => {
    const m = addMonths(first, i);
    const figures = byMonth.get(m) ?? { accrued: 0, paid: 0 };
    return { month: m, accrued: toPoints(figures.accrued), paid: toPoints(figures.paid) };
  });
  const current = months.at(-1)!;
  const q = queue.rows[0]!;
  return {
    month,
    thisMonth: {
      accrued: current.accrued,
      paid: current.paid,
      contracts: activity.rows[0]!.contracts,
      activeMembers: activity.rows[0]!.members,
    },
    queue: { orders: q.orders, amount: toPoints(q.amount), oldestCreatedAt: q.oldest ? q.oldest.toISOString() : null },
    disputes,
    months,
  };
}
