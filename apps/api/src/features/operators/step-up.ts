// Step-up for a sensitive change of one's own sign-in (decision 0029): the current password and,
// when the account has an authenticator, a current code of it. A signed-in session alone — which
// may be someone else's at an unlocked screen — does not replace a factor.
import { OPERATOR_LOCK_MINUTES } from '@cabinet/contracts';
import { AppError } from '../../lib/app-error.js';
import { unseal } from '../../lib/seal.js';
import { audit } from '../audit/service.js';
import { countFailedAttempt } from './failed-attempts.js';
import { verifyPassword } from './passwords.js';
import { endOperatorSessions, lockOperator, updateOperatorRow, type OperatorRow } from './queries.js';
import type { OperatorAuth } from '../../http/callers.js';
import { type OperatorDeps } from './operator-deps.js';
import { auditActorOf } from '../audit/service.js';
import { acceptedTotpStep } from './totp.js';

export type StepUpPurpose = 'password_change' | 'totp_setup';

/**
 * Checks the password and code; every attempt is audited at once, in a transaction of its own,
 * whatever follows. A failure counts toward the sign-in lockout, and the lockout ends every session
 * of the account: a stolen session cannot guess the password it does not know.
 */
export async function stepUp(
  deps: OperatorDeps,
  op: OperatorAuth,
  input: { currentPassword: string; code?: string | undefined },
  purpose: StepUpPurpose,
  now: Date,
): Promise<OperatorRow> {
  const who = auditActorOf(op);
  // Read without a lock first: the password's hash check (~30 ms) runs outside the transaction.
  const found = await deps.db.query<{ passwordHash: string }>(
    'SELECT password_hash AS "passwordHash" FROM operators WHERE id = $1',
    [op.operatorId],
  );
  const passwordOk = found.rows[0] ? await verifyPassword(found.rows[0].passwordHash, input.currentPassword) : false;
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockOperator(tx, op.operatorId);
    if (!row) return { refusal: new AppError('unauthorized') };
    if (row.lockedUntil && row.lockedUntil > now) {
      await audit(tx, who, { action: 'operator.step_up', after: { purpose, outcome: 'locked' } }, now);
      return { refusal: new AppError('operator_locked') };
    }
    if (passwordOk && row.totpSecret && !input.code) {
      await audit(tx, who, { action: 'operator.step_up', after: { purpose, outcome: 'code_missing' } }, now);
      return {
        refusal: new AppError('validation_error', { details: { fields: { code: 'Введите код из приложения-аутентификатора' } } }),
      };
    }
    let failure: 'password' | 'code' | null = passwordOk ? null : 'password';
    let step: number | null = null;
    if (!failure && row.totpSecret && input.code) {
      step = acceptedTotpStep(unseal(deps.totpKey, row.totpSecret), input.code, now, row.totpLastStep);
      if (step === null) failure = 'code';
    }
    if (failure) {
      const { attempt: failed, locked } = await countFailedAttempt(tx, row, now);
      await audit(tx, who, { action: 'operator.step_up', after: { purpose, outcome: failure, attempt: failed } }, now);
      if (locked) {
        await endOperatorSessions(tx, row.id, 'admin', now);
        await audit(tx, who, { action: 'operator.locked', after: { minutes: OPERATOR_LOCK_MINUTES } }, now);
      }
      return {
        refusal: locked
          ? new AppError('operator_locked')
          : failure === 'code'
            ? new AppError('totp_invalid')
            : new AppError('operator_credentials_invalid', { message: 'Текущий пароль введён неверно' }),
      };
    }
    const updated = await updateOperatorRow(tx, row.id, {
      failed_attempts: 0,
      ...(step !== null ? { totp_last_step: step } : {}),
    });
    await audit(tx, who, { action: 'operator.step_up', after: { purpose, outcome: 'passed' } }, now);
    return { row: updated };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.row;
}
