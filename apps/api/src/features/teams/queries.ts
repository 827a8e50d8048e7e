// The team structure's rows (migration 0137, decision 0065). Dates are Moscow calendar days, read as
// `YYYY-MM-DD` text; a range is half-open [valid_from, valid_to), valid_to NULL while it lasts.
import type { Queryable } from '../../db/types.js';
import { dealerScopeSql, type Scoped } from '../dealer-scope/service.js';

/** Every structural write takes this lock first: the cycle rule reads other members' rows too. */
export async function lockStructure(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['team structure']);
}

export interface MemberRow {
  id: string;
  status: 'active' | 'blocked';
  fullName: string;
}

const FULL_NAME = `concat_ws(' ', nullif(m.last_name, ''), nullif(m.first_name, ''), nullif(m.middle_name, ''))`;

/** The member, their row locked: their memberships are checked for overlap under it. */
export async function lockMember(tx: Queryable, memberId: string): Promise<MemberRow | undefined> {
  const { rows } = await tx.query<MemberRow>(
    `SELECT m.id, m.status, ${FULL_NAME} AS "fullName" FROM members m WHERE m.id = $1 FOR UPDATE`,
    [memberId],
  );
  return rows[0];
}

export async function memberExists(db: Queryable, memberId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM members WHERE id = $1', [memberId])).rows.length > 0;
}

export interface TeamRow {
  id: string;
  name: string;
  pointId: string;
}

export async function findTeam(db: Queryable, id: string, forUpdate = false): Promise<TeamRow | undefined> {
  const { rows } = await db.query<TeamRow>(
    `SELECT id::text, name, point_id::text AS "pointId" FROM teams WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export interface SpanRow {
  id: string;
  teamId: string;
  from: string;
  /** Exclusive: the first day no longer in it. */
  to: string | null;
}

const SPAN = `id::text, team_id::text AS "teamId", to_char(valid_from, 'YYYY-MM-DD') AS "from", to_char(valid_to, 'YYYY-MM-DD') AS "to"`;

export async function agentSpans(db: Queryable, memberId: string): Promise<SpanRow[]> {
  const { rows } = await db.query<SpanRow>(`SELECT ${SPAN} FROM team_agents WHERE member_id = $1 ORDER BY valid_from`, [
    memberId,
  ]);
  return rows;
}

export async function openSupervisor(db: Queryable, teamId: string): Promise<(SpanRow & { memberId: string }) | undefined> {
  const { rows } = await db.query<SpanRow & { memberId: string }>(
    `SELECT ${SPAN}, member_id::text AS "memberId" FROM team_supervisors WHERE team_id = $1 AND valid_to IS NULL`,
    [teamId],
  );
  return rows[0];
}

export async function insertAgent(tx: Queryable, memberId: string, teamId: string, from: string): Promise<void> {
  await tx.query('INSERT INTO team_agents (member_id, team_id, valid_from) VALUES ($1, $2, $3)', [memberId, teamId, from]);
}

export async function closeAgentSpan(tx: Queryable, id: string, to: string): Promise<void> {
  await tx.query('UPDATE team_agents SET valid_to = $2 WHERE id = $1', [id, to]);
}

export async function closeSupervisorSpan(tx: Queryable, id: string, to: string): Promise<void> {
  await tx.query('UPDATE team_supervisors SET valid_to = $2 WHERE id = $1', [id, to]);
}

export async function insertSupervisor(
  tx: Queryable,
  teamId: string,
  memberId: string,
  from: string,
  approvalId: number,
): Promise<void> {
  await tx.query('INSERT INTO team_supervisors (team_id, member_id, valid_from, approval_id) VALUES ($1, $2, $3, $4)', [
    teamId,
    memberId,
    from,
    approvalId,
  ]);
}

/** Whether `memberId` is an agent of `teamId` on any day from `from` on. */
export async function isAgentFrom(db: Queryable, memberId: string, teamId: string, from: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM team_agents WHERE member_id = $1 AND team_id = $2 AND (valid_to IS NULL OR valid_to > $3) LIMIT 1',
    [memberId, teamId, from],
  );
  return rows.length > 0;
}

/** Whether `memberId` supervises `teamId` on any day from `from` on. */
export async function supervisesFrom(db: Queryable, memberId: string, teamId: string, from: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM team_supervisors WHERE member_id = $1 AND team_id = $2 AND (valid_to IS NULL OR valid_to > $3) LIMIT 1',
    [memberId, teamId, from],
  );
  return rows.length > 0;
}

/**
 * The cycle rule (decision 0065), every range compared with the new one [from, …): would `supervisor`,
 * supervising `teamId`, be an agent of a team whose supervisor is an agent of `teamId`?
 */
export async function supervisorWouldCycle(db: Queryable, supervisor: string, teamId: string, from: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM team_agents sb
       JOIN team_supervisors xb ON xb.team_id = sb.team_id AND (xb.valid_to IS NULL OR xb.valid_to > $3)
       JOIN team_agents xa ON xa.member_id = xb.member_id AND xa.team_id = $2 AND (xa.valid_to IS NULL OR xa.valid_to > $3)
      WHERE sb.member_id = $1 AND (sb.valid_to IS NULL OR sb.valid_to > $3) LIMIT 1`,
    [supervisor, teamId, from],
  );
  return rows.length > 0;
}

/**
 * The same rule seen from the agent's side: would `agent`, joining `teamId`, be supervised there by
 * an agent of a team `agent` supervises?
 */
export async function agentWouldCycle(db: Queryable, agent: string, teamId: string, from: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM team_supervisors sa
       JOIN team_supervisors st ON st.team_id = $2 AND (st.valid_to IS NULL OR st.valid_to > $3)
       JOIN team_agents ag ON ag.member_id = st.member_id AND ag.team_id = sa.team_id AND (ag.valid_to IS NULL OR ag.valid_to > $3)
      WHERE sa.member_id = $1 AND (sa.valid_to IS NULL OR sa.valid_to > $3) LIMIT 1`,
    [agent, teamId, from],
  );
  return rows.length > 0;
}

export interface HistoryRow {
  teamId: string;
  teamName: string;
  pointName: string;
  dealerName: string;
  from: string;
  to: string | null;
}

export async function history(db: Queryable, table: 'team_agents' | 'team_supervisors', memberId: string): Promise<HistoryRow[]> {
  const { rows } = await db.query<HistoryRow>(
    `SELECT t.id::text AS "teamId", t.name AS "teamName", p.name AS "pointName", d.name AS "dealerName",
            to_char(s.valid_from, 'YYYY-MM-DD') AS "from", to_char(s.valid_to, 'YYYY-MM-DD') AS "to"
       FROM ${table} s JOIN teams t ON t.id = s.team_id JOIN sales_points p ON p.id = t.point_id JOIN dealers d ON d.id = p.dealer_id
      WHERE s.member_id = $1 ORDER BY s.valid_from, s.id`,
    [memberId],
    // Read on every call of a supervisor's «Команда» (teamsSupervisedBy): planned once per connection.
    { prepared: true },
  );
  return rows;
}

export interface StructureRow {
  dealerId: string;
  dealerName: string;
  inn: string | null;
  pointId: string | null;
  pointName: string | null;
  address: string | null;
  teamId: string | null;
  teamName: string | null;
  supervisorId: string | null;
  supervisorName: string | null;
  supervisorFrom: string | null;
  agents: number;
}

/** The whole structure on a day (the operator's dealers' part), one row per team (or per point or dealer without one). */
export async function structureOn(db: Queryable, on: string, op: Scoped): Promise<StructureRow[]> {
  const params: unknown[] = [on];
  const scope = dealerScopeSql(op, 'd.id', params);
  const { rows } = await db.query<StructureRow>(
    `SELECT d.id::text AS "dealerId", d.name AS "dealerName", d.inn, p.id::text AS "pointId", p.name AS "pointName", p.address,
            t.id::text AS "teamId", t.name AS "teamName", s.member_id::text AS "supervisorId",
            ${FULL_NAME} AS "supervisorName", to_char(s.valid_from, 'YYYY-MM-DD') AS "supervisorFrom",
            (SELECT count(*) FROM team_agents a WHERE a.team_id = t.id AND a.valid_from <= $1 AND (a.valid_to IS NULL OR a.valid_to > $1))::int AS agents
       FROM dealers d
       LEFT JOIN sales_points p ON p.dealer_id = d.id
       LEFT JOIN teams t ON t.point_id = p.id
       LEFT JOIN team_supervisors s ON s.team_id = t.id AND s.valid_from <= $1 AND (s.valid_to IS NULL OR s.valid_to > $1)
       LEFT JOIN members m ON m.id = s.member_id
      WHERE ${scope}
      ORDER BY d.name, d.id, p.name, p.id, t.name, t.id`,
    params,
  );
  return rows;
}
