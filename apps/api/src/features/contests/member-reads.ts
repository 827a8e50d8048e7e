// What a member reads of contests: the contests they take part in and one contest's page.
import { contestRulesText, leaderboardName, type MemberContest, type MemberContestSummary } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { CONTEST_COLUMNS, ruleOf, type ContestRow } from './contest-row.js';
import { standingOf, type Standing } from './member-standing.js';
import { placeOf, scoreCounts } from './standings.js';

const LEADERS = 10;
/** A finished contest stays in the member's list this long after its end. */
const SHOWN_AFTER_END_DAYS = 90;

type Row = ContestRow & { league: number | null; score: number | null };

type Histogram = Awaited<ReturnType<typeof scoreCounts>>;

async function standingIn(db: Queryable, c: Row, known?: Histogram): Promise<Standing | null> {
  if (c.league === null) return null;
  const histogram = known ?? (await scoreCounts(db, c.id, c.league));
  return standingOf(c, { league: c.league, score: c.score! }, histogram, c.leagueBands.length);
}

/**
 * The contests a member takes part in, running first: those they are enrolled in, and running
 * contests open to everyone that they will join with their first counted contract.
 */
export async function listMemberContests(db: Queryable, memberId: string, now: Date): Promise<MemberContestSummary[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${CONTEST_COLUMNS}, cm.league, cm.score FROM contests c
       LEFT JOIN contest_members cm ON cm.contest_id = c.id AND cm.member_id = $1
      WHERE c.status IN ('running', 'finished', 'settled') AND c.ends_at > $2::timestamptz - make_interval(days => $3)
        AND (cm.member_id IS NOT NULL OR (c.status = 'running' AND c.participants = 'all'))
      ORDER BY (c.status = 'running') DESC, c.ends_on DESC, c.id DESC LIMIT 20`,
    [memberId, now, SHOWN_AFTER_END_DAYS],
  );
  const out: MemberContestSummary[] = [];
  for (const c of rows) {
    const s = await standingIn(db, c);
    out.push({
      id: c.id,
      title: c.title,
      status: c.status,
      startsOn: c.startsOn,
      endsOn: c.endsOn,
      rule: ruleOf(c),
      score: s?.score ?? 0,
      place: s?.place ?? null,
      gapText: s?.gapText ?? null,
    });
  }
  return out;
}

/** One contest as the member sees it; one they cannot see is not found. */
export async function getMemberContest(db: Queryable, memberId: string, id: number): Promise<MemberContest> {
  const { rows } = await db.query<Row>(
    `SELECT ${CONTEST_COLUMNS}, cm.league, cm.score FROM contests c
       LEFT JOIN contest_members cm ON cm.contest_id = c.id AND cm.member_id = $1
      WHERE c.id = $2 AND c.status IN ('running', 'finished', 'settled')
        AND (cm.member_id IS NOT NULL OR (c.status = 'running' AND c.participants = 'all'))`,
    [memberId, id],
    { prepared: true },
  );
  const c = rows[0];
  if (!c) throw new AppError('not_found');
  // The league's histogram once: the member's place and the leaders' places both read it.
  const histogram = c.league === null ? [] : await scoreCounts(db, c.id, c.league);
  const standing = await standingIn(db, c, histogram);
  return {
    ...memberView(c, standing),
    leaders: c.league === null ? [] : await leadersOf(db, c.id, c.league, memberId, histogram),
  };
}

/** The page without the leaders: also the back office's preview. */
export function memberView(c: ContestRow, standing: Standing | null): Omit<MemberContest, 'leaders'> {
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

async function leadersOf(
  db: Queryable,
  contestId: number,
  league: number,
  memberId: string,
  histogram: Histogram,
): Promise<MemberContest['leaders']> {
  const { rows } = await db.query<{ memberId: string; firstName: string; lastName: string; score: number }>(
    `SELECT cm.member_id::text AS "memberId", m.first_name AS "firstName", m.last_name AS "lastName", cm.score
       FROM contest_members cm JOIN members m ON m.id = cm.member_id
      WHERE cm.contest_id = $1 AND cm.league = $2 AND cm.score > 0
      ORDER BY cm.score DESC, cm.joined_at, cm.member_id LIMIT ${LEADERS}`,
    [contestId, league],
    { prepared: true },
  );
  // Places of the leaders from their own scores: equal scores share one.
  return rows.map((r) => ({
    place: placeOf(histogram, r.score),
    name: leaderboardName(r.firstName, r.lastName),
    score: r.score,
    isMe: r.memberId === memberId,
  }));
}
