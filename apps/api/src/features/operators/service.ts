// Operators of the back office: accounts, sign-in with password and TOTP, lockout, sessions.
import {
  OPERATOR_IDLE_TIMEOUT_HOURS,
  OPERATOR_LOCK_MINUTES,
  OPERATOR_MAX_FAILED_SIGN_INS,
  type AdminSignInResponse,
  type Operator,
  type OperatorRole,
  type TotpSetupResponse,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import type { OperatorAuth } from '../../http/callers.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256Hex } from '../../lib/keys.js';
import { seal, unseal } from '../../lib/seal.js';
import { audit, type AuditActor } from '../audit/service.js';
import { hashPassword, NO_PASSWORD_HASH, oneTimePassword, verifyPassword } from './passwords.js';
import {
  endOperatorSessions,
  endSession,
  findOpenSession,
  findOperator,
  findOperatorByEmail,
  insertOperator,
  insertSession,
  listOperatorRows,
  lockOperator,
  touchSession,
  updateOperatorRow,
  type OperatorRow,
} from './queries.js';
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from './totp.js';

export interface OperatorDeps {
  db: Db;
  /** Seals TOTP secrets at rest. */
  totpKey: Buffer;
  productName: string;
  /** Production refuses the demo data's accounts. */
  production: boolean;
}

export function auditActorOf(op: OperatorAuth): AuditActor & { operatorId: string } {
  return { operatorId: op.operatorId, actor: op.email, ip: op.ip };
}

const IDLE_MS = OPERATOR_IDLE_TIMEOUT_HOURS * 3_600_000;
/** A session's last-seen time is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export function toOperator(row: OperatorRow, now: Date): Operator {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    mustChangePassword: row.mustChangePassword,
    totpEnabled: row.totpEnabledAt !== null,
    totpRequired: row.role === 'admin',
    disabled: row.disabledAt !== null,
    lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The sign-in is not finished: a temporary password to replace, or an admin without an authenticator. */
export function setupUnfinished(row: OperatorRow): boolean {
  return row.mustChangePassword || (row.role === 'admin' && row.totpEnabledAt === null);
}

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
      const failed = row.failedAttempts + 1;
      const locked = failed >= OPERATOR_MAX_FAILED_SIGN_INS;
      await updateOperatorRow(tx, row.id, {
        failed_attempts: locked ? 0 : failed,
        locked_until: locked ? new Date(now.getTime() + OPERATOR_LOCK_MINUTES * 60_000) : row.lockedUntil,
      });
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
    const token = await openSession(tx, updated, input, now);
    await audit(tx, who(updated), { action: 'operator.sign_in' }, now);
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

/** Every session of the operator ends (the change may be because one leaked); this one gets a new token. */
export async function changePassword(
  deps: OperatorDeps,
  op: OperatorAuth,
  input: { currentPassword: string; newPassword: string; userAgent: string | null },
  now: Date,
): Promise<{ operator: Operator; token: string }> {
  const row = await findOperator(deps.db, op.operatorId);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError('operator_credentials_invalid', { message: 'Текущий пароль введён неверно' });
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('validation_error', {
      details: { fields: { newPassword: 'Новый пароль должен отличаться от текущего' } },
    });
  }
  if (input.newPassword.toLowerCase().includes(row.email.split('@')[0]!.toLowerCase())) {
    throw new AppError('validation_error', { details: { fields: { newPassword: 'Пароль не должен содержать ваш e-mail' } } });
  }
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

/** A new secret, pending until its first code is confirmed; the enrolled one stays until then. */
export async function startTotpSetup(deps: OperatorDeps, op: OperatorAuth): Promise<TotpSetupResponse> {
  const secret = newTotpSecret();
  await deps.db.query('UPDATE operators SET totp_pending_secret = $2 WHERE id = $1', [op.operatorId, seal(deps.totpKey, secret)]);
  return totpEnrolment(secret, op.email, deps.productName);
}

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
    await audit(tx, auditActorOf(op), { action: 'operator.totp_enabled' }, now);
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
  /** Demo data only: a known password that need not be changed. */
  password?: string;
  isDemo?: boolean;
}

/**
 * Creates an operator with a one-time password (shown once, changed at the first sign-in).
 * `by` is the admin who did it, or null for the command line and the demo data.
 */
export async function createOperator(
  deps: Pick<OperatorDeps, 'db'>,
  input: NewOperator,
  by: AuditActor | null,
  now: Date,
): Promise<{ operator: Operator; oneTimePassword: string }> {
  const password = input.password ?? oneTimePassword();
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const row = await insertOperator(tx, {
      email: input.email,
      displayName: input.displayName,
      role: input.role,
      passwordHash,
      mustChangePassword: input.password === undefined,
      isDemo: input.isDemo ?? false,
      createdBy: by?.operatorId ?? null,
      now,
    });
    if (!row) throw new AppError('validation_error', { details: { fields: { email: 'Оператор с таким e-mail уже есть' } } });
    const operator = toOperator(row, now);
    await audit(
      tx,
      by ?? { operatorId: null, actor: 'system', ip: null },
      { action: 'operator.created', targetType: 'operator', targetId: row.id, after: { email: row.email, role: row.role } },
      now,
    );
    return { operator, oneTimePassword: password };
  });
}

/** Role and access. An admin cannot disable themselves or take their own admin role. */
export async function updateOperator(
  deps: OperatorDeps,
  op: OperatorAuth,
  id: string,
  change: { role?: OperatorRole; disabled?: boolean },
  now: Date,
): Promise<Operator> {
  if (id === op.operatorId && (change.disabled === true || change.role === 'operator')) {
    throw new AppError('conflict', { message: 'Нельзя отключить себя или снять с себя роль администратора' });
  }
  return deps.db.transaction(async (tx) => {
    const row = await lockOperator(tx, id);
    if (!row) throw new AppError('not_found');
    const set: Record<string, unknown> = {};
    if (change.role !== undefined) set.role = change.role;
    if (change.disabled !== undefined) set.disabled_at = change.disabled ? (row.disabledAt ?? now) : null;
    if (Object.keys(set).length === 0) return toOperator(row, now);
    const updated = await updateOperatorRow(tx, id, set);
    if (change.disabled) await endOperatorSessions(tx, id, 'disabled', now);
    await audit(
      tx,
      auditActorOf(op),
      {
        action: 'operator.updated',
        targetType: 'operator',
        targetId: id,
        before: { role: row.role, disabled: row.disabledAt !== null },
        after: { role: updated.role, disabled: updated.disabledAt !== null },
      },
      now,
    );
    return toOperator(updated, now);
  });
}

export async function resetPassword(
  deps: OperatorDeps,
  op: OperatorAuth,
  id: string,
  now: Date,
): Promise<{ operator: Operator; oneTimePassword: string }> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    if (!(await lockOperator(tx, id))) throw new AppError('not_found');
    const updated = await updateOperatorRow(tx, id, {
      password_hash: passwordHash,
      must_change_password: true,
      password_changed_at: now,
      failed_attempts: 0,
      locked_until: null,
    });
    await endOperatorSessions(tx, id, 'password', now);
    await audit(tx, auditActorOf(op), { action: 'operator.password_reset', targetType: 'operator', targetId: id }, now);
    return { operator: toOperator(updated, now), oneTimePassword: password };
  });
}

/** The operator lost the phone: the authenticator goes (an admin sets up a new one at the next sign-in). */
export async function resetTotp(deps: OperatorDeps, op: OperatorAuth, id: string, now: Date): Promise<Operator> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockOperator(tx, id))) throw new AppError('not_found');
    const updated = await updateOperatorRow(tx, id, {
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    });
    await endOperatorSessions(tx, id, 'totp', now);
    await audit(tx, auditActorOf(op), { action: 'operator.totp_reset', targetType: 'operator', targetId: id }, now);
    return toOperator(updated, now);
  });
}
