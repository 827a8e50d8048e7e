// A team's standing in team contests (docs/product.md §11.8): the member's page of a team contest — their
// team's place in its league, the league's teams by name (no member of theirs is named), the prize at
// stake, the member's own contracts for the team and their share by the rule — and, for the supervisor's
// «Команда», the running and recently finished team contests of one team. The research behind it: a team
// tournament with a prize lifted sales, rank alone without a prize lowered them, so the prize is always
// shown beside the place.
import type { ContestTeamStanding, MemberContest, TeamSplit } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, moscowDate } from '../../lib/moscow-time.js';
import { teamOfMemberOn } from '../teams/service.js';
import { byPlace, leagueName, MEMBER_CONTEST_COLUMNS, type MemberContestRow } from './contest-row.js';
import { memberView } from './member-view.js';
import {
  averageAgents,
  boardDay,
  contributionsOf,
  readTeamLines,
  teamPrizeAtStake,
  teamPrizeFor,
  teamScore,
} from './team-board.js';
import { splitTeamPrize } from './team-split.js';

/** A finished team contest stays on the team's page this long after its end. */
const RECENT_DAYS = 31;

/**
 * The team the member plays for in the contest: the one they are an agent of on the board's day when
 * it takes part, else the one they counted the most contracts for (an agent who moved on). Null when
 * neither; `mayJoin` when their team is not in yet but would join with its first counted contract.
 */
async function memberTeamIn(
  db: Queryable,
  c: MemberContestRow,
  memberId: string,
  day: string,
): Promise<{ teamId: string; league: number } | { teamId: null; mayJoin: boolean }> {
  const [own, { rows: sold }] = await Promise.all([
    teamOfMemberOn(db, memberId, day),
    db.query<{ teamId: string; contracts: number }>(
      `SELECT team_id::text AS "teamId", contracts FROM contest_team_agents
        WHERE contest_id = $1 AND member_id = $2 ORDER BY contracts DESC, team_id`,
      [c.id, memberId],
    ),
  ]);
  const candidates = [...new Set([own?.teamId, ...sold.map((s) => s.teamId)].filter((t): t is string => !!t))];
  const { rows: playing } = await db.query<{ teamId: string; league: number }>(
    `SELECT team_id::text AS "teamId", league FROM contest_teams WHERE contest_id = $1 AND team_id = ANY($2::bigint[])`,
    [c.id, candidates],
  );
  const pick = playing.find((p) => p.teamId === own?.teamId) ?? playing.find((p) => p.teamId === sold[0]?.teamId);
  if (pick) return pick;
  return { teamId: null, mayJoin: own !== null && c.status === 'running' && c.participants === 'all' };
}

/** The league's board and the member's team on it, with their contribution and share now. */
async function teamStanding(
  db: Queryable,
  c: MemberContestRow,
  memberId: string,
  team: { teamId: string; league: number },
  day: string,
): Promise<ContestTeamStanding> {
  const [lines, agents] = await Promise.all([readTeamLines(db, c, day, [team.league]), contributionsOf(db, c.id, [team.teamId])]);
  const mine = lines.find((l) => l.teamId === team.teamId)!;
  const prize = teamPrizeFor(c, mine);
  const contributions = agents.get(team.teamId) ?? [];
  return {
    teamName: mine.name,
    league: team.league,
    leagueName: c.leagueNames[team.league - 1]?.trim() || null,
    leagues: c.leagueBands.length,
    place: mine.place,
    teamsInLeague: lines.length,
    contracts: mine.contracts,
    agents: averageAgents(mine),
    score: teamScore(mine),
    prize: toPoints(prize),
    prizeAtStake: toPoints(teamPrizeAtStake(c, prize, lines.length)),
    split: c.teamSplit!,
    myContracts: contributions.find((a) => a.memberId === memberId)?.contracts ?? 0,
    myShare: toPoints(splitTeamPrize(prize, c.teamSplit!, contributions).find((s) => s.memberId === memberId)?.amount ?? 0),
    board: lines.map((l) => ({
      place: l.place,
      name: l.name,
      score: teamScore(l),
      prize: toPoints(teamPrizeFor(c, l)),
      isMine: l.teamId === team.teamId,
    })),
  };
}

type TeamContestRow = MemberContestRow & {
  descriptionHtml: string;
  settledAt: Date | null;
  countedAtMs: number | null;
};

/**
 * A team contest's page for the member: not found unless they play for one of its teams, or their
 * team would join it with its first counted contract. The parts around a member's own line in a league
 * of members (neighbours, the next contract's value, the pace) are not a team contest's.
 */
export async function getTeamMemberContest(db: Queryable, memberId: string, id: number, now: Date): Promise<MemberContest> {
  const { rows } = await db.query<TeamContestRow>(
    `SELECT ${MEMBER_CONTEST_COLUMNS}, c.description_html AS "descriptionHtml", c.settled_at AS "settledAt",
            (extract(epoch FROM coalesce(v.counted_at, c.started_at)) * 1000)::float8 AS "countedAtMs"
       FROM contests c LEFT JOIN contest_standings v ON v.contest_id = c.id
      WHERE c.id = $1 AND c.kind = 'team' AND c.status IN ('running', 'finished', 'settled', 'cancelled')`,
    [id],
  );
  const c = rows[0];
  if (!c) throw new AppError('not_found');
  const day = boardDay(c, moscowDate(now));
  const pick = await memberTeamIn(db, c, memberId, day);
  if (pick.teamId === null && !pick.mayJoin) throw new AppError('not_found');
  const team = pick.teamId === null ? null : await teamStanding(db, c, memberId, pick, day);
  return {
    ...memberView(c, null),
    team,
    result: team && c.settledAt ? await shareResult(db, c, pick.teamId!, memberId, team) : null,
    leaders: [],
    countedAt: c.countedAtMs === null ? null : new Date(c.countedAtMs).toISOString(),
    neighbours: [],
    nextStep: null,
    personalGoal: null,
    reach: null,
    lead: null,
  };
}

/** A settled team contest's outcome for the member: their team's place and the share they kept. */
async function shareResult(
  db: Queryable,
  c: TeamContestRow,
  teamId: string,
  memberId: string,
  team: ContestTeamStanding,
): Promise<MemberContest['result']> {
  const { rows } = await db.query<{
    place: number | null;
    kept: number;
    status: 'paid' | 'awaiting_approval' | 'refused';
    paidAt: Date | null;
    refusalReason: string | null;
  }>(
    `SELECT p.place, (s.amount - s.clawed_back)::float8 AS kept, s.status, s.paid_at AS "paidAt", s.refusal_reason AS "refusalReason"
       FROM contest_team_shares s JOIN contest_team_prizes p ON p.contest_id = s.contest_id AND p.team_id = s.team_id
      WHERE s.contest_id = $1 AND s.team_id = $2 AND s.member_id = $3`,
    [c.id, teamId, memberId],
  );
  const s = rows[0];
  return {
    // A rule without places names none, as the settlement's notices do (its prize row holds null).
    place: byPlace(c) ? (s ? s.place : team.place) : null,
    score: team.myContracts,
    prize: s && s.status !== 'refused' ? toPoints(s.kept) : 0,
    prizeStatus: s?.status ?? 'none',
    refusalReason: s?.status === 'refused' ? s.refusalReason : null,
    at: (s?.paidAt ?? c.settledAt!).toISOString(),
  };
}

/**
 * A team contest in the member's list: their contracts for their team and its place; null when the
 * member plays for none of its teams and theirs would not join.
 */
export async function teamContestSummary(
  db: Queryable,
  c: MemberContestRow,
  memberId: string,
  now: Date,
): Promise<{ score: number; place: number | null } | null> {
  const day = boardDay(c, moscowDate(now));
  const pick = await memberTeamIn(db, c, memberId, day);
  if (pick.teamId === null) return pick.mayJoin ? { score: 0, place: null } : null;
  const team = await teamStanding(db, c, memberId, pick, day);
  return { score: team.myContracts, place: team.place };
}

/** A team's standing in one team contest, as the supervisor's «Команда» shows it. */
export interface TeamContestPlace {
  contestId: number;
  title: string;
  status: 'running' | 'finished' | 'settled';
  startsOn: string;
  endsOn: string;
  league: number;
  /** «Лига 2» or the name an operator gave it. */
  leagueName: string;
  teamsInLeague: number;
  /** Null before the team's first counted contract. */
  place: number | null;
  contracts: number;
  /** The team's average number of agents over the contest's days so far. */
  agents: number;
  /** Counted contracts per agent, to the hundredth. */
  score: number;
  /** Points the team wins if the contest ended on the day asked; once settled, what it won. */
  prize: number;
  /** Points it plays for: `prize`, or else the nearest prize of its league. */
  prizeAtStake: number;
  split: TeamSplit;
}

/**
 * The running team contests `teamId` plays in on `onDay` (YYYY-MM-DD), and those that ended within a
 * month before it, running first: each with the team's place in its league, the league's size, its
 * score and the prize at stake.
 */
export async function teamContestPlaces(db: Queryable, teamId: string, onDay: string): Promise<TeamContestPlace[]> {
  const { rows } = await db.query<MemberContestRow & { league: number; won: number | null }>(
    `SELECT ${MEMBER_CONTEST_COLUMNS}, ct.league, p.amount::float8 AS won
       FROM contest_teams ct JOIN contests c ON c.id = ct.contest_id
       LEFT JOIN contest_team_prizes p ON p.contest_id = ct.contest_id AND p.team_id = ct.team_id
      WHERE ct.team_id = $1 AND c.status IN ('running', 'finished', 'settled') AND c.starts_on <= $2::date AND c.ends_on >= $3::date
      ORDER BY (c.status = 'running') DESC, c.ends_on DESC, c.id DESC`,
    [teamId, onDay, addDays(onDay, -RECENT_DAYS)],
  );
  const boards = await Promise.all(rows.map((c) => readTeamLines(db, c, boardDay(c, onDay), [c.league])));
  return rows.map((c, i) => {
    const lines = boards[i]!;
    const line = lines.find((l) => l.teamId === teamId)!;
    const prize = c.status === 'settled' ? (c.won ?? 0) : teamPrizeFor(c, line);
    return {
      contestId: c.id,
      title: c.title,
      status: c.status as TeamContestPlace['status'],
      startsOn: c.startsOn,
      endsOn: c.endsOn,
      league: c.league,
      leagueName: leagueName(c, c.league),
      teamsInLeague: lines.length,
      place: line.place,
      contracts: line.contracts,
      agents: averageAgents(line),
      score: teamScore(line),
      prize: toPoints(prize),
      prizeAtStake: toPoints(teamPrizeAtStake(c, prize, lines.length)),
      split: c.teamSplit!,
    };
  });
}
