// Balance adjustments with maker–checker (docs/product.md §12): one admin proposes, a different admin approves,
// and only the approval posts the ledger operation (`adjustBalance`, its own statement line).
import type { BalanceAdjustment, RequestAdjustmentBody } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { adjustBalance } from './adjust-balance.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditActor } from '../audit/service.js';
import { auditingCoolingOff, refuseCoolingOff } from '../operators/service.js';

interface Row {
  id: number;
  member_id: string;
  member_name: string;
  member_phone: string;
  amount: string | number;
  reason: string;
  status: BalanceAdjustment['status'];
  requested_by: string;
  requested_by_email: string;
  requested_at: Date;
  decided_by: string | null;
  decided_by_email: string | null;
  decided_at: Date | null;
  decision_note: string | null;
}

const SELECT = `SELECT a.id::int AS id, a.member_id, a.amount, a.reason, a.status, a.requested_by, a.requested_at,
                       a.decided_by, a.decided_at, a.decision_note, m.phone AS member_phone,
                       trim(m.last_name || ' ' || m.first_name || ' ' || m.middle_name) AS member_name,
                       r.email AS requested_by_email, d.email AS decided_by_email
                  FROM balance_adjustments a
                  JOIN members m ON m.id = a.member_id
                  JOIN operators r ON r.id = a.requested_by
                  LEFT JOIN operators d ON d.id = a.decided_by`;

function toAdjustment(r: Row): BalanceAdjustment {
  return {
    id: r.id,
    memberId: r.member_id,
    memberName: r.member_name,
    memberPhone: r.member_phone,
    amount: toPoints(r.amount),
    reason: r.reason,
    status: r.status,
    requestedBy: r.requested_by_email,
    requestedAt: r.requested_at.toISOString(),
    decidedBy: r.decided_by_email,
    decidedAt: r.decided_at?.toISOString() ?? null,
    decisionNote: r.decision_note,
  };
}

async function findAdjustment(db: Queryable, id: number): Promise<BalanceAdjustment> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE a.id = $1`, [id]);
  if (!rows[0]) throw new AppError('not_found');
  return toAdjustment(rows[0]);
}

export async function listAdjustments(db: Queryable, status: BalanceAdjustment['status']): Promise<BalanceAdjustment[]> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE a.status = $1 ORDER BY ${status === 'pending' ? 'a.requested_at, a.id' : 'a.decided_at DESC, a.id DESC'} LIMIT 200`,
    [status],
  );
  return rows.map(toAdjustment);
}

export async function requestAdjustment(
  db: Db,
  who: AuditActor & { operatorId: string },
  memberId: string,
  body: RequestAdjustmentBody,
  now: Date,
): Promise<BalanceAdjustment> {
  return db.transaction(async (tx) => {
    const member = await tx.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
    if (!member.rows.length) throw new AppError('not_found');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO balance_adjustments (member_id, amount, reason, requested_by, requested_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id`,
      [memberId, toKopecks(body.amount), body.reason, who.operatorId, now],
    );
    const id = rows[0]!.id;
    await audit(tx, who, { action: 'adjustment.requested', memberId, targetType: 'adjustment', targetId: id, after: body }, now);
    return findAdjustment(tx, id);
  });
}

/** Locks a pending adjustment for its decision; a decided one is `adjustment_decided`. */
async function lockPending(tx: Queryable, id: number): Promise<BalanceAdjustment & { requestedById: string }> {
  const { rows } = await tx.query<{ status: string; requested_by: string }>(
    'SELECT status, requested_by FROM balance_adjustments WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) throw new AppError('not_found');
  if (rows[0].status !== 'pending') throw new AppError('adjustment_decided');
  return { ...(await findAdjustment(tx, id)), requestedById: rows[0].requested_by };
}

export async function approveAdjustment(
  db: Db,
  who: AuditActor & { operatorId: string },
  id: number,
  now: Date,
): Promise<BalanceAdjustment> {
  return auditingCoolingOff(db, who, { type: 'adjustment', id }, now, () =>
    db.transaction(async (tx) => {
      const adj = await lockPending(tx, id);
      if (adj.requestedById === who.operatorId) throw new AppError('own_request_approval');
      // Another account is not enough when the maker made it (decision 0029).
      await refuseCoolingOff(tx, { checkerId: who.operatorId, makerId: adj.requestedById, now });
      const { transactionId } = await adjustBalance(tx, {
        memberId: adj.memberId,
        amount: adj.amount,
        reason: adj.reason,
        operator: who.actor,
        at: now,
      });
      await tx.query(
        `UPDATE balance_adjustments SET status = 'applied', decided_by = $2, decided_at = $3, transaction_id = $4 WHERE id = $1`,
        [id, who.operatorId, now, transactionId],
      );
      await audit(
        tx,
        who,
        {
          action: 'adjustment.approved',
          memberId: adj.memberId,
          targetType: 'adjustment',
          targetId: id,
          before: { status: 'pending', requestedBy: adj.requestedBy },
          after: { status: 'applied', amount: adj.amount, transactionId },
        },
        now,
      );
      return findAdjustment(tx, id);
    }),
  );
}

export async function rejectAdjustment(
  db: Db,
  who: AuditActor & { operatorId: string },
  id: number,
  note: string,
  now: Date,
): Promise<BalanceAdjustment> {
  return db.transaction(async (tx) => {
    const adj = await lockPending(tx, id);
    await tx.query(
      `UPDATE balance_adjustments SET status = 'rejected', decided_by = $2, decided_at = $3, decision_note = $4 WHERE id = $1`,
      [id, who.operatorId, now, note || null],
    );
    await audit(
      tx,
      who,
      {
        action: 'adjustment.rejected',
        memberId: adj.memberId,
        targetType: 'adjustment',
        targetId: id,
        before: { status: 'pending' },
        after: { status: 'rejected', note },
      },
      now,
    );
    return findAdjustment(tx, id);
  });
}
