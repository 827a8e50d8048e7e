// The cooling-off rule (decision 0029), part of the approvals door's one rule (decision 0060): an
// account whose life cycle an admin changed — created, promoted, its password or authenticator reset —
// does not approve that admin's requests, nor those of the admin who approved the change, for
// APPROVAL_COOLING_OFF_DAYS. Dual control compares accounts; this keeps one person from making the
// second account and then being both. The facts are the operators feature's `operator_changes`, one
// row an account's change made (alone or approved: migration 0125), which this reads.
import { APPROVAL_COOLING_OFF_DAYS } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { whenText } from '../../lib/moscow-time.js';
import { audit, type AuditActor } from '../audit/service.js';

const DAY_MS = 86_400_000;

class CoolingOffRefusal extends AppError {
  constructor(
    readonly makerId: string,
    until: Date,
    now: Date,
  ) {
    super('approval_cooling_off', {
      message: `Эту учётную запись недавно создал, повысил или сбросил автор запроса (или подтвердивший это администратор): подтверждать его запросы с неё можно будет ${whenText(until, now)}`,
    });
  }
}

/** Throws `approval_cooling_off` when the checker's account is in a cooling-off period toward the maker. */
export async function refuseCoolingOff(tx: Queryable, check: { checkerId: string; makerId: string; now: Date }): Promise<void> {
  const since = new Date(check.now.getTime() - APPROVAL_COOLING_OFF_DAYS * DAY_MS);
  const { rows } = await tx.query<{ decidedAt: Date }>(
    `SELECT decided_at AS "decidedAt" FROM operator_changes
      WHERE operator_id = $1 AND decided_at > $3 AND (requested_by = $2 OR decided_by = $2)
      ORDER BY decided_at DESC LIMIT 1`,
    [check.checkerId, check.makerId, since],
  );
  const last = rows[0];
  if (last) {
    throw new CoolingOffRefusal(
      check.makerId,
      new Date(last.decidedAt.getTime() + APPROVAL_COOLING_OFF_DAYS * DAY_MS),
      check.now,
    );
  }
}

/**
 * Runs an approval; a cooling-off refusal is written to the audit log in a transaction of its own
 * (the approval's rolls back), where the dashboard's alert finds it.
 */
export async function auditingCoolingOff<T>(
  db: Db,
  who: AuditActor,
  target: { type: string; id: string | number },
  now: Date,
  approve: () => Promise<T>,
): Promise<T> {
  try {
    return await approve();
  } catch (err) {
    if (err instanceof CoolingOffRefusal) {
      await db.transaction((tx) =>
        audit(
          tx,
          who,
          {
            action: 'approval.cooling_off_refused',
            targetType: target.type,
            targetId: target.id,
            after: { makerId: err.makerId },
          },
          now,
        ),
      );
    }
    throw err;
  }
}
