// Changes of an account's life cycle that one admin cannot make alone (decision 0029): a new admin,
// a promotion to admin, a reset of another operator's password or authenticator. The maker asks,
// a second admin approves — not the maker, not an account the maker recently made or reset.
import type { Operator, OperatorActionResponse, OperatorChange, OperatorChangeKind, OperatorRole } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditActor } from '../audit/service.js';
import { auditingCoolingOff, refuseCoolingOff } from './cooling-off.js';
import { sendSetPasswordLink, unusablePasswordHash, type LinkDeps } from './invitations.js';
import { toOperator } from './operator-view.js';
import { endOperatorSessions, insertOperator, lockOperator, updateOperatorRow, type OperatorRow } from './queries.js';
import type { OperatorAuth } from '../../http/callers.js';
import { type OperatorDeps } from './operator-deps.js';
import { auditActorOf } from '../audit/service.js';

type StoredKind = OperatorChangeKind | 'create_operator';

interface ChangeRow {
  id: number;
  kind: StoredKind;
  operatorId: string | null;
  email: string;
  displayName: string;
  status: 'pending' | 'applied' | 'rejected';
  requestedBy: string | null;
  requestedByEmail: string | null;
  requestedAt: Date;
}

const SELECT = `SELECT c.id::int AS id, c.kind, c.operator_id AS "operatorId", c.email, c.display_name AS "displayName",
                       c.status, c.requested_by AS "requestedBy", r.email AS "requestedByEmail", c.requested_at AS "requestedAt"
                  FROM operator_changes c LEFT JOIN operators r ON r.id = c.requested_by`;

function toChange(row: ChangeRow): OperatorChange {
  return {
    id: row.id,
    kind: row.kind as OperatorChangeKind,
    operatorId: row.operatorId,
    email: row.email,
    displayName: row.displayName,
    requestedBy: row.requestedByEmail ?? 'system',
    requestedAt: row.requestedAt.toISOString(),
  };
}

export async function listPendingChanges(db: Queryable): Promise<OperatorChange[]> {
  const { rows } = await db.query<ChangeRow>(`${SELECT} WHERE c.status = 'pending' ORDER BY c.requested_at, c.id`);
  return rows.map(toChange);
}

/** A change an admin makes alone, written applied: the cooling-off check reads it. */
async function recordAppliedChange(
  tx: Queryable,
  c: { kind: StoredKind; operator: OperatorRow; requestedBy: string | null; decidedBy: string | null; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO operator_changes (kind, operator_id, email, display_name, status, requested_by, requested_at, decided_by, decided_at)
     VALUES ($1, $2, $3, $4, 'applied', $5, $6, $7, $6)`,
    [c.kind, c.operator.id, c.operator.email, c.operator.displayName, c.requestedBy, c.now, c.decidedBy],
  );
}

/** Writes the request for a second admin; one waiting request of a kind per account. */
export async function requestChange(
  tx: Queryable,
  who: AuditActor & { operatorId: string },
  c: { kind: OperatorChangeKind; operatorId: string | null; email: string; displayName: string },
  now: Date,
): Promise<OperatorChange> {
  const { rows: waiting } = await tx.query<ChangeRow>(`${SELECT} WHERE c.status = 'pending' AND c.kind = $1 AND c.email = $2`, [
    c.kind,
    c.email,
  ]);
  if (waiting[0]) {
    throw new AppError('conflict', {
      message: `Такой запрос уже ждёт подтверждения второго администратора (запросил(а) ${waiting[0].requestedByEmail ?? 'system'})`,
    });
  }
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO operator_changes (kind, operator_id, email, display_name, status, requested_by, requested_at)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6) RETURNING id::int AS id`,
    [c.kind, c.operatorId, c.email, c.displayName, who.operatorId, now],
  );
  const id = rows[0]!.id;
  await audit(
    tx,
    who,
    {
      action: 'operator.change_requested',
      targetType: 'operator',
      targetId: c.operatorId ?? c.email,
      after: { kind: c.kind, change: id },
    },
    now,
  );
  const { rows: made } = await tx.query<ChangeRow>(`${SELECT} WHERE c.id = $1`, [id]);
  return toChange(made[0]!);
}

async function lockPendingChange(tx: Queryable, id: number): Promise<ChangeRow> {
  const { rows } = await tx.query<ChangeRow>(`${SELECT} WHERE c.id = $1 FOR UPDATE OF c`, [id]);
  if (!rows[0]) throw new AppError('not_found');
  if (rows[0].status !== 'pending') throw new AppError('change_decided');
  return rows[0];
}

/** The account a change concerns, locked; a vanished one is `not_found`. */
async function lockTarget(tx: Queryable, change: ChangeRow): Promise<OperatorRow> {
  const row = change.operatorId ? await lockOperator(tx, change.operatorId) : undefined;
  if (!row) throw new AppError('not_found');
  return row;
}

export interface NewOperatorInput {
  email: string;
  displayName: string;
  role: OperatorRole;
}

/**
 * Makes the account, waiting for its owner's link: inserts it (a taken e-mail is a field error),
 * records the change as applied when it was made alone (`recordAs`), audits it, and sends the link
 * last, so that a message that cannot be sent undoes the rest.
 */
export async function inviteOperator(
  tx: Queryable,
  deps: LinkDeps,
  who: AuditActor,
  input: NewOperatorInput,
  made: { by: string | null; recordAs?: StoredKind; maker?: string },
  now: Date,
): Promise<OperatorRow> {
  const row = await insertOperator(tx, {
    ...input,
    passwordHash: await unusablePasswordHash(),
    mustChangePassword: true,
    isDemo: false,
    createdBy: made.by,
    now,
  });
  if (!row) throw new AppError('validation_error', { details: { fields: { email: 'Оператор с таким e-mail уже есть' } } });
  if (made.recordAs) {
    await recordAppliedChange(tx, { kind: made.recordAs, operator: row, requestedBy: made.by, decidedBy: null, now });
  }
  await audit(
    tx,
    who,
    {
      action: 'operator.created',
      targetType: 'operator',
      targetId: row.id,
      after: { email: row.email, role: row.role, ...(made.maker !== undefined ? { maker: made.maker } : {}) },
    },
    now,
  );
  await sendSetPasswordLink(tx, deps, row, 'invite', now);
  return row;
}

/** Applies a waiting change for the second admin `op`, after the maker and cooling-off checks. */
export async function approveChange(
  deps: OperatorDeps,
  op: OperatorAuth,
  id: number,
  now: Date,
): Promise<OperatorActionResponse> {
  const who = auditActorOf(op);
  return auditingCoolingOff(deps.db, who, { type: 'operator_change', id }, now, () =>
    deps.db.transaction(async (tx) => {
      const change = await lockPendingChange(tx, id);
      if (change.requestedBy === op.operatorId) throw new AppError('own_change_approval');
      if (change.requestedBy) await refuseCoolingOff(tx, { checkerId: op.operatorId, makerId: change.requestedBy, now });
      const maker = change.requestedByEmail ?? 'system';
      let operator: Operator;
      let targetId: string;
      switch (change.kind) {
        case 'create_admin': {
          const row = await inviteOperator(
            tx,
            deps,
            who,
            { email: change.email, displayName: change.displayName, role: 'admin' },
            { by: change.requestedBy, maker },
            now,
          );
          targetId = row.id;
          operator = toOperator(row, now);
          break;
        }
        case 'promote': {
          const row = await lockTarget(tx, change);
          targetId = row.id;
          const updated = row.role === 'admin' ? row : await updateOperatorRow(tx, row.id, { role: 'admin' });
          operator = toOperator(updated, now);
          await audit(
            tx,
            who,
            {
              action: 'operator.updated',
              targetType: 'operator',
              targetId,
              before: { role: row.role },
              after: { role: 'admin', maker },
            },
            now,
          );
          break;
        }
        case 'reset_password': {
          const row = await lockTarget(tx, change);
          targetId = row.id;
          const updated = await updateOperatorRow(tx, row.id, {
            password_hash: await unusablePasswordHash(),
            must_change_password: true,
            password_changed_at: now,
            failed_attempts: 0,
            locked_until: null,
          });
          await endOperatorSessions(tx, row.id, 'password', now);
          operator = toOperator(updated, now);
          await audit(tx, who, { action: 'operator.password_reset', targetType: 'operator', targetId, after: { maker } }, now);
          await sendSetPasswordLink(tx, deps, updated, 'reset', now);
          break;
        }
        case 'reset_totp': {
          const row = await lockTarget(tx, change);
          targetId = row.id;
          const updated = await updateOperatorRow(tx, row.id, {
            totp_secret: null,
            totp_pending_secret: null,
            totp_enabled_at: null,
            totp_last_step: null,
          });
          await endOperatorSessions(tx, row.id, 'totp', now);
          operator = toOperator(updated, now);
          await audit(tx, who, { action: 'operator.totp_reset', targetType: 'operator', targetId, after: { maker } }, now);
          break;
        }
        default:
          throw new AppError('change_decided');
      }
      await tx.query(
        `UPDATE operator_changes SET status = 'applied', decided_by = $2, decided_at = $3, operator_id = $4 WHERE id = $1`,
        [id, op.operatorId, now, targetId],
      );
      return { operator, pendingChange: null };
    }),
  );
}

/** A second admin refuses the change, or its maker withdraws it. */
export async function rejectChange(deps: OperatorDeps, op: OperatorAuth, id: number, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const change = await lockPendingChange(tx, id);
    await tx.query(`UPDATE operator_changes SET status = 'rejected', decided_by = $2, decided_at = $3 WHERE id = $1`, [
      id,
      op.operatorId,
      now,
    ]);
    await audit(
      tx,
      auditActorOf(op),
      {
        action: 'operator.change_rejected',
        targetType: 'operator',
        targetId: change.operatorId ?? change.email,
        after: { kind: change.kind, change: id, maker: change.requestedByEmail ?? 'system' },
      },
      now,
    );
  });
}
