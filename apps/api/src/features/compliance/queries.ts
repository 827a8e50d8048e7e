// The compliance view's figures (decision 0052), read from the orders as paid, their tax decisions
// (decision 0042) and НДФЛ lines (decision 0033), the self-employed's re-checks (decision 0034) and
// the employment records (decision 0051). Reads only: every table here is written by its own feature.
import { CONTRIBUTION_RATES, NPD_INDICATOR, NPD_STOP_TEXTS, type ComplianceReport } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { moscowDate } from '../../lib/moscow-time.js';

const FULL_NAME = `trim(concat_ws(' ', nullif(m.last_name, ''), nullif(m.first_name, ''), nullif(m.middle_name, '')))`;

interface MemberRow {
  memberId: string;
  fullName: string;
  phone: string;
}
const MEMBER_COLUMNS = `m.id AS "memberId", ${FULL_NAME} AS "fullName", m.phone`;

/** Whole calendar months from `from` to `to` (YYYY-MM-DD): 15.01 → 14.04 is 2, → 15.04 is 3. */
export function wholeMonths(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/**
 * The self-employed paid as such (orders decided as НПД and paid) against the indicator: more than
 * three months in the programme and more than 35 000 ₽ a month on average over the last twelve
 * months' НПД payouts (the months worked, at most twelve, divide them).
 */
async function npdAgents(db: Queryable, now: Date): Promise<ComplianceReport['npd']> {
  const today = moscowDate(now);
  const { rows } = await db.query<MemberRow & { inn: string; since: string; paidLastYear: number }>(
    `SELECT ${MEMBER_COLUMNS}, coalesce(p.inn, '') AS inn, to_char(m.created_at AT TIME ZONE 'Europe/Moscow', 'YYYY-MM-DD') AS since,
            sum(o.amount)::float8 AS "paidLastYear"
       FROM withdrawal_orders o
       JOIN order_tax_decisions d ON d.order_id = o.id AND d.regime = 'self_employed'
       JOIN members m ON m.id = o.member_id
       LEFT JOIN member_tax_profiles p ON p.member_id = o.member_id
      WHERE o.status = 'paid' AND o.closed_at > $1::timestamptz - interval '12 months' AND o.closed_at <= $1
      GROUP BY m.id, p.inn
      ORDER BY m.id`,
    [now],
  );
  const agents = rows
    .map((r) => {
      const months = wholeMonths(r.since, today);
      const monthlyAverage = Math.round(r.paidLastYear / Math.min(12, Math.max(1, months)));
      return { ...r, months, monthlyAverage };
    })
    .filter((a) => a.months > NPD_INDICATOR.months && a.monthlyAverage > NPD_INDICATOR.monthlyIncome * 100)
    .sort((a, b) => b.monthlyAverage - a.monthlyAverage || a.fullName.localeCompare(b.fullName, 'ru'))
    .map((a) => ({ ...a, paidLastYear: toPoints(a.paidLastYear), monthlyAverage: toPoints(a.monthlyAverage) }));
  const counted = agents.length;
  const state = counted > NPD_INDICATOR.agents ? 'over' : counted >= NPD_INDICATOR.warningAt ? 'warning' : 'clear';
  return { counted, state, agents };
}

/** Members recorded as employees whose payouts fell while employed or within two years after. */
async function formerEmployees(db: Queryable): Promise<ComplianceReport['formerEmployees']> {
  const { rows } = await db.query<MemberRow & { endedOn: string | null; paidOrders: number; paid: number; paidAsNpd: number }>(
    `SELECT ${MEMBER_COLUMNS}, to_char(e.ended_on, 'YYYY-MM-DD') AS "endedOn", count(o.id)::int AS "paidOrders",
            sum(o.amount)::float8 AS paid,
            coalesce(sum(o.amount) FILTER (WHERE d.regime = 'self_employed'), 0)::float8 AS "paidAsNpd"
       FROM member_employment e
       JOIN members m ON m.id = e.member_id
       JOIN withdrawal_orders o ON o.member_id = e.member_id AND o.status = 'paid'
       LEFT JOIN order_tax_decisions d ON d.order_id = o.id
      WHERE e.ended_on IS NULL
         OR (o.closed_at AT TIME ZONE 'Europe/Moscow')::date < e.ended_on + interval '2 years'
      GROUP BY m.id, e.ended_on
      ORDER BY "paidAsNpd" DESC, m.id`,
  );
  return rows.map((r) => ({ ...r, paid: toPoints(r.paid), paidAsNpd: toPoints(r.paidAsNpd) }));
}

/** Self-employed members whose payouts the re-check stopped, with orders waiting or points on the balance. */
async function lostStatus(db: Queryable): Promise<ComplianceReport['lostStatus']> {
  const { rows } = await db.query<MemberRow & { inn: string; lostAt: Date; reason: string; pending: number; available: number }>(
    `SELECT ${MEMBER_COLUMNS}, coalesce(n.binding_inn, n.checked_inn, '') AS inn, n.stopped_at AS "lostAt",
            n.stopped_reason AS reason,
            coalesce((SELECT sum(amount) FROM withdrawal_orders w WHERE w.member_id = m.id AND w.status = 'pending'), 0)::float8 AS pending,
            coalesce((SELECT balance FROM ledger_accounts a WHERE a.member_id = m.id AND a.kind = 'available'), 0)::float8 AS available
       FROM member_npd n JOIN members m ON m.id = n.member_id
      WHERE n.stopped_reason IS NOT NULL
      ORDER BY n.stopped_at, m.id`,
  );
  return rows
    .filter((r) => r.pending > 0 || r.available > 0)
    .map(({ reason, lostAt, ...r }) => ({
      ...r,
      lostAt: lostAt.toISOString(),
      reasonText: NPD_STOP_TEXTS[reason] ?? reason,
      pending: toPoints(r.pending),
      available: toPoints(r.available),
    }));
}

/**
 * The income of the year's paid orders decided as an individual's, per member (the НДФЛ lines'
 * base: with a gross-up, the grossed-up income), and the contributions on it at the year's rates.
 */
async function contributions(db: Queryable, year: number): Promise<ComplianceReport['contributions']> {
  const rates = CONTRIBUTION_RATES[year] ?? null;
  const { rows } = await db.query<MemberRow & { income: number }>(
    `SELECT ${MEMBER_COLUMNS}, sum(t.base)::float8 AS income
       FROM order_taxes t
       JOIN withdrawal_orders o ON o.id = t.order_id AND o.status = 'paid'
       JOIN order_tax_decisions d ON d.order_id = o.id AND d.regime = 'individual'
       JOIN members m ON m.id = o.member_id
      WHERE t.year = $1
      GROUP BY m.id
      ORDER BY income DESC, m.id`,
    [year],
  );
  const owed = (income: number) => {
    if (!rates) return null;
    const limit = rates.baseLimit * 100;
    return Math.round((Math.min(income, limit) * rates.rate + Math.max(0, income - limit) * rates.rateAbove) / 100);
  };
  const members = rows.map((r) => ({ ...r, income: toPoints(r.income), contributions: nullablePoints(owed(r.income)) }));
  const income = rows.reduce((sum, r) => sum + r.income, 0);
  const total = rates ? rows.reduce((sum, r) => sum + owed(r.income)!, 0) : null;
  return { rates, members, income: toPoints(income), total: nullablePoints(total) };
}

const nullablePoints = (kopecks: number | null) => (kopecks === null ? null : toPoints(kopecks));

export async function complianceReport(db: Queryable, year: number, now: Date): Promise<ComplianceReport> {
  // One after the other: a transaction's connection runs one query at a time.
  const npd = await npdAgents(db, now);
  const employees = await formerEmployees(db);
  const lost = await lostStatus(db);
  return { year, npd, formerEmployees: employees, lostStatus: lost, contributions: await contributions(db, year) };
}
