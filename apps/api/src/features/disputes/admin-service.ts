// The operators' side of disputes (docs/product.md «Споры»): the queue, an answer with its reason,
// and a credit that goes through the money rule (decision 0041) at the approvals door (decision 0060)
// and names the dispute in the history.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import {
  formatPoints,
  type AdminDispute,
  type AnswerDisputeBody,
  type CreditDisputeBody,
  type DisputeQueueView,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { creditLines } from '../../ledger/member-lines.js';
import { statement } from '../../ledger/money-texts.js';
import { post } from '../../ledger/post.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStore } from '../../lib/file-store.js';
import { requestApproval, type ApprovalEffect, type Checker } from '../approvals/service.js';
import { audit } from '../audit/service.js';
import { memberScopeSql, type Scoped } from '../dealer-scope/service.js';
import { accrueClaimedContract, refuseEnteredContract } from '../rewards/service.js';
import { findFile, sendStoredFile } from '../files/service.js';
import { notify } from '../notifications/service.js';
import { overrideRecipients, overrideShare } from '../supervisor-overrides/service.js';
import { emitWebhookEvent, webhookMember } from '../webhooks/service.js';
import { adminDisputes, DISPUTE_SELECT, lateWhere, type DisputeRow } from './queries.js';
import { creditWaitsAnswer, disputeName, disputeNotice } from './texts.js';

type Operator = Checker;

const OPEN = `d.status IN ('new', 'in_progress', 'need_info')`;

/** Each view's filter, binding the moment asked about as a parameter where it needs one. */
const VIEWS: Record<DisputeQueueView, { where: (now: Date, params: unknown[]) => string; order: string }> = {
  open: { where: () => OPEN, order: 'd.created_at, d.id' },
  late: { where: lateWhere, order: 'd.first_answer_due, d.id' },
  resolved: { where: () => `NOT ${OPEN}`, order: 'd.resolved_at DESC, d.id DESC' },
  all: { where: () => 'true', order: 'd.created_at DESC, d.id DESC' },
};

export async function disputeQueue(
  db: Queryable,
  op: Scoped,
  q: { view: DisputeQueueView; skip: number; take: number },
  now: Date,
): Promise<{ items: AdminDispute[]; totalCount: number; lateCount: number }> {
  const view = VIEWS[q.view];
  const pageParams: unknown[] = [q.take, q.skip];
  const pageWhere = `${view.where(now, pageParams)} AND ${memberScopeSql(op, 'd.member_id', pageParams)}`;
  const countParams: unknown[] = [];
  const countWhere = view.where(now, countParams);
  const countScope = memberScopeSql(op, 'd.member_id', countParams);
  const [page, counts] = await Promise.all([
    db.query<DisputeRow>(`${DISPUTE_SELECT} WHERE ${pageWhere} ORDER BY ${view.order} LIMIT $1 OFFSET $2`, pageParams),
    db.query<{ total: number; late: number }>(
      `SELECT count(*) FILTER (WHERE ${countWhere})::int AS total,
              count(*) FILTER (WHERE ${lateWhere(now, countParams)})::int AS late
         FROM disputes d WHERE ${countScope}`,
      countParams,
    ),
  ]);
  return {
    items: await adminDisputes(db, page.rows, now),
    totalCount: counts.rows[0]!.total,
    lateCount: counts.rows[0]!.late,
  };
}

export async function getAdminDispute(db: Queryable, id: number, now: Date): Promise<AdminDispute> {
  const { rows } = await db.query<DisputeRow>(`${DISPUTE_SELECT} WHERE d.id = $1`, [id]);
  if (!rows[0]) throw new AppError('not_found');
  return (await adminDisputes(db, rows, now))[0]!;
}

interface Locked {
  memberId: string;
  status: AdminDispute['status'];
  creditWaits: boolean;
  /** A missing-contract claim's contract as the member described it; null for a disputed line. */
  claimed: { number: string; signedOn: string; subscriber: string } | null;
}

/** Locks an open dispute for an answer; a decided one or one whose credit waits takes none. */
async function lockOpen(tx: Queryable, id: number): Promise<Locked> {
  const { rows } = await tx.query<{
    member_id: string;
    status: Locked['status'];
    resolved_at: Date | null;
    waits: boolean;
    number: string | null;
    signed_on: string | null;
    subscriber: string | null;
  }>(
    `SELECT d.member_id, d.status, d.resolved_at, d.contract_number AS number,
            to_char(d.contract_date, 'YYYY-MM-DD') AS signed_on, d.subscriber,
            EXISTS (SELECT 1 FROM approvals a
                     WHERE a.kind = 'dispute_credit' AND a.subject = d.id::text AND a.status = 'pending') AS waits
       FROM disputes d WHERE d.id = $1 FOR UPDATE OF d`,
    [id],
  );
  const r = rows[0];
  if (!r) throw new AppError('not_found');
  if (r.resolved_at !== null) throw new AppError('dispute_closed');
  const claimed = r.number === null ? null : { number: r.number, signedOn: r.signed_on!, subscriber: r.subscriber! };
  return { memberId: r.member_id, status: r.status, creditWaits: r.waits, claimed };
}

async function recordAnswer(
  tx: Queryable,
  a: {
    id: number;
    operatorId: string | null;
    author: 'operator' | 'system';
    status: AdminDispute['status'];
    text: string;
    now: Date;
  },
) {
  await tx.query(
    `INSERT INTO dispute_answers (dispute_id, operator_id, author, status, text, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [a.id, a.operatorId, a.author, a.status, a.text, a.now],
  );
}

/** The company's systems hear each answer the member reads (`dispute.answered`). */
async function tellCompany(
  tx: Queryable,
  jobs: JobSender,
  a: {
    id: number;
    memberId: string;
    status: 'in_progress' | 'need_info' | 'refused' | 'credited';
    text: string;
    credited: number | null;
    now: Date;
  },
): Promise<void> {
  await emitWebhookEvent(
    tx,
    'dispute.answered',
    {
      disputeId: a.id,
      member: await webhookMember(tx, a.memberId),
      status: a.status,
      text: a.text,
      credited: a.credited,
      answeredAt: a.now.toISOString(),
    },
    a.now,
    jobs,
  );
}

/** «В работе», «Нужна информация» or a refusal, each with the text the member reads. */
export async function answerDispute(
  db: Db,
  jobs: JobSender,
  who: Operator,
  id: number,
  body: AnswerDisputeBody,
  now: Date,
): Promise<AdminDispute> {
  await db.transaction(async (tx) => {
    const d = await lockOpen(tx, id);
    if (d.creditWaits) throw new AppError('dispute_credit_pending');
    const text = body.text.trim();
    await recordAnswer(tx, { id, operatorId: who.operatorId, author: 'operator', status: body.status, text, now });
    await tx.query(
      `UPDATE disputes SET status = $2, first_answered_at = coalesce(first_answered_at, $3),
              resolved_at = CASE WHEN $2 = 'refused' THEN $3::timestamptz END
        WHERE id = $1`,
      [id, body.status, now],
    );
    await notify(tx, {
      memberId: d.memberId,
      category: 'system',
      ...disputeNotice.answered(id, body.status, text),
      link: `/disputes/${id}`,
      createdAt: now,
      // A question or a refusal asks something of the member: by SMS too, where the member wants it.
      message: { kind: 'dispute', sms: body.status !== 'in_progress' },
    });
    await tellCompany(tx, jobs, { id, memberId: d.memberId, status: body.status, text, credited: null, now });
    await audit(
      tx,
      who,
      {
        action: 'dispute.answered',
        memberId: d.memberId,
        targetType: 'dispute',
        targetId: id,
        before: { status: d.status },
        after: body,
      },
      now,
    );
  });
  return getAdminDispute(db, id, now);
}

interface CreditPayload {
  disputeId: number;
  amount: number;
  text: string;
}

/**
 * Posts the credit and answers the member. The answer is the maker's words, signed by the maker; the
 * line and the audit entry are of `who`, the admin who made it happen (the maker alone, or the second
 * admin approving) — the approval keeps both. A missing contract's credit enters the contract
 * itself (the rewards feature), so that nothing pays it again; a disputed line's credit is a credit.
 * A debt the member owes is paid off first either way.
 */
async function applyCredit(
  tx: Queryable,
  jobs: JobSender,
  p: CreditPayload,
  makerId: string,
  who: Operator,
  now: Date,
): Promise<void> {
  const d = await lockOpen(tx, p.disputeId);
  const text = p.text.trim();
  const amount = toKopecks(p.amount);
  const transactionId = d.claimed
    ? (
        await accrueClaimedContract(tx, {
          disputeId: p.disputeId,
          memberId: d.memberId,
          ...d.claimed,
          amount,
          text,
          actor: who.actor,
          at: now,
        })
      ).transactionId
    : await post(tx, {
        kind: 'dispute_credit',
        memberId: d.memberId,
        lines: (await creditLines(tx, d.memberId, amount)).lines,
        ...statement.disputeCredit(p.disputeId, text),
        reason: text,
        actor: who.actor,
        at: now,
      });
  await notify(tx, {
    memberId: d.memberId,
    category: 'accrual',
    ...disputeNotice.credited(p.disputeId, p.amount, text),
    link: `/disputes/${p.disputeId}`,
    createdAt: now,
    message: { kind: 'dispute' },
  });
  await recordAnswer(tx, { id: p.disputeId, operatorId: makerId, author: 'operator', status: 'credited', text, now });
  await tellCompany(tx, jobs, { id: p.disputeId, memberId: d.memberId, status: 'credited', text, credited: p.amount, now });
  await tx.query(
    `UPDATE disputes SET status = 'credited', credited_amount = $2, transaction_id = $3, resolved_at = $4,
            first_answered_at = coalesce(first_answered_at, $4)
      WHERE id = $1`,
    [p.disputeId, toKopecks(p.amount), transactionId, now],
  );
  await audit(
    tx,
    who,
    {
      action: 'dispute.credited',
      memberId: d.memberId,
      targetType: 'dispute',
      targetId: p.disputeId,
      after: { amount: p.amount, transactionId },
    },
    now,
  );
}

/** What approving a dispute's credit does (approval-effects.ts); a refusal leaves the dispute open. */
export const disputeCreditApproval: ApprovalEffect = {
  apply: (tx, a, { who, now, deps }) => applyCredit(tx, deps.jobs, a.payload as CreditPayload, a.madeById, who, now),
};

/**
 * The kopecks a claim's credit pays the agent's supervisor with the contract it enters (accrue-claimed.ts):
 * money the maker creates too (decision 0041), so the approval is valued with it. The structure and the
 * rule of the signing day as they stand now; 0 when no one is paid.
 */
async function claimedOverride(tx: Queryable, memberId: string, signedOn: string, credit: number): Promise<number> {
  const [to] = await overrideRecipients(tx, [{ memberId, signedOn }]);
  return to ? overrideShare(credit, to.basisPoints) : 0;
}

/**
 * Decides the dispute with a credit. Under the maker's day threshold it is posted at once; above it
 * the credit waits for a second admin (the dispute says so to the member, and takes no other answer).
 */
export async function creditDispute(
  db: Db,
  jobs: JobSender,
  who: Operator,
  id: number,
  body: CreditDisputeBody,
  now: Date,
): Promise<AdminDispute> {
  await db.transaction(async (tx) => {
    const d = await lockOpen(tx, id);
    if (d.creditWaits) throw new AppError('dispute_credit_pending');
    // A claimed number that is a contract already is refused before a second admin is asked.
    if (d.claimed) await refuseEnteredContract(tx, d.claimed.number, d.memberId);
    const { rows } = await tx.query<{ name: string }>(
      `SELECT trim(last_name || ' ' || first_name) AS name FROM members WHERE id = $1`,
      [d.memberId],
    );
    const payload: CreditPayload = { disputeId: id, amount: body.amount, text: body.text.trim() };
    const share = d.claimed ? await claimedOverride(tx, d.memberId, d.claimed.signedOn, toKopecks(body.amount)) : 0;
    const approval = await requestApproval(
      tx,
      who,
      {
        kind: 'dispute_credit',
        subject: String(id),
        summary: `${disputeName(id)}: начислить ${formatPoints(body.amount)} (${rows[0]?.name || 'участник без имени'})`,
        effect:
          `Спор будет решён начислением участнику ${formatPoints(body.amount)}` +
          (share > 0 ? `, а руководителю его команды — ${formatPoints(toPoints(share))} вознаграждения руководителя` : ''),
        amount: toKopecks(body.amount) + share,
        payload,
        memberId: d.memberId,
      },
      now,
    );
    if (approval.status === 'alone') return applyCredit(tx, jobs, payload, who.operatorId, who, now);
    await tx.query(
      `UPDATE disputes SET status = 'in_progress', first_answered_at = coalesce(first_answered_at, $2) WHERE id = $1`,
      [id, now],
    );
    if (d.status === 'new') {
      await recordAnswer(tx, {
        id,
        operatorId: who.operatorId,
        author: 'operator',
        status: 'in_progress',
        text: creditWaitsAnswer,
        now,
      });
      await notify(tx, {
        memberId: d.memberId,
        category: 'system',
        ...disputeNotice.answered(id, 'in_progress', creditWaitsAnswer),
        link: `/disputes/${id}`,
        createdAt: now,
        message: { kind: 'dispute' },
      });
      await tellCompany(tx, jobs, {
        id,
        memberId: d.memberId,
        status: 'in_progress',
        text: creditWaitsAnswer,
        credited: null,
        now,
      });
    }
    await audit(
      tx,
      who,
      {
        action: 'dispute.credit_requested',
        memberId: d.memberId,
        targetType: 'dispute',
        targetId: id,
        after: { amount: body.amount, approvalId: approval.id },
      },
      now,
    );
  });
  return getAdminDispute(db, id, now);
}

/** A file of the dispute, to an operator; any other file is not found. */
export async function sendDisputeFile(
  deps: { db: Queryable; files: FileStore; log: Pick<FastifyBaseLogger, 'error'> },
  reply: FastifyReply,
  ids: { disputeId: number; fileId: string },
): Promise<FastifyReply> {
  // Compared as text: a malformed id is simply not found, never a database error.
  const { rows } = await deps.db.query<{ id: string }>(
    'SELECT file_id::text AS id FROM dispute_files WHERE dispute_id = $1 AND file_id::text = $2',
    [ids.disputeId, ids.fileId.toLowerCase()],
  );
  const file = rows[0] && (await findFile(deps.db, 'dispute', rows[0].id));
  if (!file) throw new AppError('not_found');
  return sendStoredFile(deps, reply, file);
}
