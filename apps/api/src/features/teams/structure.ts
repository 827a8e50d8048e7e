// Dealers, points of sale and teams (decision 0065): an admin adds and renames them; every change is
// audited. A name taken within its parent is refused in Russian (the unique constraints of 0137).
import type { Dealer, SalesPoint, Team, TeamStructure } from '@cabinet/contracts';
import { PG, pgErrorCode, type Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { listPendingApprovals, type Checker } from '../approvals/service.js';
import { audit } from '../audit/service.js';
import { EVERY_MEMBER, type Scoped } from '../dealer-scope/service.js';
import * as q from './queries.js';

async function unique<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (pgErrorCode(err) === PG.uniqueViolation) throw new AppError('team_name_taken');
    throw err;
  }
}

async function one<T>(tx: Queryable, sql: string, params: unknown[]): Promise<T> {
  const { rows } = await unique(tx.query<T>(sql, params));
  if (!rows[0]) throw new AppError('not_found');
  return rows[0];
}

const DEALER = `id::text, name, inn`;
const POINT = `id::text, dealer_id::text AS "dealerId", name, address`;
const TEAM = `id::text, point_id::text AS "pointId", name`;

export async function createDealer(
  tx: Queryable,
  who: Checker,
  body: { name: string; inn: string | null },
  now: Date,
): Promise<Dealer> {
  const d = await one<Dealer>(tx, `INSERT INTO dealers (name, inn, created_at) VALUES ($1, $2, $3) RETURNING ${DEALER}`, [
    body.name,
    body.inn,
    now,
  ]);
  await audit(tx, who, { action: 'team.dealer_created', targetType: 'dealer', targetId: d.id, after: d }, now);
  return d;
}

export async function updateDealer(
  tx: Queryable,
  who: Checker,
  id: string,
  body: { name: string; inn: string | null },
  now: Date,
): Promise<Dealer> {
  const before = await one<Dealer>(tx, `SELECT ${DEALER} FROM dealers WHERE id = $1 FOR UPDATE`, [id]);
  const d = await one<Dealer>(tx, `UPDATE dealers SET name = $2, inn = $3 WHERE id = $1 RETURNING ${DEALER}`, [
    id,
    body.name,
    body.inn,
  ]);
  await audit(tx, who, { action: 'team.dealer_updated', targetType: 'dealer', targetId: id, before, after: d }, now);
  return d;
}

export async function createSalesPoint(
  tx: Queryable,
  who: Checker,
  body: { dealerId: string; name: string; address: string },
  now: Date,
): Promise<SalesPoint> {
  await one(tx, 'SELECT 1 AS found FROM dealers WHERE id = $1', [body.dealerId]);
  const p = await one<SalesPoint>(
    tx,
    `INSERT INTO sales_points (dealer_id, name, address, created_at) VALUES ($1, $2, $3, $4) RETURNING ${POINT}`,
    [body.dealerId, body.name, body.address, now],
  );
  await audit(tx, who, { action: 'team.point_created', targetType: 'sales_point', targetId: p.id, after: p }, now);
  return p;
}

export async function updateSalesPoint(
  tx: Queryable,
  who: Checker,
  id: string,
  body: { name: string; address: string },
  now: Date,
): Promise<SalesPoint> {
  const before = await one<SalesPoint>(tx, `SELECT ${POINT} FROM sales_points WHERE id = $1 FOR UPDATE`, [id]);
  const p = await one<SalesPoint>(tx, `UPDATE sales_points SET name = $2, address = $3 WHERE id = $1 RETURNING ${POINT}`, [
    id,
    body.name,
    body.address,
  ]);
  await audit(tx, who, { action: 'team.point_updated', targetType: 'sales_point', targetId: id, before, after: p }, now);
  return p;
}

export async function createTeam(tx: Queryable, who: Checker, body: { pointId: string; name: string }, now: Date): Promise<Team> {
  await one(tx, 'SELECT 1 AS found FROM sales_points WHERE id = $1', [body.pointId]);
  const t = await one<Team>(tx, `INSERT INTO teams (point_id, name, created_at) VALUES ($1, $2, $3) RETURNING ${TEAM}`, [
    body.pointId,
    body.name,
    now,
  ]);
  await audit(tx, who, { action: 'team.created', targetType: 'team', targetId: t.id, after: t }, now);
  return t;
}

export async function updateTeam(tx: Queryable, who: Checker, id: string, body: { name: string }, now: Date): Promise<Team> {
  const before = await one<Team>(tx, `SELECT ${TEAM} FROM teams WHERE id = $1 FOR UPDATE`, [id]);
  const t = await one<Team>(tx, `UPDATE teams SET name = $2 WHERE id = $1 RETURNING ${TEAM}`, [id, body.name]);
  await audit(tx, who, { action: 'team.updated', targetType: 'team', targetId: id, before, after: t }, now);
  return t;
}

/**
 * The tree on a day: each team with its supervisor that day, its agents' count, and a supervisor's
 * change waiting. An operator limited to dealers (decision 0066) reads their dealers' branches.
 */
export async function readStructure(db: Queryable, on: string, op: Scoped = EVERY_MEMBER): Promise<TeamStructure> {
  const rows = await q.structureOn(db, on, op);
  const pending = new Map((await listPendingApprovals(db, { kind: 'team_supervisor' }, op)).map((a) => [a.subject, a]));
  const dealers: TeamStructure['dealers'] = [];
  for (const r of rows) {
    let dealer = dealers.at(-1);
    if (dealer?.id !== r.dealerId) {
      dealer = { id: r.dealerId, name: r.dealerName, inn: r.inn, points: [] };
      dealers.push(dealer);
    }
    if (r.pointId === null) continue;
    let point = dealer.points.at(-1);
    if (point?.id !== r.pointId) {
      point = { id: r.pointId, name: r.pointName!, address: r.address!, teams: [] };
      dealer.points.push(point);
    }
    if (r.teamId === null) continue;
    point.teams.push({
      id: r.teamId,
      name: r.teamName!,
      supervisor:
        r.supervisorId === null ? null : { memberId: r.supervisorId, fullName: r.supervisorName ?? '', from: r.supervisorFrom! },
      pendingSupervisor: pending.get(r.teamId) ?? null,
      agents: r.agents,
    });
  }
  return { on, dealers };
}
