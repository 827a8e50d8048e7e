// What a member reads of contests: the contests they take part in and one contest's page.
import { contestRulesText, leaderboardName, type MemberContest, type MemberContestSummary } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { MEMBER_CONTEST_COLUMNS, ruleOf, type MemberContestRow } from './contest-row.js';
import { standingOf, type Standing } from './member-standing.js';
import { placeOf, type scoreCounts } from './standings.js';

const LEADERS = 10;
/** A finished contest stays in the member's list this long after its end. */
const SHOWN_AFTER_END_DAYS = 90;

type Histogram = Awaited<ReturnType<typeof scoreCounts>>;
type Leader = { memberId: string; firstName: string; lastName: string; score: number };

/** A contest's row with the member's league and score, and their league's histogram (null when not enrolled). */
type Row = MemberContestRow & { league: number | null; score: number | null; histogram: Histogram | null };

/**
 * The member's league's histogram beside the contest's row, in the same statement: a member call is
 * a few indexed rows, and each statement more is a round trip and an executor start that cost as
 * much as the rows (bench:api, docs/performance.md). The same rows `scoreCounts` reads.
 */
const HISTOGRAM = `LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object('score', s.score, 'members', s.members) ORDER BY s.score DESC) AS histogram
      FROM contest_score_counts s WHERE s.contest_id = c.id AND s.league = cm.league AND s.members > 0) h ON true`;

function standingIn(c: Row): Standing | null {
  if (c.league === null) return null;
  return standingOf(c, { league: c.league, score: c.score! }, c.histogram ?? [], c.leagueBands.length);
}

/**
 * The contests a member takes part in, running first: those they are enrolled in, and running
 * contests open to everyone that they will join with their first counted contract.
 */
export async function listMemberContests(db: Queryable, memberId: string, now: Date): Promise<MemberContestSummary[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${MEMBER_CONTEST_COLUMNS}, cm.league, cm.score, h.histogram FROM contests c
       LEFT JOIN contest_members cm ON cm.contest_id = c.id AND cm.member_id = $1
       ${HISTOGRAM}
      WHERE c.status IN ('running', 'finished', 'settled') AND c.ends_at > $2::timestamptz - make_interval(days => $3)
        AND (cm.member_id IS NOT NULL OR (c.status = 'running' AND c.participants = 'all'))
      ORDER BY (c.status = 'running') DESC, c.ends_on DESC, c.id DESC LIMIT 20`,
    [memberId, now, SHOWN_AFTER_END_DAYS],
    { prepared: true },
  );
  return rows.map((c) => {
    const s = standingIn(c);
    return {
      id: c.id,
      title: c.title,
      status: c.status,
      startsOn: c.startsOn,
      endsOn: c.endsOn,
      rule: ruleOf(c),
      score: s?.score ?? 0,
      place: s?.place ?? null,
      gapText: s?.gapText ?? null,
    };
  });
}

/** One contest as the member sees it; one they cannot see is not found. */
export async function getMemberContest(db: Queryable, memberId: string, id: number): Promise<MemberContest> {
  // The contest, the member's standing, their league's histogram and its top ten in one statement
  // (see HISTOGRAM); the leaders by the league's standing index.
  const { rows } = await db.query<Row & { leaders: Leader[] | null }>(
    `SELECT ${MEMBER_CONTEST_COLUMNS}, cm.league, cm.score, h.histogram, l.leaders FROM contests c
       LEFT JOIN contest_members cm ON cm.contest_id = c.id AND cm.member_id = $1
       ${HISTOGRAM}
       LEFT JOIN LATERAL (
         SELECT json_agg(json_build_object('memberId', t.member_id::text, 'firstName', t.first_name, 'lastName', t.last_name, 'score', t.score)
                         ORDER BY t.score DESC, t.joined_at, t.member_id) AS leaders
           FROM (SELECT lm.member_id, m.first_name, m.last_name, lm.score, lm.joined_at
                   FROM contest_members lm JOIN members m ON m.id = lm.member_id
                  WHERE lm.contest_id = c.id AND lm.league = cm.league AND lm.score > 0
                  ORDER BY lm.score DESC, lm.joined_at, lm.member_id LIMIT ${LEADERS}) t) l ON true
      WHERE c.id = $2 AND c.status IN ('running', 'finished', 'settled')
        AND (cm.member_id IS NOT NULL OR (c.status = 'running' AND c.participants = 'all'))`,
    [memberId, id],
    { prepared: true },
  );
  const c = rows[0];
  if (!c) throw new AppError('not_found');
  const histogram = c.histogram ?? [];
  // Places of the leaders from their own scores: equal scores share one.
  const leaders = (c.leaders ?? []).map((r) => ({
    place: placeOf(histogram, r.score),
    name: leaderboardName(r.firstName, r.lastName),
    score: r.score,
    isMe: r.memberId === memberId,
  }));
  return { ...memberView(c, standingIn(c)), leaders };
}

/** The page without the leaders: also the back office's preview. */
export function memberView(c: MemberContestRow, standing: Standing | null): Omit<MemberContest, 'leaders'> {
  const rule = ruleOf(c);
  return {
    id: c.id,
    title: c.title,
    descriptionHtml: c.descriptionHtml,
    status: c.status,
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    rule,
    rules: contestRulesText({ rule, startsOn: c.startsOn, endsOn: c.endsOn, leagues: c.leagueBands.length }),
    standing,
  };
}
