// A wrong password or code, at sign-in and at a step-up alike: counted on the account, which is
// locked for OPERATOR_LOCK_MINUTES after OPERATOR_MAX_FAILED_SIGN_INS in a row.
import { OPERATOR_LOCK_MINUTES, OPERATOR_MAX_FAILED_SIGN_INS } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { updateOperatorRow, type OperatorRow } from './queries.js';

export async function countFailedAttempt(
  tx: Queryable,
  row: OperatorRow,
  now: Date,
): Promise<{ attempt: number; locked: boolean }> {
  const attempt = row.failedAttempts + 1;
  const locked = attempt >= OPERATOR_MAX_FAILED_SIGN_INS;
  await updateOperatorRow(tx, row.id, {
    failed_attempts: locked ? 0 : attempt,
    locked_until: locked ? new Date(now.getTime() + OPERATOR_LOCK_MINUTES * 60_000) : row.lockedUntil,
  });
  return { attempt, locked };
}
