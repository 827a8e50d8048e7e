// Closing a month (docs/product.md «Закрытие месяца»): an admin proposes, and the proposal waits at
// the approvals door (decision 0060: never its maker, the cooling-off of decision 0029) for another
// admin, whose approval closes it. Closing locks the month in the ledger (migration 0106's guard,
// migration 0124's form of it) and queues the job that makes each active agent's document. `periods`
// holds the closed months; a month whose proposal waits is read from the door.
import { monthYearTitle, type Approval, type OrganiserRequisite, type Period } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { addMonths, moscowMonth, moscowMonthSpan } from '../../lib/moscow-time.js';
import {
  getApproval,
  listPendingApprovals,
  pendingApprovalOf,
  requestApproval,
  type ApprovalEffect,
  type Checker,
} from '../approvals/service.js';
import { audit } from '../audit/service.js';
import { emitWebhookEvent } from '../webhooks/service.js';
import { makeDocumentsJob } from './documents-job.js';
import { missingRequisites, requireOrganiser, type OrganiserEnv } from './organiser.js';

export { listDocuments, makeAllDocuments, readDocument, type DocumentContent } from './documents.js';

/** Months the list shows: this one and the eleven before it. */
const LISTED_MONTHS = 12;

interface Row {
  month: string;
  requested_by: string;
  requested_at: Date;
  closed_by: string;
  closed_at: Date;
  documents_made_at: Date | null;
  documents: number;
  signed: number;
  accepted: number;
}

async function readClosed(db: Queryable, months: string[], now: Date): Promise<Map<string, Row>> {
  const { rows } = await db.query<Row>(
    `SELECT to_char(p.month, 'YYYY-MM') AS month, r.email AS requested_by, p.requested_at, c.email AS closed_by, p.closed_at, p.documents_made_at,
            count(d.id)::int AS documents, count(d.signed_at)::int AS signed,
            count(d.id) FILTER (WHERE d.signed_at IS NULL AND d.objection_until <= $2)::int AS accepted
       FROM periods p JOIN operators r ON r.id = p.requested_by JOIN operators c ON c.id = p.closed_by
       LEFT JOIN period_documents d ON d.month = p.month
      WHERE p.month = ANY($1::date[])
      GROUP BY p.month, r.email, c.email`,
    [months.map((m) => `${m}-01`), now],
  );
  return new Map(rows.map((r) => [r.month, r]));
}

function toPeriod(month: string, closed: Row | undefined, proposal: Approval | undefined, current: string): Period {
  return {
    month,
    title: monthYearTitle(month),
    status: closed ? 'closed' : proposal ? 'pending' : 'open',
    ended: month < current,
    requestedBy: closed?.requested_by ?? proposal?.madeBy ?? null,
    requestedAt: closed?.requested_at.toISOString() ?? proposal?.madeAt ?? null,
    approval: closed ? null : (proposal ?? null),
    closedBy: closed?.closed_by ?? null,
    closedAt: closed?.closed_at.toISOString() ?? null,
    preparing: closed !== undefined && closed.documents_made_at === null,
    documents: closed?.documents ?? 0,
    signed: closed?.signed ?? 0,
    accepted: closed?.accepted ?? 0,
  };
}

async function readPeriods(db: Queryable, months: string[], now: Date): Promise<Period[]> {
  const closed = await readClosed(db, months, now);
  const proposals = new Map((await listPendingApprovals(db, { kind: 'period_close' })).map((a) => [a.subject, a]));
  const current = moscowMonth(now);
  return months.map((m) => toPeriod(m, closed.get(m), proposals.get(m), current));
}

/** The months, and the organiser's requisites still missing: the screen says no month may be closed before anyone tries. */
export async function listPeriods(
  db: Queryable,
  env: OrganiserEnv,
  now: Date,
): Promise<{ periods: Period[]; organiserMissing: OrganiserRequisite[] }> {
  const current = moscowMonth(now);
  const months = Array.from({ length: LISTED_MONTHS }, (_, i) => addMonths(current, -i));
  return { periods: await readPeriods(db, months, now), organiserMissing: missingRequisites(env) };
}

async function readPeriod(db: Queryable, month: string, now: Date): Promise<Period> {
  return (await readPeriods(db, [month], now))[0]!;
}

/** The approval screen's line; migration 0124 wrote the same words for the proposals it moved. */
export const periodCloseSummary = (month: string) => `Закрыть месяц «${monthYearTitle(month)}»`;

/** What closing does, as the approving admin reads it. */
export const PERIOD_CLOSE_EFFECT =
  'Строки месяца будут заперты навсегда, и каждый агент с движениями за месяц получит документ месяца: документы готовятся в фоне. ' +
  'Отменить закрытие нельзя: исправления лягут строками в открытый месяц.';

/** A month's proposal and its close are taken one at a time, so that two proposals made at once are one. */
const lockMonth = (tx: Queryable, month: string) => tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`period ${month}`]);

async function isClosed(tx: Queryable, month: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM periods WHERE month = $1', [`${month}-01`]);
  return rows.length > 0;
}

/**
 * An admin proposes to close an ended month: the proposal waits at the approvals door for another
 * admin. Refused while the organiser's requisites are not all set: its documents would name one party
 * (docs/product.md §12c).
 */
export async function requestClose(deps: { db: Db; env: OrganiserEnv }, who: Checker, month: string, now: Date): Promise<Period> {
  const { db } = deps;
  if (month >= moscowMonth(now)) throw new AppError('period_not_ended');
  await db.transaction(async (tx) => {
    await lockMonth(tx, month);
    if (await isClosed(tx, month)) throw new AppError('period_closed');
    if (await pendingApprovalOf(tx, 'period_close', month)) throw new AppError('period_pending');
    requireOrganiser(deps.env);
    await requestApproval(
      tx,
      who,
      {
        kind: 'period_close',
        subject: month,
        summary: periodCloseSummary(month),
        effect: PERIOD_CLOSE_EFFECT,
        payload: { month },
      },
      now,
    );
  });
  return readPeriod(db, month, now);
}

/**
 * What approving a proposal does (approval-effects.ts): the second admin closes the month — its lines
 * are locked at once, and a job makes each active agent's document of it (documents-job.ts). Refused,
 * like the proposal, while the organiser's requisites are not all set (a proposal made before a
 * restart that lost them stays waiting). Refusing a proposal changes nothing: the month stays open.
 */
export const periodCloseApproval: ApprovalEffect = {
  async apply(tx, a, { who, now, deps }) {
    const month = a.subject;
    await lockMonth(tx, month);
    requireOrganiser(deps.env);
    if (await isClosed(tx, month)) throw new AppError('period_closed');
    const { startsAt, endsAt } = moscowMonthSpan(month);
    const { madeAt } = await getApproval(tx, a.id);
    await tx.query(
      `INSERT INTO periods (month, starts_at, ends_at, requested_by, requested_at, closed_by, closed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [`${month}-01`, startsAt, endsAt, a.madeById, madeAt, who.operatorId, now],
    );
    await deps.jobs.send(tx, makeDocumentsJob, { month });
    await audit(
      tx,
      who,
      { action: 'period.closed', targetType: 'period', targetId: month, after: { approvalId: a.id, maker: a.madeBy } },
      now,
    );
    await emitWebhookEvent(tx, 'period.closed', { month, closedAt: now.toISOString() }, now, deps.jobs);
  },
};
