// The team structure read in batches (decision 0065): the teams of many members on many days, the agents
// of many teams over a period, and every team's contracts and agent-days over a period — each in one
// statement, for callers inside an import's batch or a contest's start, where a query per member or per
// team would cost more than the work itself. The semantics are teamOfMemberOn's and teamAgentsOn's.
import type { Queryable } from '../../db/types.js';

/**
 * The team each `memberId` was an agent of on its `day` (YYYY-MM-DD), in the order given; null where
 * none.
 */
export async function teamsOfMembersOn(
  db: Queryable,
  items: readonly { memberId: string; day: string }[],
): Promise<(string | null)[]> {
  if (items.length === 0) return [];
  const { rows } = await db.query<{ i: number; teamId: string }>(
    `SELECT x.i::int AS i, a.team_id::text AS "teamId"
       FROM unnest($1::uuid[], $2::date[]) WITH ORDINALITY AS x (m, d, i)
       JOIN team_agents a ON a.member_id = x.m AND a.valid_from <= x.d AND (a.valid_to IS NULL OR a.valid_to > x.d)`,
    [items.map((i) => i.memberId), items.map((i) => i.day)],
  );
  const teams: (string | null)[] = items.map(() => null);
  for (const r of rows) teams[r.i - 1] = r.teamId;
  return teams;
}

export interface TeamAgentSpan {
  teamId: string;
  memberId: string;
  /** The first day of [from, to] they were in the team. */
  from: string;
  /** The last day of [from, to] they were in the team. */
  lastDay: string;
}

/** teamAgentsOn for several teams at once: their agents on any day of `from`…`to` (both included). */
export async function agentsOfTeamsOn(
  db: Queryable,
  teamIds: readonly string[],
  from: string,
  to: string,
): Promise<TeamAgentSpan[]> {
  if (teamIds.length === 0) return [];
  const { rows } = await db.query<TeamAgentSpan>(
    `SELECT team_id::text AS "teamId", member_id::text AS "memberId",
            to_char(greatest(valid_from, $2::date), 'YYYY-MM-DD') AS "from",
            to_char(CASE WHEN valid_to IS NULL THEN $3::date ELSE least(valid_to - 1, $3::date) END, 'YYYY-MM-DD') AS "lastDay"
       FROM team_agents
      WHERE team_id = ANY($1::bigint[]) AND valid_from <= $3::date AND (valid_to IS NULL OR valid_to > $2::date)
      ORDER BY team_id, valid_from, member_id`,
    [teamIds, from, to],
  );
  return rows;
}

export interface TeamPeriodResult {
  teamId: string;
  /** Active contracts signed in the period by the team's agents on days they were in it. */
  contracts: number;
  /** The days of the period its agents were in it, summed over the agents. */
  agentDays: number;
}

/**
 * Every team that had an agent on some day of `from`…`to` (both included) — or those of `teamIds` that
 * had — with its active contracts of the period (each counted for the team of its signing day) and its
 * agent-days.
 */
export async function teamResultsOn(
  db: Queryable,
  from: string,
  to: string,
  teamIds: readonly string[] | null = null,
): Promise<TeamPeriodResult[]> {
  const { rows } = await db.query<TeamPeriodResult>(
    `WITH spans AS (
       SELECT team_id, member_id, greatest(valid_from, $1::date) AS f,
              CASE WHEN valid_to IS NULL THEN $2::date ELSE least(valid_to - 1, $2::date) END AS l
         FROM team_agents
        WHERE valid_from <= $2::date AND (valid_to IS NULL OR valid_to > $1::date) AND ($3::bigint[] IS NULL OR team_id = ANY($3::bigint[]))
     )
     SELECT s.team_id::text AS "teamId", sum(s.l - s.f + 1)::int AS "agentDays",
            coalesce(sum((SELECT count(*) FROM contracts k
                           WHERE k.member_id = s.member_id AND k.signed_on BETWEEN s.f AND s.l AND k.status = 'active')), 0)::int
              AS contracts
       FROM spans s GROUP BY s.team_id ORDER BY s.team_id`,
    [from, to, teamIds],
  );
  return rows;
}

export interface TeamName {
  teamId: string;
  name: string;
  /** «Точка на Ленина, Связь-Плюс»: its point of sale and dealer. */
  point: string;
}

/** The teams' names with their points and dealers, by id. */
export async function teamNamesOf(db: Queryable, teamIds: readonly string[]): Promise<Map<string, TeamName>> {
  if (teamIds.length === 0) return new Map();
  const { rows } = await db.query<TeamName>(
    `SELECT t.id::text AS "teamId", t.name, p.name || ', ' || d.name AS point
       FROM teams t JOIN sales_points p ON p.id = t.point_id JOIN dealers d ON d.id = p.dealer_id
      WHERE t.id = ANY($1::bigint[])`,
    [teamIds],
  );
  return new Map(rows.map((r) => [r.teamId, r]));
}
