// The team structure as other features use it (decision 0065): which team a member was in on a day,
// and a team's agents over a period with the days they were in it — the supervisor's cabinet, cascaded
// targets, team contests and overrides read the structure only through these.
import type { Queryable } from '../../db/types.js';
import { addDays } from '../../lib/moscow-time.js';
import { history } from './queries.js';

export { teamSupervisorApproval } from './memberships.js';
export { applyStructureRows, countsOf, type StructureRowInput } from './structure-rows.js';
/** The tree of dealers, points and teams on a day (cascaded targets split a dealer's along it). */
export { readStructure } from './structure.js';
/** The same reads in batches: an import's batch, a contest's start and its leagues' boards. */
export {
  agentsOfTeamsOn,
  teamNamesOf,
  teamResultsOn,
  teamsOfMembersOn,
  type TeamAgentSpan,
  type TeamName,
  type TeamPeriodResult,
} from './teams-on-days.js';

/** A membership's last day from its stored end (the first day it no longer holds), null while it lasts. */
const lastDayBefore = (to: string | null) => (to === null ? null : addDays(to, -1));

/** The days of `r` (its `lastDay` null while it lasts) within `from`…`to`, both included, or null when none. */
export function clipDays(
  r: { from: string; lastDay: string | null },
  from: string,
  to: string,
): { from: string; lastDay: string } | null {
  const start = r.from > from ? r.from : from;
  const end = r.lastDay === null || r.lastDay > to ? to : r.lastDay;
  return start <= end ? { from: start, lastDay: end } : null;
}

/**
 * SQL of the team `member` was an agent of on `day` (SQL expressions of the statement it goes in), or
 * null: for a statement that filters by it. One agent is in one team at a time.
 */
export const teamOfMemberOnSql = (member: string, day: string) =>
  `(SELECT agent_team.team_id FROM team_agents agent_team
     WHERE agent_team.member_id = ${member} AND agent_team.valid_from <= ${day}
       AND (agent_team.valid_to IS NULL OR agent_team.valid_to > ${day}))`;

export interface TeamOnDay {
  teamId: string;
  /** The first day of this membership. */
  from: string;
  /** Its last day; null while it lasts. */
  lastDay: string | null;
}

/** The team `memberId` was an agent of on the Moscow day `date` (YYYY-MM-DD), or null. */
export async function teamOfMemberOn(db: Queryable, memberId: string, date: string): Promise<TeamOnDay | null> {
  const { rows } = await db.query<{ teamId: string; from: string; to: string | null }>(
    `SELECT team_id::text AS "teamId", to_char(valid_from, 'YYYY-MM-DD') AS "from", to_char(valid_to, 'YYYY-MM-DD') AS "to"
       FROM team_agents WHERE member_id = $1 AND valid_from <= $2 AND (valid_to IS NULL OR valid_to > $2)`,
    [memberId, date],
  );
  const r = rows[0];
  return r ? { teamId: r.teamId, from: r.from, lastDay: lastDayBefore(r.to) } : null;
}

export interface TeamAgentDays {
  memberId: string;
  /** The first day of [from, to] they were in the team. */
  from: string;
  /** The last day of [from, to] they were in the team. */
  lastDay: string;
}

/**
 * The agents of `teamId` on any day of `from`…`to` (both included), each with the days of that period
 * they were in the team; a member who left and came back has a line for each stay.
 */
export async function teamAgentsOn(db: Queryable, teamId: string, from: string, to: string): Promise<TeamAgentDays[]> {
  const { rows } = await db.query<TeamAgentDays>(
    `SELECT member_id::text AS "memberId", to_char(greatest(valid_from, $2::date), 'YYYY-MM-DD') AS "from",
            to_char(CASE WHEN valid_to IS NULL THEN $3::date ELSE least(valid_to - 1, $3::date) END, 'YYYY-MM-DD') AS "lastDay"
       FROM team_agents
      WHERE team_id = $1 AND valid_from <= $3::date AND (valid_to IS NULL OR valid_to > $2::date)
      ORDER BY valid_from, member_id`,
    [teamId, from, to],
    // A supervisor's «Команда» reads it on every call: planned once per connection.
    { prepared: true },
  );
  return rows;
}

export interface SupervisedTeam {
  teamId: string;
  teamName: string;
  pointName: string;
  dealerName: string;
  /** The first day they supervised it in this range. */
  from: string;
  /** Its last day; null while it lasts. */
  lastDay: string | null;
}

/** Every range of days `memberId` supervised a team (or is set to), oldest first, with the team's names. */
export async function teamsSupervisedBy(db: Queryable, memberId: string): Promise<SupervisedTeam[]> {
  return (await history(db, 'team_supervisors', memberId)).map(({ to, ...r }) => ({ ...r, lastDay: lastDayBefore(to) }));
}

/** A supervisor's ranges (teamsSupervisedBy) and their teams' agents over them (teamAgentsOn), read at once. */
export interface Supervision {
  spans: SupervisedTeam[];
  /** The agents of `teamId` on any day of `from`…`to`, as teamAgentsOn answers: within the ranges read. */
  agentsOn(teamId: string, from: string, to: string): TeamAgentDays[];
}

/**
 * What the supervisor's «Команда» reads on every call, in one statement: every range `memberId`
 * supervised a team, and the agents of those teams on any day from `lookBack` days before the first
 * range's first day up to `until` — a superset that `agentsOn` cuts as teamAgentsOn does.
 */
export async function supervisionOf(db: Queryable, memberId: string, until: string, lookBack: number): Promise<Supervision> {
  const { rows } = await db.query<{
    spans: [teamId: string, teamName: string, pointName: string, dealerName: string, from: string, to: string | null][] | null;
    agents: [teamId: string, memberId: string, from: string, to: string | null][] | null;
  }>(
    `WITH s AS (SELECT id, team_id, valid_from, valid_to FROM team_supervisors WHERE member_id = $1)
     SELECT (SELECT json_agg(json_build_array(t.id::text, t.name, p.name, d.name, to_char(s.valid_from, 'YYYY-MM-DD'),
                                              to_char(s.valid_to, 'YYYY-MM-DD')) ORDER BY s.valid_from, s.id)
               FROM s JOIN teams t ON t.id = s.team_id JOIN sales_points p ON p.id = t.point_id
               JOIN dealers d ON d.id = p.dealer_id) AS spans,
            (SELECT json_agg(json_build_array(a.team_id::text, a.member_id, to_char(a.valid_from, 'YYYY-MM-DD'),
                                              to_char(a.valid_to, 'YYYY-MM-DD')) ORDER BY a.valid_from, a.member_id)
               FROM team_agents a
              WHERE a.team_id IN (SELECT team_id FROM s) AND a.valid_from <= $2::date
                AND (a.valid_to IS NULL OR a.valid_to > (SELECT min(valid_from) FROM s) - $3::int)) AS agents`,
    [memberId, until, lookBack],
    { prepared: true },
  );
  const spans = (rows[0]!.spans ?? []).map(([teamId, teamName, pointName, dealerName, from, to]) => ({
    teamId,
    teamName,
    pointName,
    dealerName,
    from,
    lastDay: lastDayBefore(to),
  }));
  const agents = (rows[0]!.agents ?? []).map(([teamId, memberId, from, to]) => ({
    teamId,
    memberId,
    from,
    lastDay: lastDayBefore(to),
  }));
  return {
    spans,
    agentsOn: (teamId, from, to) =>
      agents.flatMap((a) => {
        const days = a.teamId === teamId ? clipDays(a, from, to) : null;
        return days ? [{ memberId: a.memberId, ...days }] : [];
      }),
  };
}

export interface SupervisorOnDay {
  teamId: string;
  supervisorId: string;
}

/**
 * For each (agent, Moscow day) asked, the team the agent was in that day and whoever supervised it then —
 * null when the agent was in no team, the team had no supervisor, or the supervisor was the agent. One
 * query for a whole batch (an import's thousands of contracts), answers in the order asked.
 */
export async function supervisorsOn(
  db: Queryable,
  asked: readonly { memberId: string; day: string }[],
): Promise<(SupervisorOnDay | null)[]> {
  if (asked.length === 0) return [];
  const { rows } = await db.query<SupervisorOnDay & { i: number }>(
    `SELECT x.i::int AS i, a.team_id::text AS "teamId", s.member_id::text AS "supervisorId"
       FROM unnest($1::uuid[], $2::date[]) WITH ORDINALITY AS x (member_id, day, i)
       JOIN team_agents a ON a.member_id = x.member_id AND a.valid_from <= x.day AND (a.valid_to IS NULL OR a.valid_to > x.day)
       JOIN team_supervisors s ON s.team_id = a.team_id AND s.valid_from <= x.day AND (s.valid_to IS NULL OR s.valid_to > x.day)
      WHERE s.member_id <> x.member_id`,
    [asked.map((a) => a.memberId), asked.map((a) => a.day)],
  );
  const found: (SupervisorOnDay | null)[] = asked.map(() => null);
  for (const { i, ...r } of rows) found[i - 1] = r;
  return found;
}
