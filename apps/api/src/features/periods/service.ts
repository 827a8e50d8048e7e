// Closing a month (docs/product.md «Закрытие месяца»): an admin proposes, another admin closes
// (maker–checker, decision 0029's cooling-off included). Closing locks the month in the ledger
// (migration 0106's guard) and makes each active agent's document in the same transaction.
import { monthYearTitle, type OrganiserRequisite, type Period, type PeriodStatus } from '@cabinet/contracts';
import type { JobSender } from '../../jobs/queue.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { addMonths, moscowMonth, moscowMonthSpan } from '../../lib/moscow-time.js';
import { audit, type AuditActor } from '../audit/service.js';
import { auditingCoolingOff, refuseCoolingOff } from '../operators/service.js';
import { makeDocumentsJob } from './documents-job.js';
import { missingRequisites, requireOrganiser, type OrganiserEnv } from './organiser.js';

export { listDocuments, makeAllDocuments, readDocument, type DocumentContent } from './documents.js';

type Operator = AuditActor & { operatorId: string };

/** Months the list shows: this one and the eleven before it. */
const LISTED_MONTHS = 12;

interface Row {
  month: string;
  status: Exclude<PeriodStatus, 'open'>;
  requested_by: string;
  requested_at: Date;
  closed_by: string | null;
  closed_at: Date | null;
  documents_made_at: Date | null;
  documents: number;
  signed: number;
  accepted: number;
}

async function readPeriods(db: Queryable, months: string[], now: Date): Promise<Map<string, Row>> {
  const { rows } = await db.query<Row>(
    `SELECT to_char(p.month, 'YYYY-MM') AS month, p.status, r.email AS requested_by, p.requested_at, c.email AS closed_by, p.closed_at, p.documents_made_at,
            count(d.id)::int AS documents, count(d.signed_at)::int AS signed,
            count(d.id) FILTER (WHERE d.signed_at IS NULL AND d.objection_until <= $2)::int AS accepted
       FROM periods p JOIN operators r ON r.id = p.requested_by LEFT JOIN operators c ON c.id = p.closed_by
       LEFT JOIN period_documents d ON d.month = p.month
      WHERE p.month = ANY($1::date[])
      GROUP BY p.month, r.email, c.email, p.documents_made_at`,
    [months.map((m) => `${m}-01`), now],
  );
  return new Map(rows.map((r) => [r.month, r]));
}

function toPeriod(month: string, r: Row | undefined, current: string): Period {
  return {
    month,
    title: monthYearTitle(month),
    status: r?.status ?? 'open',
    ended: month < current,
    requestedBy: r?.requested_by ?? null,
    requestedAt: r?.requested_at.toISOString() ?? null,
    closedBy: r?.closed_by ?? null,
    closedAt: r?.closed_at?.toISOString() ?? null,
    preparing: r?.status === 'closed' && r.documents_made_at === null,
    documents: r?.documents ?? 0,
    signed: r?.signed ?? 0,
    accepted: r?.accepted ?? 0,
  };
}

/** The months, and the organiser's requisites still missing: the screen says no month may be closed before anyone tries. */
export async function listPeriods(
  db: Queryable,
  env: OrganiserEnv,
  now: Date,
): Promise<{ periods: Period[]; organiserMissing: OrganiserRequisite[] }> {
  const current = moscowMonth(now);
  const months = Array.from({ length: LISTED_MONTHS }, (_, i) => addMonths(current, -i));
  const rows = await readPeriods(db, months, now);
  return { periods: months.map((m) => toPeriod(m, rows.get(m), current)), organiserMissing: missingRequisites(env) };
}

async function readPeriod(db: Queryable, month: string, now: Date): Promise<Period> {
  const rows = await readPeriods(db, [month], now);
  return toPeriod(month, rows.get(month), moscowMonth(now));
}

/**
 * An admin proposes to close an ended month. Refused while the organiser's requisites are not all set:
 * its documents would name one party (docs/product.md §12c).
 */
export async function requestClose(
  deps: { db: Db; env: OrganiserEnv },
  who: Operator,
  month: string,
  now: Date,
): Promise<Period> {
  const { db } = deps;
  if (month >= moscowMonth(now)) throw new AppError('period_not_ended');
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM periods WHERE month = $1 FOR UPDATE', [
      `${month}-01`,
    ]);
    if (rows[0]) throw new AppError(rows[0].status === 'closed' ? 'period_closed' : 'period_pending');
    requireOrganiser(deps.env);
    const { startsAt, endsAt } = moscowMonthSpan(month);
    await tx.query(
      `INSERT INTO periods (month, status, starts_at, ends_at, requested_by, requested_at) VALUES ($1, 'pending', $2, $3, $4, $5)`,
      [`${month}-01`, startsAt, endsAt, who.operatorId, now],
    );
    await audit(tx, who, { action: 'period.close_requested', targetType: 'period', targetId: month }, now);
  });
  return readPeriod(db, month, now);
}

async function lockPending(tx: Queryable, month: string): Promise<{ requestedBy: string }> {
  const { rows } = await tx.query<{ status: string; requested_by: string }>(
    'SELECT status, requested_by FROM periods WHERE month = $1 FOR UPDATE',
    [`${month}-01`],
  );
  if (rows[0]?.status !== 'pending') throw new AppError('period_not_pending');
  return { requestedBy: rows[0].requested_by };
}

/**
 * A second admin closes the month: its lines are locked at once, and a job makes each active agent's
 * document of it (documents-job.ts). Refused, like the proposal, while the organiser's requisites are
 * not all set (a proposal made before a restart that lost them stays pending).
 */
export async function approveClose(
  deps: { db: Db; env: OrganiserEnv; jobs: JobSender },
  who: Operator,
  month: string,
  now: Date,
): Promise<Period> {
  const { db } = deps;
  await auditingCoolingOff(db, who, { type: 'period', id: month }, now, () =>
    db.transaction(async (tx) => {
      const { requestedBy } = await lockPending(tx, month);
      requireOrganiser(deps.env);
      if (requestedBy === who.operatorId) throw new AppError('own_request_approval');
      await refuseCoolingOff(tx, { checkerId: who.operatorId, makerId: requestedBy, now });
      await tx.query(`UPDATE periods SET status = 'closed', closed_by = $2, closed_at = $3 WHERE month = $1`, [
        `${month}-01`,
        who.operatorId,
        now,
      ]);
      await deps.jobs.send(tx, makeDocumentsJob, { month });
      await audit(tx, who, { action: 'period.closed', targetType: 'period', targetId: month }, now);
    }),
  );
  return readPeriod(db, month, now);
}

/** A second admin refuses the proposal, or its maker withdraws it: the month stays open. */
export async function rejectClose(db: Db, who: Operator, month: string, now: Date): Promise<Period> {
  await db.transaction(async (tx) => {
    await lockPending(tx, month);
    await tx.query('DELETE FROM periods WHERE month = $1', [`${month}-01`]);
    await audit(tx, who, { action: 'period.close_rejected', targetType: 'period', targetId: month }, now);
  });
  return readPeriod(db, month, now);
}
