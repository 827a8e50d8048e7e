// Operators see and set personal targets for a month, for one member or a list (decision 0032).
import {
  formatPhone,
  formatPoints,
  pluralRu,
  unknownPhonesText,
  type ListTargetsResponse,
  type ListTargetsQuery,
  type ResetTargetsBody,
  type SetTargetsBody,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { moscowMonth } from '../../lib/moscow-time.js';
import { containsPattern, SqlWhere } from '../../lib/sql-where.js';
import { audit, type AuditActor } from '../audit/service.js';
import { requestApproval, type ApprovalEffect, type Checker } from '../approvals/service.js';
import { monthTargets, ownTargetOf, settleTargets } from './targets.js';

/** Unknown phones named in the refusal; the rest are counted («и ещё 12»). */
const SHOWN_UNKNOWN = 10;

/** The members' ids for the pasted phones; an unknown phone refuses the whole list. */
async function membersOfPhones(tx: Queryable, memberPhones: readonly string[]): Promise<string[]> {
  const phones = [...new Set(memberPhones)];
  const { rows } = await tx.query<{ id: string; phone: string }>(
    'SELECT id::text AS id, phone FROM members WHERE phone = ANY($1::text[]) ORDER BY id',
    [phones],
  );
  if (rows.length !== phones.length) {
    // The operator pasted the list: the refusal names the phones to take out of it.
    const known = new Set(rows.map((r) => r.phone));
    const unknown = phones.filter((p) => !known.has(p));
    const message = unknownPhonesText(unknown.slice(0, SHOWN_UNKNOWN).map(formatPhone), unknown.length - SHOWN_UNKNOWN);
    throw new AppError('contest_members_unknown', { details: { fields: { memberPhones: message } } });
  }
  return rows.map((r) => r.id);
}

/**
 * Sets the targets, or — when their bonus is more money than their maker may create alone
 * (decision 0041: bonus × members, with what they created alone today) — asks a second admin at the
 * approvals door and changes nothing (`updated`: 0, `pendingApproval`).
 */
export async function setTargets(db: Db, who: Checker, body: SetTargetsBody, now: Date) {
  if (body.month < moscowMonth(now)) throw new AppError('target_month_closed');
  return db.transaction(async (tx) => {
    const ids = await membersOfPhones(tx, body.memberPhones);
    const bonus = toKopecks(body.bonus);
    if (bonus > 0) {
      const approval = await requestApproval(
        tx,
        who,
        {
          kind: 'target',
          subject: body.month,
          summary:
            `Личная цель ${body.month.slice(5)}.${body.month.slice(0, 4)}: ${body.contracts} дог., бонус ` +
            `${formatPoints(body.bonus)} × ${ids.length} ${pluralRu(ids.length, ['участник', 'участника', 'участников'])}`,
          effect: `Бонусы за выполненные цели месяца: будет начислено не больше ${formatPoints(toPoints(bonus * ids.length))}`,
          amount: bonus * ids.length,
          payload: body,
          memberId: ids.length === 1 ? ids[0]! : null,
        },
        now,
      );
      if (approval.status === 'pending') return { updated: 0, pendingApproval: approval };
    }
    return writeTargets(tx, who, who.operatorId, body, ids, now);
  });
}

/**
 * A second admin approved targets that waited (decision 0041): they apply now, as set, the maker's
 * targets; a month that has passed meanwhile is closed.
 */
export const targetApproval: ApprovalEffect = {
  async apply(tx, a, { who, now }) {
    const body = a.payload as SetTargetsBody;
    if (body.month < moscowMonth(now)) throw new AppError('target_month_closed');
    await writeTargets(tx, who, a.madeById, body, await membersOfPhones(tx, body.memberPhones), now);
  },
};

/** `setBy`: the operator whose decision the targets are (the maker, also when a second admin approved). */
async function writeTargets(tx: Queryable, who: AuditActor, setBy: string, body: SetTargetsBody, ids: string[], now: Date) {
  await tx.query(
    `INSERT INTO member_targets (member_id, month, contracts, bonus, set_by, set_at)
     SELECT m, $2::date, $3, $4, $5, $6 FROM unnest($1::uuid[]) AS m
     ON CONFLICT (member_id, month) DO UPDATE SET contracts = EXCLUDED.contracts, bonus = EXCLUDED.bonus,
       set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at`,
    [ids, `${body.month}-01`, body.contracts, toKopecks(body.bonus), setBy, now],
  );
  // A target lowered to what a member has already signed is met now; one raised above it takes back
  // a bonus held for the month.
  await settleTargets(
    tx,
    ids.map((memberId) => ({ memberId, month: body.month })),
    now,
    'target',
  );
  await audit(tx, who, { action: 'target.set', targetType: 'target', targetId: body.month, after: body }, now);
  return { updated: ids.length };
}

/**
 * The members' targets of the month go back to the tier table's: the set ones are deleted and each
 * month settled again, so a bonus paid for a set target stays only while the tier's target is met.
 */
export async function resetTargets(db: Db, who: AuditActor & { operatorId: string }, body: ResetTargetsBody, now: Date) {
  if (body.month < moscowMonth(now)) throw new AppError('target_month_closed');
  return db.transaction(async (tx) => {
    const ids = await membersOfPhones(tx, body.memberPhones);
    const { rowCount } = await tx.query('DELETE FROM member_targets WHERE member_id = ANY($1::uuid[]) AND month = $2::date', [
      ids,
      `${body.month}-01`,
    ]);
    await settleTargets(
      tx,
      ids.map((memberId) => ({ memberId, month: body.month })),
      now,
      'target',
    );
    await audit(tx, who, { action: 'target.reset', targetType: 'target', targetId: body.month, after: body }, now);
    return { updated: rowCount };
  });
}

/** The members of the programme (active ones) with their target of the month, a page at a time. */
export async function listTargets(
  db: Queryable,
  q: ListTargetsQuery & { skipCount: number; maxResultCount: number },
  now: Date,
): Promise<ListTargetsResponse> {
  const month = q.month ?? moscowMonth(now);
  const where = new SqlWhere().and(`m.status = 'active'`);
  if (q.source) {
    const first = where.param(`${month}-01`);
    // The source the list shows is the set target's, and the tier table's without one (targets.ts).
    const source = `(SELECT own.source FROM ${ownTargetOf('m.id', `${first}::date`)} own)`;
    where.and({ operator: `${source} = 'operator'`, dealer: `${source} = 'dealer'`, tier: `${source} IS NULL` }[q.source]);
  }
  const text = q.q?.trim();
  if (text) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 3 && digits.length === text.replace(/[\s()+-]/g, '').length) {
      where.and(`m.phone LIKE ${where.param(containsPattern(digits.length >= 10 ? `7${digits.slice(-10)}` : digits))}`);
    } else {
      const name = where.param(containsPattern(text.toLowerCase()));
      where.and(
        `(lower(m.last_name || ' ' || m.first_name || ' ' || m.middle_name) LIKE ${name} OR lower(m.first_name || ' ' || m.last_name) LIKE ${name})`,
      );
    }
  }
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members m ${where}`, where.params);
  const { rows } = await db.query<{ id: string; phone: string; fullName: string }>(
    `SELECT m.id::text AS id, m.phone, trim(m.last_name || ' ' || m.first_name || ' ' || m.middle_name) AS "fullName"
       FROM members m ${where}
      ORDER BY m.last_name, m.first_name, m.phone
      OFFSET ${Math.trunc(q.skipCount)} LIMIT ${Math.trunc(q.maxResultCount)}`,
    where.params,
  );
  const targets = await monthTargets(
    db,
    rows.map((r) => r.id),
    month,
  );
  return {
    month,
    totalCount: count.rows[0]?.n ?? 0,
    targets: rows.map((r) => ({ memberId: r.id, phone: r.phone, fullName: r.fullName, ...targets.get(r.id)! })),
  };
}
