// The approvals door (decision 0060): what needs a second person is recorded here and changes nothing
// until someone who is not its maker approves it. The rule is written once: never the maker (whatever
// session they use), never an account the maker recently made or reset (the cooling-off), an admin
// unless the kind says any operator (APPROVAL_RULES), money under the maker's day threshold at once
// (decision 0041), every step audited. What approving each kind does is given by the composition root
// (apps/api/src/approval-effects.ts): the features that ask for approval use this one, so it cannot
// import them back.
import { APPROVAL_RULES, type Approval, type ApprovalKind } from '@cabinet/contracts';
import type { AppDeps } from '../../app-deps.js';
import type { Db, Queryable } from '../../db/types.js';
import { PG, pgErrorCode } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { moscowDate, whenText } from '../../lib/moscow-time.js';
import { audit, type AuditActor } from '../audit/service.js';
import { auditingCoolingOff, refuseCoolingOff } from './cooling-off.js';
import { EVERY_MEMBER, memberScopeSql, type Scoped } from '../dealer-scope/service.js';
import { getSettings } from '../programme-settings/service.js';

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
  /** Kopecks, where money is concerned: the most it may create. */
  amount?: number;
  memberId?: string | null;
}

/** A stored request as the effects read it. */
export interface PendingApproval {
  id: number;
  kind: ApprovalKind;
  subject: string;
  payload: unknown;
  madeById: string;
  madeBy: string;
}

/**
 * The job queue, the settings (a month closes only with the organiser's requisites, a set-password link
 * names the web's address), the mail (an account's change sends its link) and the payers (the desk's
 * payment is paid by its order's rail).
 */
export type EffectDeps = Pick<AppDeps, 'jobs' | 'env' | 'mail' | 'payouts' | 'bank'>;

export interface EffectContext {
  who: Checker;
  now: Date;
  deps: EffectDeps;
}

/**
 * What approving a kind does, in the approval's transaction; what refusing it does besides changing
 * nothing (a contest's refused prizes are told to their members).
 */
export interface ApprovalEffect {
  apply(tx: Queryable, a: PendingApproval, ctx: EffectContext): Promise<void>;
  refuse?(tx: Queryable, a: PendingApproval, ctx: EffectContext & { reason: string }): Promise<void>;
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

export async function getApproval(db: Queryable, id: number): Promise<Approval> {
  return toApproval(await findApproval(db, id));
}

/**
 * Money under the maker's day threshold acts alone, anything else waits. The maker's money requests
 * are taken one at a time (an advisory lock), so two made at once cannot both slip under the day's
 * threshold.
 */
async function statusOf(tx: Queryable, who: Checker, r: ApprovalRequest, day: string): Promise<'alone' | 'pending'> {
  if (!APPROVAL_RULES[r.kind].money) return 'pending';
  const amount = r.amount ?? 0;
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`not an amount of kopecks: ${amount}`);
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`approvals money ${who.operatorId}`]);
  const threshold = Math.round((await getSettings(tx)).payoutApprovalThreshold * 100);
  const { rows } = await tx.query<{ alone: number }>(
    `SELECT coalesce(sum(amount), 0)::float8 AS alone FROM approvals WHERE made_by = $1 AND day = $2 AND status = 'alone'`,
    [who.operatorId, day],
  );
  return rows[0]!.alone + amount < threshold ? 'alone' : 'pending';
}

/**
 * Records a request in the caller's transaction and says whether it acts now (`alone`: money under the
 * maker's day threshold — the caller applies it at once) or waits (`pending`: nothing it asks for
 * changes until approved). A second request of a kind that takes one per subject, while one waits, is
 * refused naming who asked.
 */
export async function requestApproval(tx: Queryable, who: Checker, r: ApprovalRequest, now: Date): Promise<Approval> {
  if (APPROVAL_RULES[r.kind].onePerSubject) {
    const waiting = await pendingApprovalOf(tx, r.kind, r.subject);
    if (waiting) {
      throw new AppError('conflict', {
        message: `Такой запрос уже ждёт подтверждения второго администратора (запросил(а) ${waiting.madeBy})`,
      });
    }
  }
  const day = moscowDate(now);
  const status = await statusOf(tx, who, r, day);
  let id: number;
  try {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO approvals (kind, subject, summary, effect, payload, amount, member_id, status, made_by, made_at, day)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id::int AS id`,
      [
        r.kind,
        r.subject,
        r.summary,
        r.effect ?? '',
        JSON.stringify(r.payload),
        r.amount ?? null,
        r.memberId ?? null,
        status,
        who.operatorId,
        now,
        day,
      ],
    );
    id = rows[0]!.id;
  } catch (err) {
    // Asked twice at once: the other request is the one that waits.
    if (pgErrorCode(err) === PG.uniqueViolation)
      throw new AppError('conflict', { message: 'Такой запрос уже ждёт подтверждения второго администратора', cause: err });
    throw err;
  }
  if (status === 'pending')
    await audit(
      tx,
      who,
      {
        action: 'approval.requested',
        memberId: r.memberId ?? null,
        targetType: 'approval',
        targetId: id,
        after: { kind: r.kind, subject: r.subject, summary: r.summary, amount: r.amount ?? null, payload: r.payload },
      },
      now,
    );
  return toApproval(await findApproval(tx, id));
}

/** Requests by their ids, for a feature's list that names its own (a partner key's approval). */
export async function getApprovals(db: Queryable, ids: readonly number[]): Promise<Map<number, Approval>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<Row>(`${SELECT} WHERE a.id = ANY($1::bigint[])`, [ids]);
  return new Map(rows.map((r) => [r.id, toApproval(r)]));
}

/** The request of this kind and subject still waiting, if any (the newest). */
export async function pendingApprovalOf(db: Queryable, kind: ApprovalKind, subject: string): Promise<Approval | null> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE a.kind = $1 AND a.subject = $2 AND a.status = 'pending' ORDER BY a.made_at DESC, a.id DESC LIMIT 1`,
    [kind, subject],
  );
  return rows[0] ? toApproval(rows[0]) : null;
}

/** The requests waiting; for an operator limited to dealers, those about their members (decision 0066). */
export async function listPendingApprovals(
  db: Queryable,
  filter: { kind?: ApprovalKind | undefined; subject?: string | undefined } = {},
  op: Scoped = EVERY_MEMBER,
): Promise<Approval[]> {
  const params: unknown[] = [filter.kind ?? null, filter.subject ?? null];
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE a.status = 'pending' AND ($1::text IS NULL OR a.kind = $1) AND ($2::text IS NULL OR a.subject = $2)
        AND ${memberScopeSql(op, 'a.member_id', params)}
      ORDER BY a.made_at, a.id`,
    params,
  );
  return rows.map(toApproval);
}

/**
 * A kind's requests of one status with what each asks (its payload), for the feature's own list of
 * them (the adjustments' tabs): the waiting oldest first, the decided latest first.
 */
export async function listApprovalsOfKind(
  db: Queryable,
  kind: ApprovalKind,
  status: Approval['status'],
  limit: number,
): Promise<{ approval: Approval; payload: unknown }[]> {
  const order = status === 'pending' ? 'a.made_at, a.id' : 'coalesce(a.checked_at, a.made_at) DESC, a.id DESC';
  const { rows } = await db.query<Row>(`${SELECT} WHERE a.kind = $1 AND a.status = $2 ORDER BY ${order} LIMIT $3`, [
    kind,
    status,
    limit,
  ]);
  return rows.map((r) => ({ approval: toApproval(r), payload: r.payload }));
}

/** The slower of two deciding learns who decided first and when (a withdrawal says why). */
function decidedText(a: Row, now: Date): string | undefined {
  if (!a.checkedAt || !a.checkedBy) return undefined;
  const when = whenText(a.checkedAt, now);
  if (a.status === 'approved') return `Запрос уже подтвердил(а) ${a.checkedBy} ${when}`;
  if (a.checkedBy !== a.madeBy) return `Запрос уже отклонил(а) ${a.checkedBy} ${when}`;
  return `Запрос уже отозван ${when}. Причина: ${a.reason ?? ''}`;
}

async function lockPending(tx: Queryable, id: number, now: Date): Promise<Row> {
  const a = await findApproval(tx, id, 'FOR UPDATE OF a');
  if (a.status !== 'pending') {
    // Read again: a row locked after waiting comes back new, the checker joined to it as it was before.
    const message = decidedText(await findApproval(tx, id), now);
    throw new AppError('change_decided', message ? { message } : {});
  }
  return a;
}

const asPending = (a: Row): PendingApproval => ({
  id: a.id,
  kind: a.kind,
  subject: a.subject,
  payload: a.payload,
  madeById: a.madeById,
  madeBy: a.madeBy,
});

/**
 * Someone who may check the kind — not the maker, not an account the maker recently made or reset —
 * lets it act: its effect and the approval commit together.
 */
export async function approveApproval(
  deps: EffectDeps & { db: Db },
  who: Checker & { role: 'admin' | 'operator' },
  id: number,
  effects: ApprovalEffects,
  now: Date,
): Promise<Approval> {
  return auditingCoolingOff(deps.db, who, { type: 'approval', id }, now, () =>
    deps.db.transaction(async (tx) => {
      const a = await lockPending(tx, id, now);
      if (a.madeById === who.operatorId) {
        // Any operator checks the desk's payouts: «another administrator» would misname who may.
        const byOperator = APPROVAL_RULES[a.kind].checker === 'operator';
        throw new AppError(
          'own_change_approval',
          byOperator ? { message: 'Подтвердить должен другой оператор: свой запрос подтвердить нельзя' } : {},
        );
      }
      if (APPROVAL_RULES[a.kind].checker === 'admin' && who.role !== 'admin')
        throw new AppError('forbidden', { message: 'Подтвердить этот запрос может только администратор' });
      await refuseCoolingOff(tx, { checkerId: who.operatorId, makerId: a.madeById, now });
      await effects[a.kind].apply(tx, asPending(a), { who, now, deps });
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

/** Someone who may check the kind refuses it, or its maker withdraws it: nothing it would have changed changes. */
export async function rejectApproval(
  deps: EffectDeps & { db: Db },
  who: Checker & { role: 'admin' | 'operator' },
  id: number,
  reason: string,
  effects: ApprovalEffects,
  now: Date,
): Promise<Approval> {
  return deps.db.transaction(async (tx) => {
    const a = await lockPending(tx, id, now);
    const mine = a.madeById === who.operatorId;
    if (!mine && APPROVAL_RULES[a.kind].checker === 'admin' && who.role !== 'admin')
      throw new AppError('forbidden', { message: 'Отклонить запрос может администратор; автор может отозвать свой' });
    await effects[a.kind].refuse?.(tx, asPending(a), { who, now, deps, reason: reason.trim() });
    await closeRejected(tx, a, who, reason.trim(), now, { withdrawn: mine });
    return toApproval(await findApproval(tx, id));
  });
}

/**
 * A waiting request made needless by what happened since (a claim's credit that the import's accrual
 * paid) is withdrawn for its maker, with the reason; the audit log records it as the system's act.
 * Answers whether it was still pending.
 */
export async function withdrawNeedlessApproval(tx: Queryable, id: number, reason: string, now: Date): Promise<boolean> {
  const a = await findApproval(tx, id, 'FOR UPDATE OF a');
  if (a.status !== 'pending') return false;
  const system = { operatorId: a.madeById, actor: 'system', ip: null };
  await closeRejected(tx, a, system, reason, now, { withdrawn: true, by: 'system' });
  return true;
}

async function closeRejected(
  tx: Queryable,
  a: Row,
  who: Checker,
  reason: string,
  now: Date,
  detail: { withdrawn: boolean; by?: string },
): Promise<void> {
  await tx.query(`UPDATE approvals SET status = 'rejected', checked_by = $2, checked_at = $3, reason = $4 WHERE id = $1`, [
    a.id,
    who.operatorId,
    now,
    reason,
  ]);
  await audit(
    tx,
    detail.by === 'system' ? { operatorId: null, actor: 'system', ip: null } : who,
    {
      action: 'approval.rejected',
      memberId: a.memberId,
      targetType: 'approval',
      targetId: a.id,
      before: { maker: a.madeBy },
      after: { kind: a.kind, subject: a.subject, reason, withdrawn: detail.withdrawn },
    },
    now,
  );
}
