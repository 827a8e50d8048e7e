// The approvals door (decision 0060): what one operator asks that loosens a control or lowers the tax
// the company withholds is recorded here and changes nothing until an admin who is not its maker
// approves it. The rule is written once: never the maker (whatever session they use), never an account
// the maker recently made or reset (the cooling-off), every step audited. What approving each kind
// does is given by the composition root (apps/api/src/approval-effects.ts): the features that ask for
// approval use this one, so it cannot import them back.
import type { Approval, ApprovalKind } from '@cabinet/contracts';
import type { AppDeps } from '../../app-deps.js';
import type { Db, Queryable } from '../../db/types.js';
import { PG, pgErrorCode } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditActor } from '../audit/service.js';
import { auditingCoolingOff, refuseCoolingOff } from '../operators/service.js';

export type Checker = AuditActor & { operatorId: string };

export interface ApprovalRequest {
  kind: ApprovalKind;
  subject: string;
  /** The approval screen's line, in Russian. */
  summary: string;
  /** What changes for members and their orders when it applies, in Russian. */
  effect?: string;
  /** What approval applies. */
  payload: object;
  /** Kopecks, where money is concerned. */
  amount?: number;
  memberId?: string | null;
}

/** A stored request as the effects read it. */
export interface PendingApproval {
  id: number;
  subject: string;
  payload: unknown;
  madeById: string;
  madeBy: string;
}

/** What approving a kind does, in the approval's transaction; a refusal changes nothing by default. */
export interface ApprovalEffect {
  apply(tx: Queryable, a: PendingApproval, ctx: { who: Checker; now: Date; deps: Pick<AppDeps, 'jobs'> }): Promise<void>;
}

export type ApprovalEffects = Record<ApprovalKind, ApprovalEffect>;

interface Row {
  id: number;
  kind: ApprovalKind;
  subject: string;
  summary: string;
  effect: string;
  payload: unknown;
  amount: number | null;
  memberId: string | null;
  status: Approval['status'];
  madeById: string;
  madeBy: string;
  madeAt: Date;
  checkedBy: string | null;
  checkedAt: Date | null;
  reason: string | null;
}

const SELECT = `SELECT a.id::int AS id, a.kind, a.subject, a.summary, a.effect, a.payload, a.amount::float8 AS amount,
                       a.member_id AS "memberId", a.status, a.made_by::text AS "madeById", m.email AS "madeBy",
                       a.made_at AS "madeAt", c.email AS "checkedBy", a.checked_at AS "checkedAt", a.reason
                  FROM approvals a JOIN operators m ON m.id = a.made_by LEFT JOIN operators c ON c.id = a.checked_by`;

function toApproval(r: Row): Approval {
  return {
    id: r.id,
    kind: r.kind,
    subject: r.subject,
    summary: r.summary,
    effect: r.effect,
    amount: r.amount === null ? null : toPoints(r.amount),
    memberId: r.memberId,
    status: r.status,
    madeBy: r.madeBy,
    madeAt: r.madeAt.toISOString(),
    checkedBy: r.checkedBy,
    checkedAt: r.checkedAt?.toISOString() ?? null,
    reason: r.reason,
  };
}

async function findApproval(db: Queryable, id: number, lock = ''): Promise<Row> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE a.id = $1 ${lock}`, [id]);
  if (!rows[0]) throw new AppError('not_found');
  return rows[0];
}

/**
 * Records a request for a second admin in the caller's transaction; nothing it asks for changes yet.
 * A second request of the same kind and subject while one waits is refused, naming who asked.
 */
export async function requestApproval(tx: Queryable, who: Checker, r: ApprovalRequest, now: Date): Promise<Approval> {
  const waiting = await pendingApprovalOf(tx, r.kind, r.subject);
  if (waiting) {
    throw new AppError('conflict', {
      message: `Такой запрос уже ждёт подтверждения второго администратора (запросил(а) ${waiting.madeBy})`,
    });
  }
  let id: number;
  try {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO approvals (kind, subject, summary, effect, payload, amount, member_id, status, made_by, made_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9) RETURNING id::int AS id`,
      [
        r.kind,
        r.subject,
        r.summary,
        r.effect ?? '',
        JSON.stringify(r.payload),
        r.amount ?? null,
        r.memberId ?? null,
        who.operatorId,
        now,
      ],
    );
    id = rows[0]!.id;
  } catch (err) {
    // Asked twice at once: the other request is the one that waits.
    if (pgErrorCode(err) === PG.uniqueViolation)
      throw new AppError('conflict', { message: 'Такой запрос уже ждёт подтверждения второго администратора', cause: err });
    throw err;
  }
  await audit(
    tx,
    who,
    {
      action: 'approval.requested',
      memberId: r.memberId ?? null,
      targetType: 'approval',
      targetId: id,
      after: { kind: r.kind, subject: r.subject, summary: r.summary, payload: r.payload },
    },
    now,
  );
  return toApproval(await findApproval(tx, id));
}

/** The request of this kind and subject still waiting, if any. */
export async function pendingApprovalOf(db: Queryable, kind: ApprovalKind, subject: string): Promise<Approval | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE a.kind = $1 AND a.subject = $2 AND a.status = 'pending'`, [
    kind,
    subject,
  ]);
  return rows[0] ? toApproval(rows[0]) : null;
}

export async function listPendingApprovals(
  db: Queryable,
  filter: { kind?: ApprovalKind | undefined; subject?: string | undefined } = {},
): Promise<Approval[]> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE a.status = 'pending' AND ($1::text IS NULL OR a.kind = $1) AND ($2::text IS NULL OR a.subject = $2)
      ORDER BY a.made_at, a.id`,
    [filter.kind ?? null, filter.subject ?? null],
  );
  return rows.map(toApproval);
}

async function lockPending(tx: Queryable, id: number): Promise<Row> {
  const a = await findApproval(tx, id, 'FOR UPDATE OF a');
  if (a.status !== 'pending') throw new AppError('change_decided');
  return a;
}

/** A second admin — not the maker, not an account the maker recently made or reset — lets it act. */
export async function approveApproval(
  deps: { db: Db; jobs: AppDeps['jobs'] },
  who: Checker,
  id: number,
  effects: ApprovalEffects,
  now: Date,
): Promise<Approval> {
  return auditingCoolingOff(deps.db, who, { type: 'approval', id }, now, () =>
    deps.db.transaction(async (tx) => {
      const a = await lockPending(tx, id);
      if (a.madeById === who.operatorId) throw new AppError('own_change_approval');
      await refuseCoolingOff(tx, { checkerId: who.operatorId, makerId: a.madeById, now });
      await effects[a.kind].apply(tx, a, { who, now, deps });
      await tx.query(`UPDATE approvals SET status = 'approved', checked_by = $2, checked_at = $3 WHERE id = $1`, [
        id,
        who.operatorId,
        now,
      ]);
      await audit(
        tx,
        who,
        {
          action: 'approval.approved',
          memberId: a.memberId,
          targetType: 'approval',
          targetId: id,
          before: { maker: a.madeBy },
          after: { kind: a.kind, subject: a.subject, summary: a.summary },
        },
        now,
      );
      return toApproval(await findApproval(tx, id));
    }),
  );
}

/** An admin refuses it, or its maker withdraws it: nothing it would have changed changes. */
export async function rejectApproval(
  db: Db,
  who: Checker & { role: 'admin' | 'operator' },
  id: number,
  reason: string,
  now: Date,
): Promise<Approval> {
  return db.transaction(async (tx) => {
    const a = await lockPending(tx, id);
    if (who.role !== 'admin' && a.madeById !== who.operatorId)
      throw new AppError('forbidden', { message: 'Отклонить запрос может администратор; автор может отозвать свой' });
    await tx.query(`UPDATE approvals SET status = 'rejected', checked_by = $2, checked_at = $3, reason = $4 WHERE id = $1`, [
      id,
      who.operatorId,
      now,
      reason.trim(),
    ]);
    await audit(
      tx,
      who,
      {
        action: 'approval.rejected',
        memberId: a.memberId,
        targetType: 'approval',
        targetId: id,
        before: { maker: a.madeBy },
        after: { kind: a.kind, subject: a.subject, reason: reason.trim(), withdrawn: a.madeById === who.operatorId },
      },
      now,
    );
    return toApproval(await findApproval(tx, id));
  });
}
