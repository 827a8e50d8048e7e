// Balance adjustments (docs/product.md §12): one admin proposes, and the proposal waits at the
// approvals door (decision 0060) whatever its amount; only a different admin's approval there posts
// the ledger operation (`adjustBalance`, its own statement line). This feature keeps no table of its
// own: its list reads the door's requests of kind `adjustment` with what each asks.
import {
  formatPhone,
  formatPoints,
  type AdjustmentStatus,
  type Approval,
  type BalanceAdjustment,
  type RequestAdjustmentBody,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { listApprovalsOfKind, requestApproval, type ApprovalEffect, type Checker } from '../approvals/service.js';
import { audit } from '../audit/service.js';
import { adjustBalance } from './adjust-balance.js';

/** What approval posts: kopecks, signed (+ credits the available balance), and the reason the member reads. */
export interface AdjustmentPayload {
  amount: number;
  reason: string;
}

/** Each list shows the 200 oldest waiting, or the 200 latest decided. */
const LISTED = 200;

const STATUS_AT_THE_DOOR: Record<AdjustmentStatus, Approval['status']> = {
  pending: 'pending',
  applied: 'approved',
  rejected: 'rejected',
};

interface MemberRow {
  id: string;
  name: string;
  phone: string;
}

async function membersOf(db: Queryable, ids: string[]): Promise<Map<string, MemberRow>> {
  const { rows } = await db.query<MemberRow>(
    `SELECT id, trim(last_name || ' ' || first_name || ' ' || middle_name) AS name, phone FROM members WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** '+1 250,50 б.' or '−50 б.' (a true minus sign), as the member's notice writes it. */
const signed = (kopecks: number) => `${kopecks > 0 ? '+' : '\u2212'}${formatPoints(toPoints(Math.abs(kopecks)))}`;

/**
 * The approval screen's line in the feature's words: the member (by name, by phone when nameless) and
 * the signed amount. Migration 0124 wrote the same words for the adjustments it moved to the door.
 */
export function adjustmentSummary(member: { name: string; phone: string }, kopecks: number): string {
  return `${member.name || formatPhone(member.phone)}: корректировка баланса ${signed(kopecks)}`;
}

/** What approving does, as the approving admin reads it, with the reason the member will read. */
export function adjustmentEffect(kopecks: number, reason: string): string {
  const moves =
    kopecks > 0
      ? 'баллы начислятся на доступный баланс участника'
      : 'баллы спишутся с доступного баланса участника (если их не хватит, подтвердить нельзя)';
  return `Причина: «${reason}». При подтверждении ${moves}; в его истории появится строка «Корректировка баланса», участник получит уведомление.`;
}

function toAdjustment(approval: Approval, payload: AdjustmentPayload, member: MemberRow | undefined): BalanceAdjustment {
  return {
    memberId: approval.subject,
    memberName: member?.name ?? '',
    memberPhone: member?.phone ?? '',
    amount: toPoints(payload.amount),
    reason: payload.reason,
    status: approval.status === 'approved' ? 'applied' : approval.status === 'rejected' ? 'rejected' : 'pending',
    approval,
  };
}

export async function listAdjustments(db: Queryable, status: AdjustmentStatus): Promise<BalanceAdjustment[]> {
  const found = await listApprovalsOfKind(db, 'adjustment', STATUS_AT_THE_DOOR[status], LISTED);
  const members = await membersOf(
    db,
    found.map((f) => f.approval.subject),
  );
  return found.map((f) => toAdjustment(f.approval, f.payload as AdjustmentPayload, members.get(f.approval.subject)));
}

/** An admin proposes an adjustment: it waits for a second admin, whatever its amount; nothing moves yet. */
export async function requestAdjustment(
  db: Db,
  who: Checker,
  memberId: string,
  body: RequestAdjustmentBody,
  now: Date,
): Promise<BalanceAdjustment> {
  return db.transaction(async (tx) => {
    const member = (await membersOf(tx, [memberId])).get(memberId);
    if (!member) throw new AppError('not_found');
    const payload: AdjustmentPayload = { amount: toKopecks(body.amount), reason: body.reason };
    const approval = await requestApproval(
      tx,
      who,
      {
        kind: 'adjustment',
        subject: memberId,
        memberId,
        summary: adjustmentSummary(member, payload.amount),
        effect: adjustmentEffect(payload.amount, payload.reason),
        payload,
        // Money created, for the record: a debit creates none (the kind waits whatever the amount).
        amount: Math.max(payload.amount, 0),
      },
      now,
    );
    return toAdjustment(approval, payload, member);
  });
}

/**
 * What approving an adjustment does (approval-effects.ts): the ledger posts it as the approving admin's
 * act and the member is told. A debit larger than the balance is refused then (`insufficient_funds`),
 * and the proposal stays waiting.
 */
export const adjustmentApproval: ApprovalEffect = {
  async apply(tx, a, { who, now }) {
    const { amount, reason } = a.payload as AdjustmentPayload;
    const { transactionId } = await adjustBalance(tx, {
      memberId: a.subject,
      amount: toPoints(amount),
      reason,
      operator: who.actor,
      at: now,
    });
    await audit(
      tx,
      who,
      {
        action: 'adjustment.approved',
        memberId: a.subject,
        targetType: 'approval',
        targetId: a.id,
        before: { maker: a.madeBy },
        after: { amount: toPoints(amount), transactionId },
      },
      now,
    );
  },
};
