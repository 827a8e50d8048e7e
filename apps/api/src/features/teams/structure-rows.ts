// The structure brought whole, a row at a time (decision 0065): the back office's file and the partner
// API's batch give the same rows to `applyStructureRows`. A row names a dealer, a point and a team by
// their names (adding those not yet known), a member by phone, their role and first day. Each row runs
// under a savepoint of the caller's transaction: a refused row leaves nothing behind — not even the
// dealer, point or team it would have added — and the rows after it go on. The placing and the
// supervisor's request are memberships.ts's own, with all their checks.
import {
  countRu,
  DATE_MAX,
  TEAM_NAME_MAX,
  SALES_POINT_ADDRESS_MAX,
  isValidInn,
  normaliseRecipientPhone,
  type TeamImportOutcome,
  type TeamImportRole,
  type TeamImportSummary,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { russianDate } from '../../lib/moscow-time.js';
import { normaliseDate } from '../../lib/written-date.js';
import type { Checker } from '../approvals/service.js';
import { placeAgent, requestSupervisor } from './memberships.js';
import * as q from './queries.js';
import { createDealer, createSalesPoint, createTeam } from './structure.js';

/** A row as written: cells trimmed, nothing judged yet. */
export interface StructureRowInput {
  /** The file's line, or the batch's index. */
  line: number;
  dealer: string;
  dealerInn: string;
  point: string;
  pointAddress: string;
  team: string;
  phone: string;
  role: string;
  from: string;
}

interface StructureRow {
  dealer: string;
  dealerInn: string | null;
  point: string;
  pointAddress: string;
  team: string;
  phone: string;
  role: TeamImportRole;
  from: string;
}

class RowRefusal extends Error {}

const SYMBOLS = ['символа', 'символов', 'символов'] as const;

const ROLES: Record<string, TeamImportRole> = {
  '': 'agent',
  agent: 'agent',
  агент: 'agent',
  supervisor: 'supervisor',
  руководитель: 'supervisor',
};

function named(value: string, what: string): string {
  if (value === '') throw new RowRefusal(`Не указано название: ${what}`);
  if (value.length > TEAM_NAME_MAX) throw new RowRefusal(`Название длиннее ${countRu(TEAM_NAME_MAX, SYMBOLS)}: ${what}`);
  return value;
}

/** The row's cells read and checked, or a refusal naming what is wrong. */
function readRow(raw: StructureRowInput): StructureRow {
  const phone = normaliseRecipientPhone(raw.phone);
  if (!phone) throw new RowRefusal('Телефон не распознан: нужен мобильный номер вида +7 9XX XXX-XX-XX');
  const inn = raw.dealerInn.replace(/\s/g, '');
  if (inn !== '' && !isValidInn(inn)) {
    throw new RowRefusal('ИНН дилера — 10 цифр организации или 12 цифр предпринимателя, с верными контрольными цифрами');
  }
  if (raw.pointAddress.length > SALES_POINT_ADDRESS_MAX) {
    throw new RowRefusal(`Адрес точки продаж длиннее ${countRu(SALES_POINT_ADDRESS_MAX, SYMBOLS)}`);
  }
  const role = ROLES[raw.role.toLowerCase()];
  if (!role) throw new RowRefusal('Роль — «агент» или «руководитель»');
  const from = normaliseDate(raw.from);
  if (!from) throw new RowRefusal('Первый день не распознан: нужна дата вида ГГГГ-ММ-ДД или ДД.ММ.ГГГГ');
  // The back office's own form takes days up to DATE_MAX: a file's typo of a century ahead is refused alike.
  if (from > DATE_MAX) throw new RowRefusal(`Первый день — не позже ${russianDate(DATE_MAX)}`);
  return {
    dealer: named(raw.dealer, 'дилер'),
    dealerInn: inn === '' ? null : inn,
    point: named(raw.point, 'точка продаж'),
    pointAddress: raw.pointAddress,
    team: named(raw.team, 'команда'),
    phone,
    role,
    from,
  };
}

type Created = TeamImportSummary['created'];

async function idOf(tx: Queryable, sql: string, params: unknown[]): Promise<{ id: string; inn?: string | null } | undefined> {
  return (await tx.query<{ id: string; inn?: string | null }>(sql, params)).rows[0];
}

/** The team the row names, adding its dealer, point or team when the structure has none by that name. */
async function teamOfRow(tx: Queryable, who: Checker, row: StructureRow, created: Created, now: Date): Promise<string> {
  let dealer = await idOf(tx, 'SELECT id::text, inn FROM dealers WHERE name = $1', [row.dealer]);
  if (!dealer) {
    dealer = await createDealer(tx, who, { name: row.dealer, inn: row.dealerInn }, now);
    created.dealers += 1;
  } else if (row.dealerInn !== null && dealer.inn != null && dealer.inn !== row.dealerInn) {
    throw new RowRefusal(`У дилера «${row.dealer}» в программе другой ИНН: ${dealer.inn}`);
  }
  let point = await idOf(tx, 'SELECT id::text FROM sales_points WHERE dealer_id = $1 AND name = $2', [dealer.id, row.point]);
  if (!point) {
    point = await createSalesPoint(tx, who, { dealerId: dealer.id, name: row.point, address: row.pointAddress }, now);
    created.points += 1;
  }
  let team = await idOf(tx, 'SELECT id::text FROM teams WHERE point_id = $1 AND name = $2', [point.id, row.team]);
  if (!team) {
    team = await createTeam(tx, who, { pointId: point.id, name: row.team }, now);
    created.teams += 1;
  }
  return team.id;
}

async function applyRow(
  tx: Queryable,
  who: Checker,
  row: StructureRow,
  created: Created,
  now: Date,
): Promise<TeamImportOutcome['result']> {
  const member = await idOf(tx, 'SELECT id::text FROM members WHERE phone = $1', [row.phone]);
  if (!member) throw new RowRefusal(`Участник с телефоном +${row.phone} не найден`);
  const teamId = await teamOfRow(tx, who, row, created, now);
  if (row.role === 'agent') {
    const open = (await q.agentSpans(tx, member.id)).find((s) => s.to === null);
    if (open?.teamId === teamId && open.from <= row.from) return 'unchanged';
    await placeAgent(tx, who, teamId, { memberId: member.id, from: row.from }, now);
    return 'placed';
  }
  const current = await q.openSupervisor(tx, teamId);
  if (current?.memberId === member.id && current.from <= row.from) return 'unchanged';
  const { rows: waiting } = await tx.query(
    `SELECT 1 FROM approvals WHERE kind = 'team_supervisor' AND subject = $1 AND status = 'pending'
        AND payload->>'memberId' = $2 AND payload->>'from' = $3`,
    [teamId, member.id, row.from],
  );
  if (waiting.length > 0) return 'unchanged';
  await requestSupervisor(tx, who, teamId, { memberId: member.id, from: row.from }, now);
  return 'supervisor_requested';
}

/** Applies the rows in order inside `tx`, each under its own savepoint; every row is answered. */
export async function applyStructureRows(
  tx: Queryable,
  who: Checker,
  rows: readonly StructureRowInput[],
  now: Date,
): Promise<TeamImportSummary> {
  const summary: TeamImportSummary = {
    rows: rows.length,
    placed: 0,
    supervisorsRequested: 0,
    unchanged: 0,
    refused: 0,
    created: { dealers: 0, points: 0, teams: 0 },
    outcomes: [],
  };
  for (const raw of rows) {
    const created: Created = { dealers: 0, points: 0, teams: 0 };
    await tx.query('SAVEPOINT structure_row');
    try {
      const result = await applyRow(tx, who, readRow(raw), created, now);
      await tx.query('RELEASE SAVEPOINT structure_row');
      summary.outcomes.push({ line: raw.line, result, message: null });
      if (result === 'placed') summary.placed += 1;
      else if (result === 'supervisor_requested') summary.supervisorsRequested += 1;
      else summary.unchanged += 1;
      summary.created.dealers += created.dealers;
      summary.created.points += created.points;
      summary.created.teams += created.teams;
    } catch (err) {
      if (!(err instanceof RowRefusal || err instanceof AppError)) throw err;
      await tx.query('ROLLBACK TO SAVEPOINT structure_row');
      summary.outcomes.push({ line: raw.line, result: 'refused', message: err.message });
      summary.refused += 1;
    }
  }
  return summary;
}

/** A summary without its rows' outcomes: what the audit log keeps of an import. */
export function countsOf(s: TeamImportSummary): Omit<TeamImportSummary, 'outcomes'> {
  return {
    rows: s.rows,
    placed: s.placed,
    supervisorsRequested: s.supervisorsRequested,
    unchanged: s.unchanged,
    refused: s.refused,
    created: s.created,
  };
}
