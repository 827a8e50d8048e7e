// Standings kept incrementally (decision 0032): the accrual and clawback transactions call these
// through the contests' service, so a contest's scores change exactly when its contracts do, and
// a member's page reads a few rows instead of recounting contracts.
import type { Queryable } from '../../db/types.js';
import { CONTEST_COLUMNS, counts, type ContestRow, type CountedContract } from './contest-row.js';
import { addScoreCounts, enrolLate } from './leagues.js';
import { recordTeamContracts, teamsOfContracts } from './team-standings.js';

export type { CountedContract } from './contest-row.js';

/**
 * Counts contracts entered in the caller's transaction into every contest that is on and whose
 * period has their dates, in that transaction. The contests' rows are held `FOR SHARE`: the start of a contest
 * (which locks its row to enrol and count what is there) waits for this transaction, and this one
 * for a start under way, so no contract is counted twice or missed. A scheduled contest is held
 * too, for that reason, and counts nothing yet.
 */
export async function recordContestContracts(tx: Queryable, items: readonly CountedContract[], at: Date): Promise<void> {
  if (items.length === 0) return;
  let from = items[0]!.signedOn;
  let to = from;
  for (const i of items) {
    if (i.signedOn < from) from = i.signedOn;
    if (i.signedOn > to) to = i.signedOn;
  }
  const { rows: contests } = await tx.query<ContestRow>(
    `SELECT ${CONTEST_COLUMNS} FROM contests c
      WHERE c.status IN ('scheduled', 'running', 'finished') AND c.starts_on <= $2::date AND c.ends_on >= $1::date
      ORDER BY c.id FOR SHARE`,
    [from, to],
  );
  // The teams of the batch's contracts, looked up once whatever the number of team contests on.
  let teams: Map<number, string | null> | undefined;
  for (const c of contests) {
    if (c.status === 'scheduled') continue;
    const counted = items.filter((i) => counts(c, i.signedOn, i.tariff));
    if (counted.length === 0) continue;
    if (c.kind === 'team') {
      teams ??= await teamsOfContracts(tx, items);
      await recordTeamContracts(tx, c, counted, teams, at);
      continue;
    }
    const leagues = await enrolLate(tx, c, [...new Set(counted.map((i) => i.memberId))].sort(), at);
    const taking = counted.filter((i) => leagues.has(i.memberId));
    if (taking.length === 0) continue;
    // Only contracts entered in this transaction come here, which no other transaction can have
    // counted: a plain insert, and a conflict would be a fault to stop at, not to skip.
    await tx.query(
      `INSERT INTO contest_contracts (contest_id, contract_id, member_id)
       SELECT $1, k, m FROM unnest($2::bigint[], $3::uuid[]) AS x (k, m)`,
      [c.id, taking.map((i) => i.contractId), taking.map((i) => i.memberId)],
    );
    const deltas = new Map<string, number>();
    for (const i of taking) deltas.set(i.memberId, (deltas.get(i.memberId) ?? 0) + 1);
    await changeScores(tx, c.id, deltas, at);
  }
}

/**
 * Moves members' scores and the league histograms with them. Returns each member's league and new
 * score.
 */
async function changeScores(
  tx: Queryable,
  contestId: number,
  deltas: ReadonlyMap<string, number>,
  at: Date,
): Promise<Map<string, { league: number; score: number }>> {
  const ids = [...deltas.keys()].sort();
  const result = new Map<string, { league: number; score: number }>();
  if (ids.length === 0) return result;
  const { rows } = await tx.query<{ memberId: string; league: number; score: number }>(
    `UPDATE contest_members cm SET score = cm.score + x.d
       FROM unnest($2::uuid[], $3::int[]) AS x (m, d)
      WHERE cm.contest_id = $1 AND cm.member_id = x.m
      RETURNING cm.member_id::text AS "memberId", cm.league, cm.score`,
    [contestId, ids, ids.map((id) => deltas.get(id)!)],
  );
  const changes: { league: number; score: number; delta: number }[] = [];
  for (const r of rows) {
    const d = deltas.get(r.memberId)!;
    changes.push({ league: r.league, score: r.score - d, delta: -1 }, { league: r.league, score: r.score, delta: 1 });
    result.set(r.memberId, { league: r.league, score: r.score });
  }
  await addScoreCounts(tx, contestId, changes, at);
  return result;
}

export interface WithdrawnContract {
  contestId: number;
  memberId: string;
  status: ContestRow['status'];
  league: number;
  score: number;
}

/**
 * A cancelled contract leaves every contest that counted it: the member's score drops by one.
 * Answers the contests it left, with their state, for the settled ones' prizes to be taken back.
 */
export async function withdrawContestContract(tx: Queryable, contractId: number, at: Date): Promise<WithdrawnContract[]> {
  const { rows } = await tx.query<{ contestId: number }>(
    `SELECT contest_id::int AS "contestId" FROM contest_contracts WHERE contract_id = $1 AND withdrawn_at IS NULL ORDER BY contest_id`,
    [contractId],
  );
  const left: WithdrawnContract[] = [];
  for (const { contestId } of rows) {
    // Waits for a settlement under way, so a cancellation after it takes the prize back.
    const { rows: st } = await tx.query<{ status: ContestRow['status'] }>('SELECT status FROM contests WHERE id = $1 FOR SHARE', [
      contestId,
    ]);
    const { rows: w } = await tx.query<{ memberId: string }>(
      `UPDATE contest_contracts SET withdrawn_at = $3 WHERE contest_id = $1 AND contract_id = $2 AND withdrawn_at IS NULL
       RETURNING member_id::text AS "memberId"`,
      [contestId, contractId, at],
    );
    if (!w[0]) continue;
    const changed = await changeScores(tx, contestId, new Map([[w[0].memberId, -1]]), at);
    const now = changed.get(w[0].memberId)!;
    left.push({ contestId, memberId: w[0].memberId, status: st[0]!.status, league: now.league, score: now.score });
  }
  return left;
}

/** A league's histogram, highest score first (rows with members only). */
export async function scoreCounts(
  db: Queryable,
  contestId: number,
  league: number,
): Promise<{ score: number; members: number }[]> {
  const { rows } = await db.query<{ score: number; members: number }>(
    `SELECT score, members FROM contest_score_counts WHERE contest_id = $1 AND league = $2 AND members > 0 ORDER BY score DESC`,
    [contestId, league],
    { prepared: true },
  );
  return rows;
}

/** 1 + the members with more: equal scores share a place. */
export function placeOf(histogram: readonly { score: number; members: number }[], score: number): number {
  let above = 0;
  for (const h of histogram) if (h.score > score) above += h.members;
  return above + 1;
}

/**
 * The score of the `k`-th best member of a league without the member asking (their own score
 * taken out of the histogram), 0 when fewer than k others are there.
 */
export function scoreAt(histogram: readonly { score: number; members: number }[], k: number, own: number): number {
  let seen = 0;
  for (const h of histogram) {
    seen += h.score === own ? h.members - 1 : h.members;
    if (seen >= k) return h.score;
  }
  return 0;
}
