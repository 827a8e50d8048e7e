// A member's employment with the company under a labour contract (decision 0051, migration 0110):
// while it lasts and for two years after it ends, the company's payouts are not НПД income
// (п. 8 ч. 2 ст. 6 422-ФЗ). The regime check (regime-verification.ts) pays such a самозанятый as an
// individual, and a payout decided as НПД before the record is stopped before it leaves
// (payouts' submit.ts). Recorded, corrected and removed by operators, each audited; a change that
// lowers the tax (an earlier end, a removal) waits for a second admin (decision 0060).
import {
  EMPLOYMENT_END_IN_FUTURE,
  employmentBarsNpd,
  npdAllowedFrom,
  type MemberEmployment,
  type MemberEmploymentResponse,
} from '@cabinet/contracts';
import { formatPoints } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { moscowDate, russianDate } from '../../lib/moscow-time.js';
import { pendingApprovalOf, requestApproval, type ApprovalEffect, type Checker } from '../approvals/service.js';
import { audit, type AuditActor } from '../audit/service.js';

interface EmploymentRow {
  endedOn: string | null;
  recordedAt: Date;
  recordedBy: string;
}

async function employmentRow(db: Queryable, memberId: string): Promise<EmploymentRow | undefined> {
  const { rows } = await db.query<EmploymentRow>(
    `SELECT to_char(e.ended_on, 'YYYY-MM-DD') AS "endedOn", e.recorded_at AS "recordedAt", o.email AS "recordedBy"
       FROM member_employment e JOIN operators o ON o.id = e.recorded_by
      WHERE e.member_id = $1`,
    [memberId],
  );
  return rows[0];
}

function view(row: EmploymentRow | undefined, now: Date): MemberEmployment | null {
  if (!row) return null;
  return {
    endedOn: row.endedOn,
    npdAllowedFrom: npdAllowedFrom(row.endedOn),
    barsNpd: employmentBarsNpd(row.endedOn, moscowDate(now)),
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: row.recordedBy,
  };
}

/**
 * Whether the company's payouts to the member are kept out of НПД on `at`: `barred` with the first
 * day they may be НПД again (null while employed), or null when no employment stands in the way.
 */
export async function npdBarByEmployment(
  db: Queryable,
  memberId: string,
  at: Date,
): Promise<{ allowedFrom: string | null } | null> {
  const { rows } = await db.query<{ endedOn: string | null }>(
    `SELECT to_char(ended_on, 'YYYY-MM-DD') AS "endedOn" FROM member_employment WHERE member_id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row || !employmentBarsNpd(row.endedOn, moscowDate(at))) return null;
  return { allowedFrom: npdAllowedFrom(row.endedOn) };
}

async function requireMember(db: Queryable, memberId: string): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
  if (rows.length === 0) throw new AppError('not_found');
}

export async function getEmployment(db: Queryable, memberId: string, now: Date): Promise<MemberEmploymentResponse> {
  await requireMember(db, memberId);
  return answer(db, memberId, now);
}

async function answer(db: Queryable, memberId: string, now: Date): Promise<MemberEmploymentResponse> {
  return {
    employment: view(await employmentRow(db, memberId), now),
    pending: await pendingApprovalOf(db, 'employment', memberId),
  };
}

/** An end more than a year ahead is a typing slip, not a notice period. */
function checkEndDate(endedOn: string | null, now: Date): void {
  if (endedOn === null) return;
  const latest = new Date(`${moscowDate(now)}T00:00:00Z`);
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  if (endedOn > latest.toISOString().slice(0, 10)) {
    throw new AppError('validation_error', { details: { fields: { endedOn: EMPLOYMENT_END_IN_FUTURE } } });
  }
}

/** A change of the record: a new end (null: employed now), or its removal. */
type EmploymentChange = { remove: false; endedOn: string | null } | { remove: true };

/**
 * Whether the change lets НПД apply sooner than the record in force (decision 0060): a removal, or an
 * end earlier than the one recorded (or any end where «действует сейчас» was). Recording where none was,
 * or a later end, raises the tax and stays one operator's act.
 */
function lowersTax(before: EmploymentRow | undefined, change: EmploymentChange): boolean {
  if (!before) return false;
  if (change.remove) return true;
  if (change.endedOn === null) return false;
  return before.endedOn === null || change.endedOn < before.endedOn;
}

const endText = (endedOn: string | null) => (endedOn === null ? '«действует сейчас»' : `окончание ${russianDate(endedOn)}`);

/** What the change does to the member's orders, as the approving admin reads it. */
async function effectOnOrders(tx: Queryable, memberId: string, change: EmploymentChange, now: Date): Promise<string> {
  const { rows } = await tx.query<{ n: number; total: number }>(
    `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::float8 AS total FROM withdrawal_orders
      WHERE member_id = $1 AND status = 'pending'`,
    [memberId],
  );
  const { n, total } = rows[0]!;
  const allowedFrom = change.remove ? null : npdAllowedFrom(change.endedOn);
  const from =
    change.remove || (allowedFrom !== null && allowedFrom <= moscowDate(now))
      ? 'сразу после подтверждения'
      : `с ${russianDate(allowedFrom!)}`;
  const orders =
    n === 0
      ? 'Открытых заявок нет.'
      : `Открытые заявки (${n} на ${formatPoints(toPoints(total))}) выплачиваются так, как решено при заявке.`;
  return `${orders} Новые заявки самозанятого участника — как НПД ${from}, если ФНС подтвердит статус.`;
}

async function writeEmployment(
  tx: Queryable,
  who: AuditActor,
  memberId: string,
  change: EmploymentChange,
  now: Date,
  approval?: { approvalId: number; maker: string },
): Promise<void> {
  if (change.remove) {
    // Two removals at once: the one that deleted the row writes the audit entry.
    const { rows } = await tx.query<{ endedOn: string | null }>(
      `DELETE FROM member_employment WHERE member_id = $1 RETURNING to_char(ended_on, 'YYYY-MM-DD') AS "endedOn"`,
      [memberId],
    );
    if (rows[0]) {
      await audit(
        tx,
        who,
        {
          action: 'tax.employment_removed',
          memberId,
          targetType: 'member',
          targetId: memberId,
          before: { endedOn: rows[0].endedOn },
          after: approval ?? null,
        },
        now,
      );
    }
    return;
  }
  const before = await employmentRow(tx, memberId);
  await tx.query(
    `INSERT INTO member_employment (member_id, ended_on, recorded_at, recorded_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) DO UPDATE SET ended_on = $2, recorded_at = $3, recorded_by = $4`,
    [memberId, change.endedOn, now, who.operatorId],
  );
  await audit(
    tx,
    who,
    {
      action: 'tax.employment_recorded',
      memberId,
      targetType: 'member',
      targetId: memberId,
      before: before ? { endedOn: before.endedOn } : null,
      after: { endedOn: change.endedOn, ...approval },
    },
    now,
  );
}

/**
 * Records or corrects the employment. A change that raises the tax acts at once; one that lowers it
 * (an earlier end) waits for a second admin, the record in force staying until then.
 */
export async function recordEmployment(
  tx: Queryable,
  who: Checker,
  memberId: string,
  endedOn: string | null,
  now: Date,
): Promise<MemberEmploymentResponse> {
  checkEndDate(endedOn, now);
  await requireMember(tx, memberId);
  await changeEmployment(tx, who, memberId, { remove: false, endedOn }, now);
  return answer(tx, memberId, now);
}

/** Removes a record made in error: it lowers the tax, so it waits for a second admin. */
export async function removeEmployment(
  tx: Queryable,
  who: Checker,
  memberId: string,
  now: Date,
): Promise<MemberEmploymentResponse> {
  await requireMember(tx, memberId);
  await changeEmployment(tx, who, memberId, { remove: true }, now);
  return answer(tx, memberId, now);
}

async function changeEmployment(tx: Queryable, who: Checker, memberId: string, change: EmploymentChange, now: Date) {
  // The member's record is held while deciding: a change beside it cannot slip between the read and the write.
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  const before = await employmentRow(tx, memberId);
  if (!lowersTax(before, change)) {
    if (change.remove) return;
    await writeEmployment(tx, who, memberId, change, now);
    return;
  }
  const { rows } = await tx.query<{ name: string }>(
    `SELECT trim(last_name || ' ' || first_name || ' ' || middle_name) AS name FROM members WHERE id = $1`,
    [memberId],
  );
  const name = rows[0]?.name || 'участник без имени';
  await requestApproval(
    tx,
    who,
    {
      kind: 'employment',
      subject: memberId,
      memberId,
      summary: change.remove
        ? `${name}: удалить запись о работе в компании (${endText(before!.endedOn)})`
        : `${name}: работа в компании — ${endText(change.endedOn)} вместо ${endText(before!.endedOn)}`,
      effect: await effectOnOrders(tx, memberId, change, now),
      payload: change,
    },
    now,
  );
}

/** What approving a change of the record does (approval-effects.ts): the change, audited as the approver's. */
export const employmentApproval: ApprovalEffect = {
  apply: (tx, a, { who, now }) =>
    writeEmployment(tx, who, a.subject, a.payload as EmploymentChange, now, { approvalId: a.id, maker: a.madeBy }),
};
