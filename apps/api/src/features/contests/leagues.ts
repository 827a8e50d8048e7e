// Leagues (decision 0032): a member's league is fixed by their average active contracts a month
// over the contest's history months before its first day, against the contest's bands (by
// default the tier table's: 1–4, 5–9, 10 and more). Below the lowest band is the lowest league.
import type { Queryable } from '../../db/types.js';
import type { ContestRow } from './contest-row.js';
import { heldOutSql } from './holdout.js';
import { raiseStandingsVersion } from './standings-version.js';

/** SQL of a member's league from their history count `n` ($2 bands, $3 months). */
const LEAGUE_SQL = `greatest(1, (SELECT count(*) FROM unnest($2::int[]) b WHERE b <= coalesce(h.n, 0)::numeric / $3))::int`;

/** The first day of the history window: `months` calendar months before the contest's first day. */
const HISTORY_FROM = `($1::date - make_interval(months => $3))::date`;

/** SQL of "held out of the contest" for the eligible member `id` ($9 the seed, $10 the share). */
const HELD_OUT = heldOutSql('$9::text', '$10::int', 'id');

/**
 * The members eligible for a contest, each with their league, as the CTE `eligible (id, league)`:
 * $1 its first day, $2 its bands, $3 its history months, $4 who takes part, $5 the list's members, $6
 * the leagues that take part. The start enrols them; the plan counts them before (plan.ts).
 */
export const ELIGIBLE = `h AS (
   SELECT member_id, count(*) AS n FROM contracts
    WHERE signed_on >= ${HISTORY_FROM} AND signed_on < $1::date AND status = 'active' GROUP BY member_id
 ), cand AS (
   SELECT m.id, ${LEAGUE_SQL} AS league FROM members m LEFT JOIN h ON h.member_id = m.id
    WHERE m.status = 'active' AND ($4 <> 'list' OR m.id = ANY($5::uuid[]))
 ), eligible AS (
   SELECT id, league FROM cand WHERE $4 <> 'leagues' OR league = ANY($6::int[])
 )`;

/** The parameters of ELIGIBLE, $1 to $6. */
export const eligibleParams = (
  c: Pick<ContestRow, 'startsOn' | 'leagueBands' | 'historyMonths' | 'participants' | 'memberIds' | 'leagueNumbers'>,
) => [c.startsOn, c.leagueBands, c.historyMonths, c.participants, c.memberIds, c.leagueNumbers];

/**
 * Enrols the contest's members at its start, each in their league, with no score yet; the eligible
 * members its control group's draw holds out are recorded apart with the league they would have
 * played in. Set-based: one statement for the whole programme. Returns how many took part.
 */
export async function enrolAtStart(tx: Queryable, c: ContestRow, at: Date): Promise<number> {
  const res = await tx.query(
    `WITH ${ELIGIBLE}, drawn AS (
       SELECT id, league, ${HELD_OUT} AS held FROM eligible
     ), held AS (
       INSERT INTO contest_holdouts (contest_id, member_id, league, drawn_at)
       SELECT $7, id, league, $8 FROM drawn WHERE held ON CONFLICT DO NOTHING
     )
     INSERT INTO contest_members (contest_id, member_id, league, score, joined_at)
     SELECT $7, id, league, 0, $8 FROM drawn WHERE NOT held
     ON CONFLICT DO NOTHING`,
    [...eligibleParams(c), c.id, at, c.holdoutSeed, c.holdoutPercent],
  );
  return res.rowCount ?? 0;
}

/**
 * Enrols members who are not in the contest yet but may take part (a member who joined the
 * programme mid-contest, or was blocked at the start): their league from their history all the
 * same; one the draw holds out is recorded in the control group instead. Answers the league of
 * every given member who takes part now.
 */
export async function enrolLate(
  tx: Queryable,
  c: ContestRow,
  memberIds: readonly string[],
  at: Date,
): Promise<Map<string, number>> {
  const { rows: known } = await tx.query<{ memberId: string; league: number }>(
    `SELECT member_id::text AS "memberId", league FROM contest_members WHERE contest_id = $1 AND member_id = ANY($2::uuid[])`,
    [c.id, memberIds],
  );
  const leagues = new Map(known.map((r) => [r.memberId, r.league]));
  const missing = memberIds.filter((id) => !leagues.has(id) && (c.participants !== 'list' || c.memberIds.includes(id)));
  if (missing.length === 0) return leagues;
  const { rows: added } = await tx.query<{ memberId: string; league: number }>(
    `WITH h AS (
       SELECT member_id, count(*) AS n FROM contracts
        WHERE member_id = ANY($5::uuid[]) AND signed_on >= ${HISTORY_FROM} AND signed_on < $1::date AND status = 'active'
        GROUP BY member_id
     ), cand AS (
       SELECT m.id, ${LEAGUE_SQL} AS league FROM unnest($5::uuid[]) AS m (id) LEFT JOIN h ON h.member_id = m.id
     ), eligible AS (
       SELECT id, league, ${HELD_OUT} AS held FROM cand WHERE $6 <> 'leagues' OR league = ANY($8::int[])
     ), held AS (
       INSERT INTO contest_holdouts (contest_id, member_id, league, drawn_at)
       SELECT $4, id, league, $7 FROM eligible WHERE held ON CONFLICT DO NOTHING
     )
     INSERT INTO contest_members (contest_id, member_id, league, score, joined_at)
     SELECT $4, id, league, 0, $7 FROM eligible WHERE NOT held
     ORDER BY id
     ON CONFLICT DO NOTHING
     RETURNING member_id::text AS "memberId", league`,
    [
      c.startsOn,
      c.leagueBands,
      c.historyMonths,
      c.id,
      missing,
      c.participants,
      at,
      c.leagueNumbers,
      c.holdoutSeed,
      c.holdoutPercent,
    ],
  );
  for (const r of added) leagues.set(r.memberId, r.league);
  if (added.length > 0) {
    const byLeague = new Map<number, number>();
    for (const r of added) byLeague.set(r.league, (byLeague.get(r.league) ?? 0) + 1);
    await addScoreCounts(
      tx,
      c.id,
      [...byLeague].map(([league, n]) => ({ league, score: 0, delta: n })),
      at,
    );
  }
  return leagues;
}

/**
 * Moves the league's score histogram, in one fixed order (two batches never wait in a cycle), and
 * raises the contest's standings version first, counted at `at`.
 */
export async function addScoreCounts(
  tx: Queryable,
  contestId: number,
  changes: readonly { league: number; score: number; delta: number }[],
  at: Date,
): Promise<void> {
  if (changes.length === 0) return;
  // Raised even when the changes cancel out here: two members trading scores keep the histogram but
  // not the top ten.
  await raiseStandingsVersion(tx, contestId, at);
  const merged = new Map<string, { league: number; score: number; delta: number }>();
  for (const ch of changes) {
    const key = `${ch.league} ${ch.score}`;
    const m = merged.get(key) ?? { league: ch.league, score: ch.score, delta: 0 };
    m.delta += ch.delta;
    merged.set(key, m);
  }
  const list = [...merged.values()].filter((m) => m.delta !== 0).sort((a, b) => a.league - b.league || a.score - b.score);
  if (list.length === 0) return;
  const params = [contestId, list.map((u) => u.league), list.map((u) => u.score), list.map((u) => u.delta)];
  // The rows first (a new score's row), then every change in one statement; the PostgreSQL
  // adapter retries the rare deadlock of two batches whose rows interleave.
  await tx.query(
    `INSERT INTO contest_score_counts (contest_id, league, score, members)
     SELECT $1, l, s, 0 FROM unnest($2::int[], $3::int[]) AS x (l, s) ORDER BY l, s
     ON CONFLICT (contest_id, league, score) DO NOTHING`,
    params.slice(0, 3),
  );
  await tx.query(
    `UPDATE contest_score_counts k SET members = k.members + x.d
       FROM unnest($2::int[], $3::int[], $4::int[]) AS x (l, s, d)
      WHERE k.contest_id = $1 AND k.league = x.l AND k.score = x.s`,
    params,
  );
}
