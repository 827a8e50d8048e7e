// The rows of targets cascaded through the teams (migration 0141, decision 0067): a month's target
// per dealer, point of sale, team and agent, and the contracts that weigh and measure them.
import type { Queryable } from '../../db/types.js';

export type CascadeLevel = 'dealer' | 'point' | 'team' | 'agent';

/** Every write of a month's cascade takes this lock first: an agent's share is one per member and month. */
export async function lockCascadeMonth(tx: Queryable, month: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`target cascade ${month}`]);
}

export interface CascadeRow {
  level: CascadeLevel;
  dealerId: string;
  pointId: string | null;
  teamId: string | null;
  memberId: string | null;
  contracts: number;
  byHand: boolean;
  setBy: string;
  setAt: Date;
}

const ROW = `level, dealer_id::text AS "dealerId", point_id::text AS "pointId", team_id::text AS "teamId",
  member_id::text AS "memberId", contracts, by_hand AS "byHand", set_by::text AS "setBy", set_at AS "setAt"`;

/** The month's rows (`YYYY-MM`), of one dealer or of all. */
export async function cascadeRows(db: Queryable, month: string, dealerId: string | null): Promise<CascadeRow[]> {
  const { rows } = await db.query<CascadeRow>(
    `SELECT ${ROW} FROM cascade_targets WHERE month = $1::date AND ($2::bigint IS NULL OR dealer_id = $2::bigint)`,
    [`${month}-01`, dealerId],
  );
  return rows;
}

/** The node whose rows below are rewritten: a dealer, a point or a team. */
export interface CascadeScope {
  level: Exclude<CascadeLevel, 'agent'>;
  id: string;
}

/**
 * Deletes the month's rows below `scope` (the dealer's own with them when `withTop`), and the agent
 * rows of `memberIds` anywhere else — a member has one share a month, and moved since it was split.
 * Answers the members whose shares were deleted.
 */
export async function deleteBelow(
  tx: Queryable,
  month: string,
  scope: CascadeScope,
  withTop: boolean,
  memberIds: readonly string[],
): Promise<string[]> {
  const column = { dealer: 'dealer_id', point: 'point_id', team: 'team_id' }[scope.level];
  const { rows } = await tx.query<{ memberId: string | null }>(
    `DELETE FROM cascade_targets
      WHERE month = $1::date
        AND ((${column} = $2::bigint AND ($3::boolean OR level <> $4)) OR (level = 'agent' AND member_id = ANY($5::uuid[])))
      RETURNING member_id::text AS "memberId"`,
    [`${month}-01`, scope.id, withTop, scope.level, memberIds],
  );
  return rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId]));
}

export async function insertRows(tx: Queryable, month: string, rows: readonly CascadeRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO cascade_targets (month, level, dealer_id, point_id, team_id, member_id, contracts, by_hand, set_by, set_at)
     SELECT $1::date, r.* FROM unnest($2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::uuid[], $7::int[], $8::boolean[],
                                     $9::uuid[], $10::timestamptz[]) AS r`,
    [
      `${month}-01`,
      rows.map((r) => r.level),
      rows.map((r) => r.dealerId),
      rows.map((r) => r.pointId),
      rows.map((r) => r.teamId),
      rows.map((r) => r.memberId),
      rows.map((r) => r.contracts),
      rows.map((r) => r.byHand),
      rows.map((r) => r.setBy),
      rows.map((r) => r.setAt),
    ],
  );
}

/** A stay of an agent in a team: its first and last day within the period asked. */
export interface Stay {
  teamId: string;
  memberId: string;
  from: string;
  lastDay: string;
}

/** The active contracts each stay's member signed on its days, in the order of `stays`. */
export async function contractsOfStays(db: Queryable, stays: readonly Stay[]): Promise<number[]> {
  if (stays.length === 0) return [];
  const { rows } = await db.query<{ i: number; n: number }>(
    `SELECT x.i::int AS i, count(*)::int AS n
       FROM unnest($1::uuid[], $2::date[], $3::date[]) WITH ORDINALITY AS x (member_id, f, l, i)
       JOIN contracts c ON c.member_id = x.member_id AND c.signed_on BETWEEN x.f AND x.l AND c.status = 'active'
      GROUP BY x.i`,
    [stays.map((s) => s.memberId), stays.map((s) => s.from), stays.map((s) => s.lastDay)],
  );
  const counts = stays.map(() => 0);
  for (const r of rows) counts[r.i - 1] = r.n;
  return counts;
}

export interface AgentName {
  id: string;
  phone: string;
  /** «Фамилия Имя Отчество», empty when the member has not told it. */
  fullName: string;
}

export async function agentNames(db: Queryable, memberIds: readonly string[]): Promise<Map<string, AgentName>> {
  if (memberIds.length === 0) return new Map();
  const { rows } = await db.query<AgentName>(
    `SELECT id::text AS id, phone, concat_ws(' ', nullif(last_name, ''), nullif(first_name, ''), nullif(middle_name, '')) AS "fullName"
       FROM members WHERE id = ANY($1::uuid[])`,
    [memberIds],
  );
  return new Map(rows.map((r) => [r.id, r]));
}
