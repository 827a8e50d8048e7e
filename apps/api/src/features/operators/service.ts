// Operators of the back office: accounts, sign-in with password and TOTP, lockout, sessions.
import {
  OPERATOR_IDLE_TIMEOUT_HOURS,
  OPERATOR_LOCK_MINUTES,
  type AdminSignInResponse,
  type Operator,
  type Approval,
  type OperatorActionResponse,
  type OperatorRole,
  type TotpSetupBody,
  type TotpSetupResponse,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import type { OperatorAuth } from '../../http/callers.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256Hex } from '../../lib/keys.js';
import { seal, unseal } from '../../lib/seal.js';
import { audit, type AuditActor } from '../audit/service.js';
import { inviteOperator, requestChange } from './changes.js';
import { type OperatorDeps } from './operator-deps.js';
import { auditActorOf } from '../audit/service.js';
import { setupUnfinished, toOperator } from './operator-view.js';
import { countFailedAttempt } from './failed-attempts.js';
import { dealersForAudit, findDealers, sameDealers, setOperatorDealers, widens } from './dealers.js';
import { hashPassword, NO_PASSWORD_HASH, refuseEmailInPassword, verifyPassword } from './passwords.js';
import { stepUp } from './step-up.js';
import {
  countEnabledAdmins,
  endOperatorSessions,
  endOtherSessions,
  endSession,
  findOpenSession,
  findOperator,
  findOperatorByEmail,
  insertSession,
  listOperatorRows,
  lockOperator,
  touchSession,
  updateOperatorRow,
  type OperatorRow,
} from './queries.js';
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from './totp.js';

export { type OperatorDeps } from './operator-deps.js';
export { setupUnfinished, toOperator };

const IDLE_MS = OPERATOR_IDLE_TIMEOUT_HOURS * 3_600_000;
/** A session's last-seen time is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60_000;

async function openSession(tx: Queryable, row: OperatorRow, client: { ip: string; userAgent: string | null }, now: Date) {
  const token = randomToken();
  await insertSession(tx, { operatorId: row.id, tokenHash: sha256Hex(token), ip: client.ip, userAgent: client.userAgent, now });
  return token;
}

// --- Sign-in ----------------------------------------------------------------------------------

export interface SignInInput {
  email: string;
  password: string;
  code?: string;
  ip: string;
  userAgent: string | null;
}

/**
 * Password, then the authenticator's code when the account has one. Five failures in a row (a
 * wrong password or code) lock the account for 15 minutes; every attempt is in the audit log.
 * A failure is recorded in its own committed transaction before the refusal is answered.
 */
export async function signIn(deps: OperatorDeps, input: SignInInput, now: Date): Promise<AdminSignInResponse> {
  const found = await findOperatorByEmail(deps.db, input.email);
  // An unknown e-mail costs the same hash check as a known one and reads the same.
  const passwordOk = await verifyPassword(found?.passwordHash ?? (await NO_PASSWORD_HASH), input.password);
  const who = (row?: OperatorRow): AuditActor => ({
    operatorId: row?.id ?? null,
    actor: row?.email ?? input.email,
    ip: input.ip,
  });

  if (!found || found.disabledAt) {
    await deps.db.transaction((tx) =>
      audit(tx, who(found), { action: 'operator.sign_in_failed', after: { reason: found ? 'disabled' : 'unknown_email' } }, now),
    );
    throw new AppError('operator_credentials_invalid');
  }

  const outcome = await deps.db.transaction(async (tx) => {
    const row = (await lockOperator(tx, found.id))!;
    if (row.lockedUntil && row.lockedUntil > now) {
      await audit(tx, who(row), { action: 'operator.sign_in_failed', after: { reason: 'locked' } }, now);
      return { refusal: new AppError('operator_locked') };
    }
    let failure: 'password' | 'code' | null = passwordOk ? null : 'password';
    let step: number | null = null;
    if (!failure && row.totpSecret) {
      if (!input.code) return { codeRequired: true as const };
      step = acceptedTotpStep(unseal(deps.totpKey, row.totpSecret), input.code, now, row.totpLastStep);
      if (step === null) failure = 'code';
    }
    if (failure) {
      const { attempt: failed, locked } = await countFailedAttempt(tx, row, now);
      await audit(tx, who(row), { action: 'operator.sign_in_failed', after: { reason: failure, attempt: failed } }, now);
      if (locked) await audit(tx, who(row), { action: 'operator.locked', after: { minutes: OPERATOR_LOCK_MINUTES } }, now);
      return {
        refusal: new AppError(locked ? 'operator_locked' : failure === 'code' ? 'totp_invalid' : 'operator_credentials_invalid'),
      };
    }
    if (deps.production && row.isDemo) {
      await audit(tx, who(row), { action: 'operator.sign_in_failed', after: { reason: 'demo_account' } }, now);
      return { refusal: new AppError('demo_account_refused') };
    }
    const updated = await updateOperatorRow(tx, row.id, {
      failed_attempts: 0,
      locked_until: null,
      ...(step !== null ? { totp_last_step: step } : {}),
    });
    // One session per operator: a new sign-in ends the earlier ones, which may be a forgotten
    // browser or someone else's (decision 0029).
    const ended = await endOperatorSessions(tx, row.id, 'signed_in_again', now);
    const token = await openSession(tx, updated, input, now);
    await audit(tx, who(updated), { action: 'operator.sign_in', ...(ended ? { after: { endedSessions: ended } } : {}) }, now);
    return { token, operator: toOperator(updated, now) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  if ('codeRequired' in outcome) return { result: 'code_required' };
  return { result: 'signed_in', token: outcome.token, operator: outcome.operator };
}

/**
 * The operator of a session token, when the session is open, not idle for 8 hours, and the
 * operator is not disabled. Ends an idle session on the way.
 */
export async function operatorOfToken(deps: OperatorDeps, token: string, now: Date) {
  const found = await findOpenSession(deps.db, sha256Hex(token));
  if (!found) return null;
  if (found.operator.disabledAt) {
    await endSession(deps.db, found.sessionId, 'disabled', now);
    return null;
  }
  if (now.getTime() - found.lastSeenAt.getTime() > IDLE_MS) {
    await endSession(deps.db, found.sessionId, 'idle', now);
    return null;
  }
  if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(deps.db, found.sessionId, now);
  return found;
}

export async function signOut(deps: OperatorDeps, op: OperatorAuth, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await endSession(tx, op.sessionId, 'sign_out', now);
    await audit(tx, auditActorOf(op), { action: 'operator.sign_out' }, now);
  });
}

export async function getOperator(deps: OperatorDeps, operatorId: string, now: Date): Promise<Operator> {
  const row = await findOperator(deps.db, operatorId);
  if (!row) throw new AppError('unauthorized');
  return toOperator(row, now);
}

// --- The operator's own password and authenticator ------------------------------------------------

/**
 * Needs the current password and a current code (step-up); every session of the operator ends (the
 * change may be because one leaked) and this one gets a new token.
 */
export async function changePassword(
  deps: OperatorDeps,
  op: OperatorAuth,
  input: { currentPassword: string; newPassword: string; code?: string | undefined; userAgent: string | null },
  now: Date,
): Promise<{ operator: Operator; token: string }> {
  if (input.newPassword === input.currentPassword) {
    throw new AppError('validation_error', {
      details: { fields: { newPassword: 'Новый пароль должен отличаться от текущего' } },
    });
  }
  refuseEmailInPassword(input.newPassword, op.email, 'newPassword');
  const row = await stepUp(deps, op, input, 'password_change', now);
  const passwordHash = await hashPassword(input.newPassword);
  return deps.db.transaction(async (tx) => {
    const updated = await updateOperatorRow(tx, row.id, {
      password_hash: passwordHash,
      must_change_password: false,
      password_changed_at: now,
    });
    await endOperatorSessions(tx, row.id, 'password', now);
    const token = await openSession(tx, updated, { ip: op.ip, userAgent: input.userAgent }, now);
    await audit(tx, auditActorOf(op), { action: 'operator.password_changed' }, now);
    return { operator: toOperator(updated, now), token };
  });
}

/**
 * A new secret, pending until its first code is confirmed; the enrolled one stays until then.
 * Connecting or replacing the authenticator needs the current password and a code of the app in
 * use (step-up), and is audited from this start.
 */
export async function startTotpSetup(
  deps: OperatorDeps,
  op: OperatorAuth,
  body: TotpSetupBody,
  now: Date,
): Promise<TotpSetupResponse> {
  const row = await stepUp(deps, op, body, 'totp_setup', now);
  const secret = newTotpSecret();
  await deps.db.transaction(async (tx) => {
    await updateOperatorRow(tx, row.id, { totp_pending_secret: seal(deps.totpKey, secret) });
    await audit(
      tx,
      auditActorOf(op),
      { action: 'operator.totp_setup_started', after: { replacing: row.totpSecret !== null } },
      now,
    );
  });
  return totpEnrolment(secret, op.email, deps.productName);
}

/** The new authenticator replaces the old one at its first code; the operator's other sessions end. */
export async function confirmTotpSetup(deps: OperatorDeps, op: OperatorAuth, code: string, now: Date): Promise<Operator> {
  return deps.db.transaction(async (tx) => {
    const row = await lockOperator(tx, op.operatorId);
    if (!row?.totpPendingSecret) throw new AppError('totp_not_pending');
    const step = acceptedTotpStep(unseal(deps.totpKey, row.totpPendingSecret), code, now, null);
    if (step === null) throw new AppError('totp_invalid');
    const updated = await updateOperatorRow(tx, row.id, {
      totp_secret: row.totpPendingSecret,
      totp_pending_secret: null,
      totp_enabled_at: now,
      totp_last_step: step,
    });
    const ended = await endOtherSessions(tx, row.id, op.sessionId, 'totp', now);
    await audit(
      tx,
      auditActorOf(op),
      { action: 'operator.totp_enabled', after: { replaced: row.totpSecret !== null, endedSessions: ended } },
      now,
    );
    return toOperator(updated, now);
  });
}

// --- Admins managing operators ----------------------------------------------------------------------

export async function listOperators(deps: OperatorDeps, now: Date): Promise<Operator[]> {
  return (await listOperatorRows(deps.db)).map((r) => toOperator(r, now));
}

export interface NewOperator {
  email: string;
  displayName: string;
  role: OperatorRole;
}

/**
 * A new operator gets an e-mail with a set-password link (never a password anyone else sees); a new
 * admin waits for a second admin's approval first (decision 0029).
 */
export async function createOperator(
  deps: OperatorDeps,
  op: OperatorAuth,
  input: NewOperator,
  now: Date,
): Promise<OperatorActionResponse> {
  const who = auditActorOf(op);
  return deps.db.transaction(async (tx) => {
    if (await findOperatorByEmail(tx, input.email)) {
      throw new AppError('validation_error', { details: { fields: { email: 'Оператор с таким e-mail уже есть' } } });
    }
    if (input.role === 'admin') {
      const pendingChange = await requestChange(
        tx,
        who,
        { change: 'create_admin', operatorId: null, email: input.email, displayName: input.displayName },
        now,
      );
      return { operator: null, pendingChange };
    }
    const row = await inviteOperator(tx, deps, who, input, { by: op.operatorId, recordAs: 'create_operator' }, now);
    return { operator: toOperator(row, now), pendingChange: null };
  });
}

/**
 * The command line's account (`npm run admin:create`): whoever runs it holds the server. It makes an
 * operator at any time, and an admin only while the programme has fewer than two enabled admins —
 * the bootstrap of dual control, which has no second admin yet. Either way the link goes to the
 * new operator's e-mail (and, outside production without SMTP, to the log).
 */
export async function createOperatorFromCommandLine(deps: OperatorDeps, input: NewOperator, now: Date): Promise<Operator> {
  return deps.db.transaction(async (tx) => {
    if (input.role === 'admin' && (await countEnabledAdmins(tx)) >= 2) {
      throw new AppError('forbidden', {
        message: 'Администраторов уже двое: нового администратора создаёт один из них в бэк-офисе, а подтверждает другой',
      });
    }
    const row = await inviteOperator(
      tx,
      deps,
      { operatorId: null, actor: 'system', ip: null },
      input,
      { by: null, recordAs: input.role === 'admin' ? 'create_admin' : 'create_operator' },
      now,
    );
    return toOperator(row, now);
  });
}

/**
 * Role, access and dealers. An admin cannot disable themselves or take their own admin role.
 * Disabling, enabling and taking the admin role act at once; a promotion to admin waits for a second
 * admin. An operator's dealers (decision 0066): fewer act at once, more wait for a second admin; an
 * admin is never limited, and a promotion ends the limit when it is approved.
 */
export async function updateOperator(
  deps: OperatorDeps,
  op: OperatorAuth,
  id: string,
  change: { role?: OperatorRole | undefined; disabled?: boolean | undefined; dealerIds?: readonly string[] | null | undefined },
  now: Date,
): Promise<{ operator: Operator; pendingChange: Approval | null }> {
  if (id === op.operatorId && (change.disabled === true || change.role === 'operator')) {
    throw new AppError('conflict', { message: 'Нельзя отключить себя или снять с себя роль администратора' });
  }
  return deps.db.transaction(async (tx) => {
    const row = await lockOperator(tx, id);
    if (!row) throw new AppError('not_found');
    const promote = change.role === 'admin' && row.role !== 'admin';
    const set: Record<string, unknown> = {};
    if (change.role === 'operator') set.role = 'operator';
    if (change.disabled !== undefined) set.disabled_at = change.disabled ? (row.disabledAt ?? now) : null;
    const role = change.role === 'operator' ? 'operator' : row.role;
    if (change.dealerIds && (promote || role === 'admin')) {
      throw new AppError('conflict', {
        message: 'Администратор видит участников всех дилеров: ограничить дилерами можно только оператора',
      });
    }
    // Null for a promotion: the admin it makes sees every dealer, and its approval ends the limit.
    const dealers =
      change.dealerIds === undefined || promote ? undefined : change.dealerIds && (await findDealers(tx, change.dealerIds));
    const widening = dealers !== undefined && widens(row.dealers, dealers);
    const narrowing = dealers !== undefined && !widening && !sameDealers(row.dealers, dealers);
    const pendingChange = promote
      ? await requestChange(
          tx,
          auditActorOf(op),
          { change: 'promote', operatorId: row.id, email: row.email, displayName: row.displayName },
          now,
        )
      : widening
        ? await requestChange(
            tx,
            auditActorOf(op),
            { change: 'dealers', operatorId: row.id, email: row.email, displayName: row.displayName, dealers },
            now,
          )
        : null;
    if (Object.keys(set).length === 0 && !narrowing) return { operator: toOperator(row, now), pendingChange };
    if (Object.keys(set).length > 0) await updateOperatorRow(tx, id, set);
    // After the role: the database takes an operator's dealers only.
    if (narrowing)
      await setOperatorDealers(
        tx,
        id,
        (dealers ?? []).map((d) => d.id),
      );
    const updated = (await findOperator(tx, id))!;
    if (change.disabled) await endOperatorSessions(tx, id, 'disabled', now);
    await audit(
      tx,
      auditActorOf(op),
      {
        action: 'operator.updated',
        targetType: 'operator',
        targetId: id,
        before: {
          role: row.role,
          disabled: row.disabledAt !== null,
          ...(narrowing ? { dealers: dealersForAudit(row.dealers) } : {}),
        },
        after: {
          role: updated.role,
          disabled: updated.disabledAt !== null,
          ...(narrowing ? { dealers: dealersForAudit(updated.dealers) } : {}),
        },
      },
      now,
    );
    return { operator: toOperator(updated, now), pendingChange };
  });
}

/**
 * A reset of another operator's password (a link to their e-mail) or authenticator: asked for
 * here, done when a second admin approves. One's own is changed on /admin/setup, with step-up.
 */
export async function requestReset(
  deps: OperatorDeps,
  op: OperatorAuth,
  id: string,
  kind: 'reset_password' | 'reset_totp',
  now: Date,
): Promise<OperatorActionResponse> {
  if (id === op.operatorId) {
    throw new AppError('conflict', {
      message: 'Свой пароль и приложение-аутентификатор меняют в настройках входа, с текущим паролем и кодом',
    });
  }
  return deps.db.transaction(async (tx) => {
    const row = await lockOperator(tx, id);
    if (!row) throw new AppError('not_found');
    const pendingChange = await requestChange(
      tx,
      auditActorOf(op),
      { change: kind, operatorId: row.id, email: row.email, displayName: row.displayName },
      now,
    );
    return { operator: toOperator(row, now), pendingChange };
  });
}
