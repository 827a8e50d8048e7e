// The back office's view of a team contest (docs/product.md §11.8): its leagues of teams ranked as the
// members' boards rank them, a settled contest's prizes by team with each agent's share, and the plan
// before the start — the leagues of teams the start would make today and what their prizes may cost.
import type { AdminContest, ContestPlan } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { teamNamesOf } from '../teams/service.js';
import { leagueName, type ContestRow } from './contest-row.js';
import type { ContestDesign } from './design.js';
import { averageAgents, boardDay, readTeamLines, teamScore } from './team-board.js';
import { teamsAtStart } from './team-leagues.js';

/** The leagues of teams with every team's place, contracts, agents and score; empty before the start. */
export async function teamLeaguesView(db: Queryable, c: ContestRow, now: Date): Promise<AdminContest['teamLeagues']> {
  if (c.kind !== 'team' || c.status === 'draft' || c.status === 'scheduled') return [];
  const lines = await readTeamLines(db, c, boardDay(c, moscowDate(now)));
  return c.leagueBands.map((minContracts, i) => ({
    league: i + 1,
    name: leagueName(c, i + 1),
    minContracts,
    teams: lines
      .filter((l) => l.league === i + 1)
      .map((l) => ({
        teamId: l.teamId,
        name: l.name,
        point: l.point,
        place: l.place,
        contracts: l.contracts,
        agents: averageAgents(l),
        score: teamScore(l),
      })),
  }));
}

/** A settled team contest's prizes by team, each with its agents' shares. */
export async function teamPrizesView(db: Queryable, c: ContestRow): Promise<AdminContest['teamPrizes']> {
  if (c.kind !== 'team' || c.status !== 'settled') return [];
  const { rows: teams } = await db.query<{ teamId: string; league: number; place: number | null; score: number; amount: number }>(
    `SELECT team_id::text AS "teamId", league, place, score::float8 AS score, amount::float8 AS amount
       FROM contest_team_prizes WHERE contest_id = $1 ORDER BY league, place NULLS LAST, score DESC, team_id`,
    [c.id],
  );
  const { rows: shares } = await db.query<{
    teamId: string;
    memberId: string;
    name: string;
    contracts: number;
    amount: number;
    clawedBack: number;
    status: 'paid' | 'awaiting_approval' | 'refused';
    refusalReason: string | null;
  }>(
    `SELECT s.team_id::text AS "teamId", s.member_id::text AS "memberId", trim(m.last_name || ' ' || m.first_name) AS name,
            s.contracts, s.amount::float8 AS amount, s.clawed_back::float8 AS "clawedBack", s.status, s.refusal_reason AS "refusalReason"
       FROM contest_team_shares s JOIN members m ON m.id = s.member_id
      WHERE s.contest_id = $1 ORDER BY s.team_id, s.amount DESC, s.member_id`,
    [c.id],
  );
  const names = await teamNamesOf(
    db,
    teams.map((t) => t.teamId),
  );
  return teams.map((t) => ({
    teamId: t.teamId,
    name: names.get(t.teamId)?.name ?? '',
    league: t.league,
    place: t.place,
    score: t.score,
    amount: toPoints(t.amount),
    shares: shares
      .filter((s) => s.teamId === t.teamId)
      .map(({ teamId: _teamId, ...s }) => ({ ...s, amount: toPoints(s.amount), clawedBack: toPoints(s.clawedBack) })),
  }));
}

/** The teams in each league, for the back office's league list. */
export async function teamsPerLeague(db: Queryable, contestId: number): Promise<{ league: number; members: number }[]> {
  const { rows } = await db.query<{ league: number; members: number }>(
    'SELECT league, count(*)::int AS members FROM contest_teams WHERE contest_id = $1 GROUP BY league ORDER BY league',
    [contestId],
  );
  return rows;
}

/** Kopecks a league of `teams` may pay at worst without ties: every prize place won once, or every team reaching the threshold. */
function teamWorstCase(d: ContestDesign, teams: number): number {
  if (d.rule === 'threshold') return teams * d.thresholdPrize!;
  return d.placePrizes.slice(0, teams).reduce((sum, p) => sum + p, 0);
}

/**
 * The leagues of teams the start would make today — the teams with an agent on the first day, each by
 * its results per agent over the history months — and their worst case; `members` counts teams.
 */
export async function teamPlanOf(
  db: Queryable,
  d: ContestDesign,
): Promise<Omit<ContestPlan, 'summary' | 'withinBudget'> & { worst: number }> {
  const teams = await teamsAtStart(db, d);
  const sizes = new Map<number, number>();
  for (const league of teams.values()) sizes.set(league, (sizes.get(league) ?? 0) + 1);
  const leagues = d.leagueBands
    .map((minContracts, i) => {
      const league = i + 1;
      const members = sizes.get(league) ?? 0;
      return { league, name: leagueName(d, league), minContracts, members, worst: teamWorstCase(d, members) };
    })
    .filter((l) => d.participants !== 'leagues' || d.leagueNumbers.includes(l.league));
  const worst = leagues.reduce((sum, l) => sum + l.worst, 0);
  return {
    bands: d.leagueBands,
    leagues: leagues.map(({ worst: w, ...l }) => ({ ...l, worstCase: toPoints(w) })),
    members: leagues.reduce((n, l) => n + l.members, 0),
    worstCase: toPoints(worst),
    budget: d.budget === null ? null : toPoints(d.budget),
    worst,
  };
}
