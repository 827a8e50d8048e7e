// Leagues of teams (docs/product.md §11.8): a team's league is fixed at the start by its recent results
// per agent — its active contracts over the contest's history months before the first day, each counted
// for the team of its signing day, over its average number of agents in those months, a month — against
// the contest's bands, as a member's league is by their own contracts (leagues.ts). A team without
// agents then (a new one) is in the lowest league. Every team with an agent on the first day takes part;
// a team whose first agent comes later joins with its first counted contract, its league computed alike.
import type { Queryable } from '../../db/types.js';
import { addDays, addMonths } from '../../lib/moscow-time.js';
import { teamResultsOn, type TeamPeriodResult } from '../teams/service.js';
import type { ContestRow } from './contest-row.js';
import { raiseStandingsVersion } from './standings-version.js';

type LeagueContest = Pick<ContestRow, 'startsOn' | 'leagueBands' | 'historyMonths' | 'participants' | 'leagueNumbers'>;

/** The history window: the `historyMonths` calendar months before the first day, as days both included. */
function historyOf(c: LeagueContest): { from: string; to: string; days: number } {
  // The same day of that month, or its last day when shorter (as PostgreSQL subtracts an interval).
  const month = addMonths(c.startsOn.slice(0, 7), -c.historyMonths);
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const from = `${month}-${String(Math.min(Number(c.startsOn.slice(8)), last)).padStart(2, '0')}`;
  const to = addDays(c.startsOn, -1);
  const days = Math.round((Date.parse(`${c.startsOn}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  return { from, to, days };
}

/**
 * The league of a team with this history: the bands at or below its contracts per agent a month,
 * contracts × days ÷ (agent-days × months), compared exactly; at least the first.
 */
export function teamLeague(
  c: LeagueContest,
  h: Pick<TeamPeriodResult, 'contracts' | 'agentDays'> | undefined,
  days: number,
): number {
  const contracts = h?.contracts ?? 0;
  const agentDays = h?.agentDays ?? 0;
  const reached = c.leagueBands.filter((b) => (agentDays === 0 ? b <= 0 : b * agentDays * c.historyMonths <= contracts * days));
  return Math.max(1, reached.length);
}

/** The teams that take part and their leagues, from the teams given (with an agent, or a contract). */
async function leaguesOf(db: Queryable, c: LeagueContest, teamIds: readonly string[]): Promise<Map<string, number>> {
  const h = historyOf(c);
  const history = new Map((await teamResultsOn(db, h.from, h.to, teamIds)).map((r) => [r.teamId, r]));
  const leagues = new Map<string, number>();
  for (const id of teamIds) {
    const league = teamLeague(c, history.get(id), h.days);
    if (c.participants !== 'leagues' || c.leagueNumbers.includes(league)) leagues.set(id, league);
  }
  return leagues;
}

/** The teams with an agent on the first day and the leagues the start gives them (nothing is written). */
export async function teamsAtStart(db: Queryable, c: LeagueContest): Promise<Map<string, number>> {
  const present = await teamResultsOn(db, c.startsOn, c.startsOn);
  return leaguesOf(
    db,
    c,
    present.map((t) => t.teamId),
  );
}

/** Enrols the teams at the start, each in its league, with no contract yet. Returns how many. */
export async function enrolTeamsAtStart(tx: Queryable, c: ContestRow, at: Date): Promise<number> {
  const leagues = await teamsAtStart(tx, c);
  if (leagues.size === 0) return 0;
  const res = await tx.query(
    `INSERT INTO contest_teams (contest_id, team_id, league, contracts, joined_at)
     SELECT $1, t, l, 0, $4 FROM unnest($2::bigint[], $3::int[]) AS x (t, l) ORDER BY t ON CONFLICT DO NOTHING`,
    [c.id, [...leagues.keys()], [...leagues.values()], at],
  );
  await raiseStandingsVersion(tx, c.id, at);
  return res.rowCount ?? 0;
}

/**
 * The league of every given team that takes part, enrolling those not in the contest yet (a team whose
 * first agent came after the start) with their league from their history.
 */
export async function enrolTeamsLate(
  tx: Queryable,
  c: ContestRow,
  teamIds: readonly string[],
  at: Date,
): Promise<Map<string, number>> {
  const { rows: known } = await tx.query<{ teamId: string; league: number }>(
    `SELECT team_id::text AS "teamId", league FROM contest_teams WHERE contest_id = $1 AND team_id = ANY($2::bigint[])`,
    [c.id, teamIds],
  );
  const leagues = new Map(known.map((r) => [r.teamId, r.league]));
  const missing = teamIds.filter((id) => !leagues.has(id));
  if (missing.length === 0) return leagues;
  const joining = await leaguesOf(tx, c, missing);
  if (joining.size === 0) return leagues;
  const { rows: added } = await tx.query<{ teamId: string; league: number }>(
    `INSERT INTO contest_teams (contest_id, team_id, league, contracts, joined_at)
     SELECT $1, t, l, 0, $4 FROM unnest($2::bigint[], $3::int[]) AS x (t, l) ORDER BY t
     ON CONFLICT DO NOTHING RETURNING team_id::text AS "teamId", league`,
    [c.id, [...joining.keys()], [...joining.values()], at],
  );
  for (const r of added) leagues.set(r.teamId, r.league);
  // A team another batch enrolled meanwhile: its league as that batch wrote it.
  const raced = [...joining.keys()].filter((id) => !leagues.has(id));
  if (raced.length > 0) {
    const { rows } = await tx.query<{ teamId: string; league: number }>(
      `SELECT team_id::text AS "teamId", league FROM contest_teams WHERE contest_id = $1 AND team_id = ANY($2::bigint[])`,
      [c.id, raced],
    );
    for (const r of rows) leagues.set(r.teamId, r.league);
  }
  return leagues;
}
