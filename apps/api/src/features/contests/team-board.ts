// The teams of a team contest ranked in their leagues (docs/product.md §11.8, decision 0070). A team's
// score is its counted contracts per agent: the contracts the accrual keeps counted for it
// (contest_teams), over its average number of agents across the contest's days so far — its agent-days
// from the dated structure over those days. A team of six is not ahead of a team of three for being
// twice as large, and an agent who joined for the last week weighs a quarter of one who was there all
// month. Scores are compared exactly, as fractions: equal results share a place (1, 2, 2, 4); a team
// without a counted contract has no place and wins nothing.
import type { Queryable } from '../../db/types.js';
import { agentsOfTeamsOn, teamNamesOf } from '../teams/service.js';
import type { ContestRow, MemberContestRow } from './contest-row.js';
import type { Contribution } from './team-split.js';

export interface TeamLine {
  teamId: string;
  name: string;
  /** Its point of sale and dealer. */
  point: string;
  league: number;
  contracts: number;
  /** The days of the contest so far its agents were in it, summed over the agents. */
  agentDays: number;
  /** The contest's days so far (first day to `asOf`, both included). */
  days: number;
  /** Null without a counted contract. */
  place: number | null;
}

type BoardContest = Pick<ContestRow, 'id' | 'startsOn' | 'endsOn'>;

/** Days from `from` to `to`, both included. */
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The day a contest's board is counted to: today within its period, its last day after it. */
export function boardDay(c: Pick<ContestRow, 'startsOn' | 'endsOn'>, today: string): string {
  if (today > c.endsOn) return c.endsOn;
  return today < c.startsOn ? c.startsOn : today;
}

/** The average number of agents: agent-days over the days. */
export const averageAgents = (l: Pick<TeamLine, 'agentDays' | 'days'>) => Math.round((l.agentDays * 100) / l.days) / 100;

/** Counted contracts per agent, to the hundredth (what a screen shows; ranks compare `compareTeams`). */
export const teamScore = (l: Pick<TeamLine, 'contracts' | 'agentDays' | 'days'>) =>
  l.agentDays === 0 ? 0 : Math.round((l.contracts * l.days * 100) / l.agentDays) / 100;

/** A team's score as a fraction, contracts × days ÷ agent-days, without the days (a league's alike). */
const fraction = (l: Pick<TeamLine, 'contracts' | 'agentDays'>): [number, number] =>
  l.agentDays === 0 ? [0, 1] : [l.contracts, l.agentDays];

/** Higher score first, compared crosswise: exact, where scores to the hundredth could tie falsely. */
function compareTeams(a: TeamLine, b: TeamLine): number {
  const [ac, ad] = fraction(a);
  const [bc, bd] = fraction(b);
  return bc * ad - ac * bd;
}

/**
 * The contest's teams — of the given leagues, or all — with their contracts, agent-days up to `asOf`
 * and places, each league best first (equal scores by name).
 */
export async function readTeamLines(
  db: Queryable,
  c: BoardContest,
  asOf: string,
  leagues: readonly number[] | null = null,
): Promise<TeamLine[]> {
  const { rows } = await db.query<{ teamId: string; league: number; contracts: number }>(
    `SELECT team_id::text AS "teamId", league, contracts FROM contest_teams
      WHERE contest_id = $1 AND ($2::int[] IS NULL OR league = ANY($2::int[]))`,
    [c.id, leagues],
  );
  const ids = rows.map((r) => r.teamId);
  const [names, spans] = await Promise.all([teamNamesOf(db, ids), agentsOfTeamsOn(db, ids, c.startsOn, asOf)]);
  const agentDays = new Map<string, number>();
  for (const s of spans) agentDays.set(s.teamId, (agentDays.get(s.teamId) ?? 0) + daysFrom(s.from, s.lastDay));
  const days = daysFrom(c.startsOn, asOf);
  const lines: TeamLine[] = rows.map((r) => ({
    teamId: r.teamId,
    name: names.get(r.teamId)?.name ?? '',
    point: names.get(r.teamId)?.point ?? '',
    league: r.league,
    contracts: r.contracts,
    agentDays: agentDays.get(r.teamId) ?? 0,
    days,
    place: null,
  }));
  lines.sort(
    (a, b) =>
      a.league - b.league || compareTeams(a, b) || a.name.localeCompare(b.name, 'ru') || Number(a.teamId) - Number(b.teamId),
  );
  for (const [i, l] of lines.entries()) {
    if (l.contracts === 0) continue;
    const prev = lines[i - 1];
    l.place =
      prev && prev.league === l.league && prev.place !== null && compareTeams(prev, l) === 0 ? prev.place : placeAfter(lines, i);
  }
  return lines;
}

/** 1 + the teams of the league before the i-th. */
function placeAfter(lines: readonly TeamLine[], i: number): number {
  let above = 0;
  for (let j = i - 1; j >= 0 && lines[j]!.league === lines[i]!.league; j--) above += 1;
  return above + 1;
}

/** Kopecks a team with this line has won (0: nothing), before a budget cuts it. */
export function teamPrizeFor(
  c: Pick<MemberContestRow, 'rule' | 'placePrizes' | 'thresholdContracts' | 'thresholdPrize'>,
  l: TeamLine,
): number {
  if (l.contracts === 0 || l.agentDays === 0) return 0;
  if (c.rule === 'places') return l.place !== null && l.place <= c.placePrizes.length ? c.placePrizes[l.place - 1]! : 0;
  // threshold: contracts per agent reaching it, compared exactly.
  if (c.rule === 'threshold') return l.contracts * l.days >= c.thresholdContracts! * l.agentDays ? c.thresholdPrize! : 0;
  return 0;
}

/**
 * The prize a team plays for (kopecks, before a budget): the one it holds now, or else the nearest —
 * the last prize place its league can pay, or the threshold's.
 */
export function teamPrizeAtStake(
  c: Pick<MemberContestRow, 'rule' | 'placePrizes' | 'thresholdPrize'>,
  won: number,
  teamsInLeague: number,
): number {
  if (won > 0) return won;
  if (c.rule === 'places') return c.placePrizes[Math.max(0, Math.min(c.placePrizes.length, teamsInLeague) - 1)] ?? 0;
  return c.thresholdPrize ?? 0;
}

/** Each agent's counted contracts for each team of the contest (the teams given, or all). */
export async function contributionsOf(
  db: Queryable,
  contestId: number,
  teamIds: readonly string[] | null = null,
): Promise<Map<string, Contribution[]>> {
  const { rows } = await db.query<{ teamId: string; memberId: string; contracts: number }>(
    `SELECT team_id::text AS "teamId", member_id::text AS "memberId", contracts FROM contest_team_agents
      WHERE contest_id = $1 AND ($2::bigint[] IS NULL OR team_id = ANY($2::bigint[]))`,
    [contestId, teamIds],
  );
  const byTeam = new Map<string, Contribution[]>();
  for (const r of rows) byTeam.set(r.teamId, [...(byTeam.get(r.teamId) ?? []), { memberId: r.memberId, contracts: r.contracts }]);
  return byTeam;
}
