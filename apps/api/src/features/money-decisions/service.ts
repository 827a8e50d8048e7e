// The one rule for money created by one operator's decision (decision 0041). Every path that
// creates points on an operator's word asks here first — a personal target's bonus, a raise of a
// month's tier table, a contest's prizes (adjustments always wait for a second admin, whatever the
// amount). A decision is valued at the most it may create; it acts at once only while what its
// maker has created alone in the Moscow day, this decision included, stays under the payout
// approval threshold. Otherwise it waits, changing nothing, for an admin who is not its maker.
import type { MoneyDecision, MoneyDecisionKind } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { audit, type AuditActor } from '../audit/service.js';
import { auditingCoolingOff, refuseCoolingOff } from '../operators/service.js';
import { getSettings } from '../settings/service.js';

export interface MoneyDecisionInput {
  kind: MoneyDecisionKind;
  subject: string;
  /** The approval screen's line, in Russian. */
  summary: string;
  /** The most the decision may create, kopecks. */
  amount: number;
  /** What approval applies. */
  payload: object;
}

interface Row {
  id: number;
  kind: MoneyDecisionKind;
  subject: string;
  summary: string;
  amount: number;
  payload: unknown;
  status: MoneyDecision['status'];
  decidedById: string;
  decidedBy: string;
  decidedAt: Date;
  checkedBy: string | null;
  checkedAt: Date | null;
  reason: string | null;
}

const SELECT = `SELECT d.id::int AS id, d.kind, d.subject, d.summary, d.amount::float8 AS amount, d.payload, d.status,
                       d.decided_by::text AS "decidedById", r.email AS "decidedBy", d.decided_at AS "decidedAt",
                       c.email AS "checkedBy", d.checked_at AS "checkedAt", d.reason
                  FROM money_decisions d JOIN operators r ON r.id = d.decided_by LEFT JOIN operators c ON c.id = d.checked_by`;

function toDecision(r: Row): MoneyDecision {
  return {
    id: r.id,
    kind: r.kind,
    subject: r.subject,
    summary: r.summary,
    amount: toPoints(r.amount),
    status: r.status,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt.toISOString(),
    checkedBy: r.checkedBy,
    checkedAt: r.checkedAt?.toISOString() ?? null,
    reason: r.reason,
  };
}

async function findDecision(db: Queryable, id: number, lock = ''): Promise<Row> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE d.id = $1 ${lock}`, [id]);
  if (!rows[0]) throw new AppError('not_found');
  return rows[0];
}

/**
 * Records a decision and says whether it acts now (`alone`) or waits (`pending`), in the caller's
 * transaction: a caller applies an `alone` decision at once and nothing of a `pending` one. The
 * maker's decisions are taken one at a time (an advisory lock), so two made at once cannot both
 * slip under the day's threshold. `who.operatorId` is the maker (a contest's author at its settlement).
 */
export async function decideMoney(
  tx: Queryable,
  who: AuditActor & { operatorId: string },
  d: MoneyDecisionInput,
  now: Date,
): Promise<MoneyDecision> {
  if (!Number.isSafeInteger(d.amount) || d.amount < 0) throw new Error(`not an amount of kopecks: ${d.amount}`);
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`money_decisions ${who.operatorId}`]);
  const day = moscowDate(now);
  const threshold = Math.round((await getSettings(tx)).payoutApprovalThreshold * 100);
  const { rows } = await tx.query<{ alone: number }>(
    `SELECT coalesce(sum(amount), 0)::float8 AS alone FROM money_decisions WHERE decided_by = $1 AND day = $2 AND status = 'alone'`,
    [who.operatorId, day],
  );
  const status = rows[0]!.alone + d.amount < threshold ? 'alone' : 'pending';
  const made = await tx.query<{ id: number }>(
    `INSERT INTO money_decisions (kind, subject, summary, amount, payload, decided_by, decided_at, day, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::int AS id`,
    [d.kind, d.subject, d.summary, d.amount, JSON.stringify(d.payload), who.operatorId, now, day, status],
  );
  const id = made.rows[0]!.id;
  if (status === 'pending')
    await audit(
      tx,
      who,
      {
        action: 'money_decision.requested',
        targetType: 'money_decision',
        targetId: id,
        after: { kind: d.kind, subject: d.subject, amount: toPoints(d.amount), alreadyToday: toPoints(rows[0]!.alone) },
      },
      now,
    );
  return toDecision(await findDecision(tx, id));
}

export async function listPendingMoneyDecisions(db: Queryable): Promise<MoneyDecision[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE d.status = 'pending' ORDER BY d.decided_at, d.id`);
  return rows.map(toDecision);
}

/** The decision still waiting about `subject`, if any (a contest's prizes). */
export async function pendingDecisionOf(db: Queryable, kind: MoneyDecisionKind, subject: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM money_decisions WHERE kind = $1 AND subject = $2 AND status = 'pending' ORDER BY id LIMIT 1`,
    [kind, subject],
  );
  return rows[0]?.id ?? null;
}

/** What a decision of each kind does when approved or refused (features that create money). */
export interface MoneyDecisionEffects {
  apply(
    tx: Queryable,
    d: { subject: string; payload: unknown; decidedById: string },
    who: AuditActor & { operatorId: string },
    now: Date,
  ): Promise<void>;
  refuse?(
    tx: Queryable,
    d: { subject: string; payload: unknown },
    who: AuditActor & { operatorId: string },
    reason: string,
    now: Date,
  ): Promise<void>;
}

async function lockPending(tx: Queryable, id: number): Promise<Row> {
  const d = await findDecision(tx, id, 'FOR UPDATE OF d');
  if (d.status !== 'pending') throw new AppError('change_decided');
  return d;
}

/** A second admin — not the maker, not an account the maker recently made or reset — lets it act. */
export async function approveMoneyDecision(
  db: Db,
  who: AuditActor & { operatorId: string },
  id: number,
  effects: Record<MoneyDecisionKind, MoneyDecisionEffects>,
  now: Date,
): Promise<MoneyDecision> {
  return auditingCoolingOff(db, who, { type: 'money_decision', id }, now, () =>
    db.transaction(async (tx) => {
      const d = await lockPending(tx, id);
      if (d.decidedById === who.operatorId) throw new AppError('own_change_approval');
      await refuseCoolingOff(tx, { checkerId: who.operatorId, makerId: d.decidedById, now });
      await effects[d.kind].apply(tx, d, who, now);
      await tx.query(`UPDATE money_decisions SET status = 'approved', checked_by = $2, checked_at = $3 WHERE id = $1`, [
        id,
        who.operatorId,
        now,
      ]);
      await audit(
        tx,
        who,
        {
          action: 'money_decision.approved',
          targetType: 'money_decision',
          targetId: id,
          before: { maker: d.decidedBy },
          after: { kind: d.kind, subject: d.subject, amount: toPoints(d.amount) },
        },
        now,
      );
      return toDecision(await findDecision(tx, id));
    }),
  );
}

/** A second admin refuses it, or its maker withdraws it: nothing it would have changed changes. */
export async function rejectMoneyDecision(
  db: Db,
  who: AuditActor & { operatorId: string },
  id: number,
  reason: string,
  effects: Record<MoneyDecisionKind, MoneyDecisionEffects>,
  now: Date,
): Promise<MoneyDecision> {
  return db.transaction(async (tx) => {
    const d = await lockPending(tx, id);
    await effects[d.kind].refuse?.(tx, d, who, reason, now);
    await closeRejected(tx, d, who.operatorId, who, reason, now);
    return toDecision(await findDecision(tx, id));
  });
}

/**
 * A pending decision made needless by what has happened since (a claim's credit that the import's
 * accrual paid) is withdrawn for its maker, with the reason; the audit log records it as the system's
 * act. Answers whether it was still pending.
 */
export async function withdrawNeedlessDecision(tx: Queryable, id: number, reason: string, now: Date): Promise<boolean> {
  const d = await findDecision(tx, id, 'FOR UPDATE OF d');
  if (d.status !== 'pending') return false;
  await closeRejected(tx, d, d.decidedById, { operatorId: null, actor: 'system', ip: null }, reason, now);
  return true;
}

/** Closes a pending decision as rejected by `closedBy`, and writes the rejection to the audit log as `who`'s act. */
async function closeRejected(
  tx: Queryable,
  d: { id: number; decidedBy: string; kind: string; subject: unknown; amount: number },
  closedBy: string,
  who: AuditActor,
  reason: string,
  now: Date,
): Promise<void> {
  await closeMoneyDecision(tx, d.id, closedBy, 'rejected', now, reason);
  await audit(
    tx,
    who,
    {
      action: 'money_decision.rejected',
      targetType: 'money_decision',
      targetId: d.id,
      before: { maker: d.decidedBy },
      after: { kind: d.kind, subject: d.subject, amount: toPoints(d.amount), reason },
    },
    now,
  );
}

/** Closes a pending decision whose parts were decided one by one (a contest's prizes). */
export async function closeMoneyDecision(
  tx: Queryable,
  id: number,
  checkerId: string,
  status: 'approved' | 'rejected',
  now: Date,
  reason?: string,
): Promise<void> {
  await tx.query(
    `UPDATE money_decisions SET status = $2, checked_by = $3, checked_at = $4, reason = $5 WHERE id = $1 AND status = 'pending'`,
    [id, status, checkerId, now, status === 'rejected' ? reason : null],
  );
}
