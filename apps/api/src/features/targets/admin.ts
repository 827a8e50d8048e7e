// Operators set personal targets for a month, for one member or a list (decision 0032).
import type { SetTargetsBody } from '@cabinet/contracts';
import type { Db } from '../../db/types.js';
import { toKopecks } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { moscowMonth } from '../../lib/moscow-time.js';
import { audit, type AuditActor } from '../audit/service.js';
import { settleTargets } from './targets.js';

export async function setTargets(db: Db, who: AuditActor & { operatorId: string }, body: SetTargetsBody, now: Date) {
  if (body.month < moscowMonth(now)) throw new AppError('target_month_closed');
  return db.transaction(async (tx) => {
    const phones = [...new Set(body.memberPhones)];
    const { rows } = await tx.query<{ id: string }>(
      'SELECT id::text AS id FROM members WHERE phone = ANY($1::text[]) ORDER BY id',
      [phones],
    );
    if (rows.length !== phones.length) throw new AppError('contest_members_unknown');
    const ids = rows.map((r) => r.id);
    await tx.query(
      `INSERT INTO member_targets (member_id, month, contracts, bonus, set_by, set_at)
       SELECT m, $2::date, $3, $4, $5, $6 FROM unnest($1::uuid[]) AS m
       ON CONFLICT (member_id, month) DO UPDATE SET contracts = EXCLUDED.contracts, bonus = EXCLUDED.bonus,
         set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at`,
      [ids, `${body.month}-01`, body.contracts, toKopecks(body.bonus), who.operatorId, now],
    );
    // A target lowered to what a member has already signed is met now.
    await settleTargets(
      tx,
      ids.map((memberId) => ({ memberId, month: body.month })),
      now,
    );
    await audit(tx, who, { action: 'target.set', targetType: 'target', targetId: body.month, after: body }, now);
    return { updated: ids.length };
  });
}
