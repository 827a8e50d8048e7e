// The statements of the supervisor's «Команда»: a team's month, an agent's contracts over the days they
// were in the team, names, and the messages' table (migration 0138). Days are Moscow calendar days
// `YYYY-MM-DD`; amounts in kopecks.
import type { Queryable } from '../../db/types.js';
import { ownTargetOf, type Target } from '../targets/service.js';
import { tierRowsJson, type TierRow } from '../tiers/service.js';

/** An agent's days: `from`…`lastDay`, both included. */
export interface MemberDays {
  memberId: string;
  from: string;
  lastDay: string;
}

/**
 * What a contract brought its agent, from the contract's own columns: a reward (or a claim's credit) is
 * posted once and never repriced, posted at accrual or when its hold is released; a terminated
 * contract's reward is voided inside its hold and taken back whole after it. So a posted active
 * contract holds its `reward`, any other 0 — the ledger's figure without a ledger lookup per contract.
 */
const POSTED = `(c.hold_until IS NULL OR c.released_at IS NOT NULL)`;
const MONTH_POINTS = `coalesce(sum(c.reward) FILTER (WHERE c.status = 'active' AND ${POSTED}), 0)`;

export interface MemberName {
  firstName: string;
  lastName: string;
  /** The phone's last four digits: a name for a member who told none, never the phone itself. */
  phoneEnd: string;
}

export async function memberNames(db: Queryable, memberIds: readonly string[]): Promise<Map<string, MemberName>> {
  const { rows } = await db.query<MemberName & { id: string }>(
    `SELECT id::text, first_name AS "firstName", last_name AS "lastName", right(phone, 4) AS "phoneEnd"
       FROM members WHERE id = ANY($1::uuid[])`,
    [[...new Set(memberIds)]],
  );
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

export interface StayFigures {
  contracts: number;
  /** Kopecks. */
  points: number;
  /** The day of the member's last active contract from `lookFrom` to the stay's last day. */
  lastSignedOn: string | null;
}

export interface ClawbackRow {
  memberId: string;
  contractNumber: string;
  /** Kopecks taken back, positive. */
  points: number;
  on: string;
}

export interface MonthFigures {
  /** For each of `stays`, in their order. */
  stays: StayFigures[];
  clawbacks: ClawbackRow[];
  /** The names of the members of the stays and of `earlier`. */
  names: Map<string, MemberName>;
  /** The supervisor's messages since `dayStart`. */
  sentToday: number;
  /** What each stay's member's target of the month is made of (`targetOf`): the one set, if any… */
  ownTargets: Map<string, Target>;
  /** …else the month's tier table over their active contracts of the month before. */
  activeLastMonth: Map<string, number>;
  tiers: TierRow[];
}

/**
 * A team's month in one statement, the stays in and the answer out as JSON (a page of 200 agents is
 * parsed once, natively, instead of column by column): for each stay its active contracts, their
 * points, and the day of the member's last active contract from `lookFrom` to the stay's last day —
 * each one range of one member's contracts by the (member, day) index, so that the cost grows with
 * the month's contracts, not the team's history. The days the supervisor saw each member in the team
 * are the stays from their `seenFrom` and the `earlier` stays (before the month's): the clawbacks
 * posted from `since` until `until` of contracts signed on those days, found from the members'
 * postings (their ledger index), and the members' names. The supervisor's messages of the day. And
 * what the targets of the month (`month`, its first day) are made of, as the member's own page reads
 * it (targets/service `targetOf`): the target set for each member, their active contracts of the
 * month before, and the month's tier table.
 */
export async function monthFigures(
  db: Queryable,
  m: {
    stays: readonly (MemberDays & { seenFrom: string; lookFrom: string })[];
    earlier: readonly MemberDays[];
    since: Date;
    until: Date;
    supervisorId: string;
    dayStart: Date;
    /** `YYYY-MM-DD`, the first day of the month and of the month before. */
    monthStart: string;
    lastMonthStart: string;
  },
): Promise<MonthFigures> {
  const { rows } = await db.query<{
    stays: [i: number, contracts: number, points: number, lastSignedOn: string | null][] | null;
    clawbacks: [memberId: string, contractNumber: string, points: number, on: string][] | null;
    names: [id: string, firstName: string, lastName: string, phoneEnd: string][] | null;
    sent: number;
    targets: [id: string, own: Target | null, activeLastMonth: number][] | null;
    tiers: TierRow[] | null;
  }>(
    `WITH r AS (SELECT * FROM ROWS FROM (json_to_recordset($1::json) AS (m uuid, f date, l date, sf date, lf date))
                  WITH ORDINALITY AS r (m, f, l, sf, lf, i)),
          v AS (SELECT m, sf AS f, l FROM r UNION ALL SELECT * FROM json_to_recordset($2::json) AS v (m uuid, f date, l date)),
          stays AS (
            SELECT r.i, count(c.id) FILTER (WHERE c.status = 'active') AS contracts, ${MONTH_POINTS} AS points,
                   -- The stay's own last contract when it has one; else one look further back.
                   coalesce(max(c.signed_on) FILTER (WHERE c.status = 'active'),
                            (SELECT k.signed_on FROM contracts k
                              WHERE k.member_id = r.m AND k.signed_on BETWEEN r.lf AND r.l AND k.status = 'active'
                              ORDER BY k.signed_on DESC LIMIT 1)) AS last
              FROM r
              LEFT JOIN contracts c ON c.member_id = r.m AND c.signed_on BETWEEN r.f AND r.l
             GROUP BY r.i, r.m, r.l, r.lf),
          clawbacks AS (
            SELECT c.member_id, c.number, t.id, t.created_at, sum(e.amount) AS points
              FROM ledger_transactions t
              JOIN contracts c ON c.id = t.contract_id
              JOIN ledger_entries e ON e.transaction_id = t.id AND e.amount > 0
             WHERE t.member_id = ANY (ARRAY(SELECT DISTINCT m FROM v)) AND t.created_at >= $3 AND t.created_at < $4
               AND t.kind = 'clawback'
               AND EXISTS (SELECT 1 FROM v WHERE v.m = c.member_id AND c.signed_on BETWEEN v.f AND v.l)
             GROUP BY c.member_id, c.number, t.id, t.created_at)
     SELECT (SELECT json_agg(json_build_array(i, contracts, points, to_char(last, 'YYYY-MM-DD')) ORDER BY i) FROM stays) AS stays,
            (SELECT json_agg(json_build_array(member_id, number, points,
                                              to_char(created_at AT TIME ZONE 'Europe/Moscow', 'YYYY-MM-DD'))
                             ORDER BY created_at, id) FROM clawbacks) AS clawbacks,
            (SELECT json_agg(json_build_array(m.id, m.first_name, m.last_name, right(m.phone, 4)))
               FROM members m WHERE m.id = ANY (ARRAY(SELECT DISTINCT m FROM v))) AS names,
            (SELECT count(*)::int FROM team_messages WHERE supervisor_id = $5 AND sent_at >= $6) AS sent,
            (SELECT json_agg(json_build_array(a.m, (SELECT row_to_json(own) FROM ${ownTargetOf('a.m', '$7::date')} own),
                                              (SELECT count(*) FROM contracts k
                                                WHERE k.member_id = a.m AND k.signed_month = $8::date AND k.status = 'active')))
               FROM (SELECT DISTINCT m FROM r) a) AS targets,
            ${tierRowsJson('$7::date')} AS tiers`,
    [
      JSON.stringify(m.stays.map((s) => ({ m: s.memberId, f: s.from, l: s.lastDay, sf: s.seenFrom, lf: s.lookFrom }))),
      JSON.stringify(m.earlier.map((s) => ({ m: s.memberId, f: s.from, l: s.lastDay }))),
      m.since,
      m.until,
      m.supervisorId,
      m.dayStart,
      m.monthStart,
      m.lastMonthStart,
    ],
    { prepared: true },
  );
  const row = rows[0]!;
  const byIndex = new Map(
    (row.stays ?? []).map(([i, contracts, points, lastSignedOn]) => [i, { contracts, points, lastSignedOn }]),
  );
  return {
    stays: m.stays.map((_, i) => byIndex.get(i + 1)!),
    clawbacks: (row.clawbacks ?? []).map(([memberId, contractNumber, points, on]) => ({ memberId, contractNumber, points, on })),
    names: new Map((row.names ?? []).map(([id, firstName, lastName, phoneEnd]) => [id, { firstName, lastName, phoneEnd }])),
    sentToday: row.sent,
    ownTargets: new Map((row.targets ?? []).flatMap(([id, own]) => (own ? [[id, own]] : []))),
    activeLastMonth: new Map((row.targets ?? []).map(([id, , n]) => [id, n])),
    tiers: row.tiers ?? [],
  };
}

export interface AgentContractRow {
  number: string;
  signedOn: string;
  status: 'active' | 'terminated';
  held: boolean;
  clawed: boolean;
  /** Kopecks. */
  points: number;
}

/** The agent's contracts signed on the days of `ranges`, newest first. */
export async function agentContracts(
  db: Queryable,
  memberId: string,
  ranges: readonly { from: string; lastDay: string }[],
): Promise<AgentContractRow[]> {
  const { rows } = await db.query<AgentContractRow>(
    `WITH r AS (SELECT * FROM unnest($2::date[], $3::date[]) AS r (from_day, last_day))
     SELECT c.number, to_char(c.signed_on, 'YYYY-MM-DD') AS "signedOn", c.status,
            NOT ${POSTED} AS held, (c.status = 'terminated' AND c.reward > 0 AND ${POSTED}) AS clawed,
            (CASE WHEN c.status = 'active' AND ${POSTED} THEN c.reward ELSE 0 END)::float8 AS points
       FROM r
       JOIN contracts c ON c.member_id = $1 AND c.signed_on BETWEEN r.from_day AND r.last_day
      ORDER BY c.signed_on DESC, c.id DESC`,
    [memberId, ranges.map((r) => r.from), ranges.map((r) => r.lastDay)],
  );
  return rows;
}

/**
 * Locks the supervisor's member row: the messages of their day are counted and a new one written under
 * it, so parallel sends queue and never pass the limit together.
 */
export async function lockSupervisor(tx: Queryable, memberId: string): Promise<void> {
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}

export async function messagesSince(db: Queryable, supervisorId: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM team_messages WHERE supervisor_id = $1 AND sent_at >= $2',
    [supervisorId, since],
    { prepared: true },
  );
  return rows[0]!.n;
}

export async function insertMessage(
  tx: Queryable,
  m: { teamId: string; supervisorId: string; text: string; recipients: readonly string[]; at: Date },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO team_messages (team_id, supervisor_id, text, recipients, sent_at) VALUES ($1, $2, $3, $4::uuid[], $5)
     RETURNING id::text`,
    [m.teamId, m.supervisorId, m.text, m.recipients, m.at],
  );
  return rows[0]!.id;
}
