// A member's employment with the company under a labour contract (decision 0051, migration 0110):
// while it lasts and for two years after it ends, the company's payouts are not НПД income
// (п. 8 ч. 2 ст. 6 422-ФЗ). The regime check (regime-verification.ts) pays such a самозанятый as an
// individual, and a payout decided as НПД before the record is stopped before it leaves
// (payouts' submit.ts). Recorded, corrected and removed by operators, each audited.
import {
  EMPLOYMENT_END_IN_FUTURE,
  employmentBarsNpd,
  npdAllowedFrom,
  type MemberEmployment,
  type MemberEmploymentResponse,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { moscowDate } from '../../lib/moscow-time.js';
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
  return { employment: view(await employmentRow(db, memberId), now) };
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

export async function recordEmployment(
  tx: Queryable,
  who: AuditActor & { operatorId: string },
  memberId: string,
  endedOn: string | null,
  now: Date,
): Promise<MemberEmploymentResponse> {
  checkEndDate(endedOn, now);
  await requireMember(tx, memberId);
  const before = await employmentRow(tx, memberId);
  await tx.query(
    `INSERT INTO member_employment (member_id, ended_on, recorded_at, recorded_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) DO UPDATE SET ended_on = $2, recorded_at = $3, recorded_by = $4`,
    [memberId, endedOn, now, who.operatorId],
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
      after: { endedOn },
    },
    now,
  );
  return { employment: view(await employmentRow(tx, memberId), now) };
}

export async function removeEmployment(
  tx: Queryable,
  who: AuditActor,
  memberId: string,
  now: Date,
): Promise<MemberEmploymentResponse> {
  await requireMember(tx, memberId);
  // Two removals at once: the one that deleted the row writes the audit entry.
  const { rows } = await tx.query<{ endedOn: string | null }>(
    `DELETE FROM member_employment WHERE member_id = $1 RETURNING to_char(ended_on, 'YYYY-MM-DD') AS "endedOn"`,
    [memberId],
  );
  const removed = rows[0];
  if (removed) {
    await audit(
      tx,
      who,
      {
        action: 'tax.employment_removed',
        memberId,
        targetType: 'member',
        targetId: memberId,
        before: { endedOn: removed.endedOn },
      },
      now,
    );
  }
  return { employment: null };
}
