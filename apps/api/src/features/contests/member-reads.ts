// What a member reads of contests: the contests they take part in and one contest's page. What is
// the same for every member of a league is remembered under the versions read with the member's row
// (board-cache.ts): a member call is a few indexed rows, and the histogram built as JSON and the top
// ten with their names cost more than the rows (bench:api, docs/performance.md). What is the
// member's own around their line — neighbours, their month — is read beside it (my-place.ts).
import { leaderboardName, type MemberContest, type MemberContestSummary } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { teamOfMemberOnSql } from '../teams/service.js';
import {
  rememberBoard,
  rememberContest,
  rememberedBoard,
  rememberedContest,
  rememberedHistogram,
  rememberHistogram,
  type Histogram,
  type LeagueBoard,
  type LeagueKey,
  type RowKey,
} from './board-cache.js';
import { MEMBER_CONTEST_COLUMNS, ruleOf, type MemberContestRow } from './contest-row.js';
import { memberView } from './member-view.js';
import { standingOf, type Standing } from './member-standing.js';
import { heldOutSql } from './holdout.js';
import { aroundMe, readAroundMe } from './my-place.js';
import { placeOf } from './standings.js';
import { getTeamMemberContest, teamContestSummary } from './team-standing.js';

const LEADERS = 10;
/** A finished contest stays in the member's list this long after its end. */
const SHOWN_AFTER_END_DAYS = 90;

type Leader = { memberId: string; firstName: string; lastName: string; score: number };
type Me = { league: number | null; score: number | null };

/**
 * A running contest open to everyone is the member's to see unless its control group's draw holds
 * them out (holdout.ts): `$1` is the member.
 */
const OPEN_TO_ME = `c.status = 'running' AND c.participants = 'all' AND NOT ${heldOutSql('c.holdout_seed', 'c.holdout_percent', '$1')}`;

/**
 * A team contest is the member's by memberTeamIn's rule (team-standing.ts), which its page keeps: they
 * counted a contract for one of its teams, or their team of the board's day — `today`, within the
 * period — is in it or, the contest running and open to every team, would join it with its first
 * counted contract. `$1` is the member.
 */
const MY_TEAM_CONTEST = (today: string) => {
  const team = teamOfMemberOnSql('$1', `greatest(c.starts_on, least(${today}, c.ends_on))`);
  return `(EXISTS (SELECT 1 FROM contest_team_agents a WHERE a.contest_id = c.id AND a.member_id = $1)
        OR EXISTS (SELECT 1 FROM (SELECT ${team} AS team_id) ta
                    WHERE ta.team_id IS NOT NULL
                      AND (EXISTS (SELECT 1 FROM contest_teams ct WHERE ct.contest_id = c.id AND ct.team_id = ta.team_id)
                           OR (c.status = 'running' AND c.participants = 'all'))))`;
};

/** A contest is the member's: a team contest by its teams, another enrolled in or open to them. */
const MINE = (today: string) =>
  `((c.kind = 'team' AND ${MY_TEAM_CONTEST(today)}) OR (c.kind <> 'team' AND (cm.member_id IS NOT NULL OR (${OPEN_TO_ME}))))`;

/** A contest's standings version (migration 0075), 0 before the contest's start. */
const STANDINGS_VERSION = `coalesce(v.version, 0)::text AS version`;
const STANDINGS_JOIN = `LEFT JOIN contest_standings v ON v.contest_id = c.id`;
/** The contest row's version and the standings' (board-cache.ts). */
const VERSIONS = `c.xmin::text AS "rowVersion", ${STANDINGS_VERSION}`;
/** The member's league's histogram, highest score first: the same rows `scoreCounts` reads. */
const HISTOGRAM = (contest: string, league: string) => `LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object('score', s.score, 'members', s.members) ORDER BY s.score DESC) AS histogram
      FROM contest_score_counts s WHERE s.contest_id = ${contest} AND s.league = ${league} AND s.members > 0) h ON true`;

function standingIn(c: MemberContestRow, me: Me, histogram: Histogram | null): Standing | null {
  if (me.league === null) return null;
  return standingOf(c, { league: me.league, score: me.score! }, histogram ?? [], c.leagueBands.length);
}

/**
 * The contests a member takes part in, running first: those they are enrolled in, running
 * contests open to everyone that they will join with their first counted contract, and the team
 * contests they play in or their team would join (decided before the limit). The member's
 * rows and the versions come first; the contests' rows and the histograms not remembered under them
 * are read in a statement more each.
 */
export async function listMemberContests(db: Queryable, memberId: string, now: Date): Promise<MemberContestSummary[]> {
  const { rows } = await db.query<RowKey & LeagueKey & Me & { kind: MemberContestRow['kind'] }>(
    `SELECT c.id::int AS id, ${VERSIONS}, cm.league, cm.score, c.kind FROM contests c
       LEFT JOIN contest_members cm ON cm.contest_id = c.id AND cm.member_id = $1
       ${STANDINGS_JOIN}
      WHERE c.status IN ('running', 'finished', 'settled', 'cancelled') AND c.ends_at > $2::timestamptz - make_interval(days => $3)
        AND ${MINE('$4::date')}
      ORDER BY (c.status = 'running') DESC, c.ends_on DESC, c.id DESC LIMIT 20`,
    [memberId, now, SHOWN_AFTER_END_DAYS, moscowDate(now)],
    { prepared: true },
  );
  const at = Date.now();
  const contests = new Map<number, MemberContestRow>();
  const histograms = new Map<number, Histogram>();
  const rowsMissing: RowKey[] = [];
  const leaguesMissing: LeagueKey[] = [];
  for (const c of rows) {
    const row = rememberedContest(db, c, at);
    if (row) contests.set(c.id, row);
    else rowsMissing.push(c);
    if (c.league === null) continue;
    const histogram = rememberedHistogram(db, c, at);
    if (histogram) histograms.set(c.id, histogram);
    else leaguesMissing.push(c);
  }
  const [readRows, readLeagues] = await Promise.all([readContests(db, rowsMissing, at), readHistograms(db, leaguesMissing, at)]);
  for (const row of readRows) contests.set(row.id, row);
  for (const [key, histogram] of readLeagues) histograms.set(key.id, histogram);
  // A team contest's line is its team's standing (team-standing.ts): a few rows each, read side by side.
  const teams = new Map(
    await Promise.all(
      rows.flatMap((r) => {
        const c = contests.get(r.id);
        return r.kind === 'team' && c ? [teamContestSummary(db, c, memberId, now).then((t) => [r.id, t] as const)] : [];
      }),
    ),
  );
  return rows.flatMap((me) => {
    const c = contests.get(me.id);
    // Gone between the two reads (a draft deleted): not listed.
    if (!c) return [];
    if (me.kind === 'team') {
      const t = teams.get(me.id);
      if (!t) return [];
      const { id, title, status, startsOn, endsOn, kind } = c;
      return [{ id, title, status, startsOn, endsOn, rule: ruleOf(c), score: t.score, place: t.place, gapText: null, kind }];
    }
    const s = standingIn(c, me, histograms.get(me.id) ?? null);
    return [
      {
        id: c.id,
        title: c.title,
        status: c.status,
        startsOn: c.startsOn,
        endsOn: c.endsOn,
        rule: ruleOf(c),
        score: s?.score ?? 0,
        place: s?.place ?? null,
        gapText: s?.gapText ?? null,
        kind: c.kind,
      },
    ];
  });
}

/** Contests' rows, each remembered under the version read with it. */
async function readContests(db: Queryable, keys: readonly RowKey[], at: number): Promise<MemberContestRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<MemberContestRow & { rowVersion: string }>(
    `SELECT ${MEMBER_CONTEST_COLUMNS}, c.xmin::text AS "rowVersion" FROM contests c WHERE c.id = ANY($1::bigint[])`,
    [keys.map((k) => k.id)],
    { prepared: true },
  );
  return rows.map(({ rowVersion, ...row }) => {
    rememberContest(db, { id: row.id, rowVersion }, row, at);
    return row;
  });
}

/** Leagues' histograms, each remembered under the standings version read with it. */
async function readHistograms(db: Queryable, leagues: readonly LeagueKey[], at: number): Promise<[LeagueKey, Histogram][]> {
  if (leagues.length === 0) return [];
  const { rows } = await db.query<LeagueKey & { histogram: Histogram | null }>(
    `SELECT x.id::int AS id, x.league, ${STANDINGS_VERSION}, h.histogram
       FROM unnest($1::bigint[], $2::int[]) AS x (id, league)
       LEFT JOIN contest_standings v ON v.contest_id = x.id
       ${HISTOGRAM('x.id', 'x.league')}`,
    [leagues.map((l) => l.id), leagues.map((l) => l.league)],
    { prepared: true },
  );
  return rows.map((r) => {
    const key = { id: r.id, version: r.version, league: r.league };
    const histogram = r.histogram ?? [];
    rememberHistogram(db, key, histogram, at);
    return [key, histogram];
  });
}

/**
 * Where a member may see a contest: enrolled in it (also once cancelled: the notice of it links
 * here), or it is running and open to everyone but its control group; a team contest, where they
 * play for one of its teams or theirs would join it. `$3` is the member's Moscow date.
 */
const VISIBLE = `c.id = $2 AND c.status IN ('running', 'finished', 'settled', 'cancelled') AND ${MINE('$3::date')}`;

/**
 * One contest as the member sees it; one they cannot see is not found. The member's row and the
 * versions come first, by primary keys, and beside them the member's own rows around their line;
 * the contest, the league's histogram and top ten are read only when no board is remembered under
 * those versions.
 */
export async function getMemberContest(db: Queryable, memberId: string, id: number, now: Date): Promise<MemberContest> {
  const today = moscowDate(now);
  const [{ rows }, around] = await Promise.all([readHead(db, memberId, id, today), readAroundMe(db, memberId, id, now)]);
  const head = rows[0];
  if (!head) throw new AppError('not_found');
  // The head let the member see it by the rule the team's page decides by (team-standing.ts).
  if (head.kind === 'team') return getTeamMemberContest(db, memberId, id, now);
  // A contest's kind is fixed before it runs: the rows around the member were read for this one.
  const mine = around!;
  const at = Date.now();
  let me: Me = head;
  let board = rememberedBoard(db, { id, ...head }, at);
  if (!board) ({ me, board } = await readBoard(db, memberId, id, today, at));
  const standing = standingIn(board.row, me, board.histogram);
  return {
    ...board.page,
    standing,
    result: resultOf(standing, head),
    leaders: board.leaders.map(({ memberId: leader, ...l }) => ({ ...l, isMe: leader === memberId })),
    countedAt: head.countedAtMs === null ? null : new Date(head.countedAtMs).toISOString(),
    ...aroundMe(board.row, standing, board.histogram, mine, memberId, now),
    team: null,
  };
}

/** The member's row, the versions, the time the standings were counted and the member's prize. */
function readHead(db: Queryable, memberId: string, id: number, today: string) {
  return db.query<
    { rowVersion: string; version: string; countedAtMs: number | null; kind: MemberContestRow['kind'] } & Me & Outcome
  >(
    `SELECT ${VERSIONS}, c.kind, cm.league, cm.score, c.settled_at AS "settledAt", p.place AS "prizePlace",
            (p.amount - p.clawed_back)::float8 AS "prizeKept", p.status AS "prizeStatus", p.paid_at AS "paidAt",
            p.refusal_reason AS "refusalReason",
            (extract(epoch FROM coalesce(v.counted_at, c.started_at)) * 1000)::float8 AS "countedAtMs"
       FROM contests c
       LEFT JOIN contest_members cm ON cm.contest_id = c.id AND cm.member_id = $1
       LEFT JOIN contest_prizes p ON p.contest_id = c.id AND p.member_id = $1
       ${STANDINGS_JOIN}
      WHERE ${VISIBLE}`,
    [memberId, id, today],
    { prepared: true },
  );
}

/** A settled contest's prize row for the member and its settlement's time (the head query's). */
type Outcome = {
  settledAt: Date | null;
  prizePlace: number | null;
  /** Kopecks: won less what was taken back. */
  prizeKept: number | null;
  prizeStatus: 'paid' | 'awaiting_approval' | 'refused' | null;
  paidAt: Date | null;
  refusalReason: string | null;
};

/** The member's result once the contest is settled: place, the prize kept and when it was paid. */
function resultOf(standing: Standing | null, o: Outcome): MemberContest['result'] {
  if (!standing || o.settledAt === null) return null;
  const won = o.prizeStatus !== null;
  return {
    place: won && o.prizePlace !== null ? o.prizePlace : standing.place,
    score: standing.score,
    prize: won && o.prizeStatus !== 'refused' ? toPoints(o.prizeKept!) : 0,
    prizeStatus: o.prizeStatus ?? 'none',
    refusalReason: o.prizeStatus === 'refused' ? o.refusalReason : null,
    at: (o.paidAt ?? o.settledAt).toISOString(),
  };
}

/**
 * The contest, the member's row, their league's histogram and its top ten by the league's standing
 * index, in one statement, remembered under the versions read with them.
 */
async function readBoard(
  db: Queryable,
  memberId: string,
  id: number,
  today: string,
  at: number,
): Promise<{ me: Me; board: LeagueBoard }> {
  const { rows } = await db.query<
    MemberContestRow &
      Me & { descriptionHtml: string; rowVersion: string; version: string; histogram: Histogram | null; leaders: Leader[] | null }
  >(
    `SELECT ${MEMBER_CONTEST_COLUMNS}, c.description_html AS "descriptionHtml", ${VERSIONS}, cm.league, cm.score, h.histogram, l.leaders
       FROM contests c
       LEFT JOIN contest_members cm ON cm.contest_id = c.id AND cm.member_id = $1
       ${STANDINGS_JOIN}
       ${HISTOGRAM('c.id', 'cm.league')}
       LEFT JOIN LATERAL (
         SELECT json_agg(json_build_object('memberId', t.member_id::text, 'firstName', t.first_name, 'lastName', t.last_name, 'score', t.score)
                         ORDER BY t.score DESC, t.joined_at, t.member_id) AS leaders
           FROM (SELECT lm.member_id, m.first_name, m.last_name, lm.score, lm.joined_at
                   FROM contest_members lm JOIN members m ON m.id = lm.member_id
                  WHERE lm.contest_id = c.id AND lm.league = cm.league AND lm.score > 0
                  ORDER BY lm.score DESC, lm.joined_at, lm.member_id LIMIT ${LEADERS}) t) l ON true
      WHERE ${VISIBLE}`,
    [memberId, id, today],
    { prepared: true },
  );
  const c = rows[0];
  if (!c) throw new AppError('not_found');
  const { descriptionHtml: _descriptionHtml, rowVersion, version, league, score, histogram: read, leaders: top, ...row } = c;
  const histogram = league === null ? null : (read ?? []);
  // Places of the leaders from their own scores: equal scores share one.
  const leaders = (top ?? []).map((r) => ({
    memberId: r.memberId,
    place: placeOf(histogram ?? [], r.score),
    name: leaderboardName(r.firstName, r.lastName),
    score: r.score,
  }));
  const board = { row, page: memberView(c, null), histogram, leaders };
  rememberBoard(db, { id, rowVersion, version, league }, board, at);
  rememberContest(db, { id, rowVersion }, row, at);
  if (histogram) rememberHistogram(db, { id, version, league }, histogram, at);
  return { me: { league, score }, board };
}
