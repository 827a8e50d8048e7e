import { randomInt, randomUUID } from 'node:crypto';
import { type RequestCodeResponse, type VerifyCodeResponse } from '@cabinet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hmacHex, randomToken, safeEqualHex, sha256Hex } from '../../lib/keys.js';
import { limitByAddress } from '../../lib/rate-limit.js';
import type { CaptchaKeys } from '../../lib/keys.js';
import { verifyCaptcha } from '../captcha/service.js';
import type { LiveSessions } from '../../lib/live-sessions.js';
import * as q from './queries.js';
import * as rules from './rules.js';
import { resendTooEarly, wrongCode } from './code-refusals.js';
import { SmsNotSent, type SmsSender } from '../../providers/sms/sms.js';
import type { TelegramGateway } from '../../providers/telegram/telegram-gateway.js';
import type { JobSender } from '../../jobs/queue.js';
import { deliverCode, sealCode } from '../sign-in-delivery/service.js';
import { emitWebhookEvent } from '../webhooks/service.js';
import { signAccessToken, verifyAccessToken } from './tokens.js';

export interface AuthDeps {
  db: Db;
  /** The cache of live sign-ins the sign-in check keeps (decision 0014): a revocation forgets its session. */
  liveSessions?: LiveSessions;
  clock: Clock;
  env: Pick<
    Env,
    | 'OTP_FIXED_CODE'
    | 'OPEN_REGISTRATION'
    | 'ACCESS_TOKEN_TTL'
    | 'PRODUCT_NAME'
    | 'CODE_REQUESTS_PER_IP_PER_HOUR'
    | 'VERIFY_REQUESTS_PER_IP_PER_10_MIN'
    | 'TELEGRAM_SMS_FALLBACK_SECONDS'
  >;
  sms: SmsSender;
  /** Telegram Gateway when configured: codes go there first (decision 0035). */
  telegram: TelegramGateway | null;
  jobs: JobSender;
  captchaKeys: CaptchaKeys;
  otpKey: Buffer;
  tokenKey: Uint8Array;
  log: FastifyBaseLogger;
}

async function requireCaptcha(deps: AuthDeps, payload: string) {
  if (!(await verifyCaptcha(deps.db, deps.captchaKeys, deps.clock, payload))) throw new AppError('invalid_captcha');
}

/** POST /api/mobile-auth/code: checks, then sends a new code and kills the previous one. */
export async function requestCode(
  deps: AuthDeps,
  input: { phone: string; captcha: string; ip: string },
): Promise<RequestCodeResponse> {
  await limitByAddress(deps.db, deps.clock.now(), {
    action: 'code',
    ip: input.ip,
    windowMs: 3_600_000,
    limit: deps.env.CODE_REQUESTS_PER_IP_PER_HOUR,
  });
  await requireCaptcha(deps, input.captcha);

  const code = deps.env.OTP_FIXED_CODE ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { subjectId, codeId } = await deps.db.transaction(async (tx) => {
    // One sign-in attempt per phone at a time, so parallel requests cannot slip past the limits.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:${input.phone}`]);
    const now = deps.clock.now();
    const member = await q.findMemberByPhone(tx, input.phone);
    if (!member && !deps.env.OPEN_REGISTRATION) throw new AppError('member_not_found');
    if (member?.status === 'blocked') throw new AppError('member_blocked');

    const latest = await q.findLatestCodeForPhone(tx, input.phone);
    if (latest) {
      const wait = Math.ceil((latest.created_at.getTime() + rules.CODE_RESEND_AFTER_S * 1000 - now.getTime()) / 1000);
      if (wait > 0) throw resendTooEarly(wait);
    }
    const hourAgo = new Date(now.getTime() - 3_600_000);
    if ((await q.countCodesSince(tx, input.phone, hourAgo)) >= rules.CODES_PER_PHONE_PER_HOUR) {
      throw new AppError('too_many_codes', { details: { retryAfter: 3600 } });
    }

    // Under open registration the member is created only at verification; until then the
    // sign-in carries the id the member will get, reused while the phone stays unverified.
    const subjectId = member?.id ?? (latest && !latest.consumed_at ? latest.subject_id : randomUUID());
    await q.invalidateLiveCodes(tx, input.phone, now);
    const codeId = await q.insertCode(tx, {
      phone: input.phone,
      subject_id: subjectId,
      code_hash: hashCode(deps.otpKey, subjectId, code),
      code_sealed: sealCode(deps.otpKey, code),
      created_at: now,
      expires_at: new Date(now.getTime() + rules.CODE_TTL_MS),
    });
    return { subjectId, codeId };
  });

  let channel: 'sms' | 'telegram';
  try {
    channel = await deliverCode(deps, { codeId, phone: input.phone, code });
  } catch (err) {
    const message = err instanceof SmsNotSent ? err.message : (err as Error).message;
    deps.log.error({ err: { message }, provider: deps.sms.name }, 'sms send failed');
    await deps.db.query('UPDATE otp_codes SET invalidated_at = $2, code_sealed = NULL WHERE id = $1', [codeId, deps.clock.now()]);
    throw new AppError('sms_failed');
  }
  return { userId: subjectId, resendAfter: rules.CODE_RESEND_AFTER_S, channel };
}

function hashCode(key: Buffer, subjectId: string, code: string): string {
  return hmacHex(key, `${subjectId}:${code}`);
}

type VerifyOutcome = { ok: true; memberId: string } | { ok: false; error: AppError };

/** POST /api/mobile-auth/verify: a right code opens a new sign-in (session) with its tokens. */
export async function verifyCode(
  deps: AuthDeps,
  input: { userId: string; code: string; captcha: string; ip: string; userAgent: string | null },
): Promise<VerifyCodeResponse> {
  await limitByAddress(deps.db, deps.clock.now(), {
    action: 'verify',
    ip: input.ip,
    windowMs: 600_000,
    limit: deps.env.VERIFY_REQUESTS_PER_IP_PER_10_MIN,
  });
  await requireCaptcha(deps, input.captcha);
  if (!/^[0-9a-f-]{36}$/i.test(input.userId)) throw new AppError('code_expired');

  // A wrong guess must be counted even though the request fails, so the transaction returns
  // the refusal instead of throwing it (a throw would roll the count back).
  const outcome = await deps.db.transaction<VerifyOutcome>(async (tx) => {
    const now = deps.clock.now();
    const otp = await q.lockLiveCode(tx, input.userId);
    if (!otp || otp.expires_at.getTime() <= now.getTime()) return { ok: false, error: new AppError('code_expired') };
    if (otp.attempts >= rules.CODE_MAX_ATTEMPTS) return { ok: false, error: new AppError('code_attempts_exhausted') };

    if (!safeEqualHex(otp.code_hash, hashCode(deps.otpKey, otp.subject_id, input.code))) {
      const attempts = await q.recordWrongAttempt(tx, otp.id);
      return { ok: false, error: wrongCode(Math.max(0, rules.CODE_MAX_ATTEMPTS - attempts)) };
    }

    await q.consumeCode(tx, otp.id, now);
    let member = await q.findMemberById(tx, otp.subject_id);
    if (!member) {
      if (!deps.env.OPEN_REGISTRATION) return { ok: false, error: new AppError('member_not_found') };
      await q.insertMember(tx, otp.subject_id, otp.phone);
      member = { id: otp.subject_id, phone: otp.phone, status: 'active' };
      await emitWebhookEvent(
        tx,
        'member.registered',
        { member: { id: member.id, phone: member.phone }, via: 'sign_in', registeredAt: now.toISOString() },
        now,
        deps.jobs,
      );
    }
    if (member.status === 'blocked') return { ok: false, error: new AppError('member_blocked') };
    await q.markPhoneVerified(tx, member.id);
    return { ok: true, memberId: member.id };
  });
  if (!outcome.ok) throw outcome.error;

  const tokens = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const sessionId = await q.insertSession(tx, outcome.memberId, now, input.userAgent);
    return issueTokens(deps, tx, outcome.memberId, sessionId, now);
  });
  return {
    userId: outcome.memberId,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresIn: deps.env.ACCESS_TOKEN_TTL,
  };
}

async function issueTokens(deps: AuthDeps, tx: Queryable, memberId: string, sessionId: string, now: Date) {
  const refreshToken = randomToken();
  const refreshHash = sha256Hex(refreshToken);
  await q.insertRefreshToken(tx, {
    tokenHash: refreshHash,
    sessionId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + rules.REFRESH_TOKEN_TTL_MS),
  });
  const accessToken = await signAccessToken(deps.tokenKey, deps.clock, deps.env.ACCESS_TOKEN_TTL, { memberId, sessionId });
  return { accessToken, refreshToken, refreshHash };
}

type RefreshOutcome = { ok: true; accessToken: string; refreshToken: string } | { ok: false };

/**
 * A rotated token shown again is a copy, unless its answer was lost: then it comes back soon from
 * the same browser, and the token it was rotated into has never been used (decision 0002).
 */
async function answerWasLost(tx: Queryable, row: q.RefreshRow, now: Date): Promise<q.RefreshRow | undefined> {
  if (!row.rotated_at || !row.replaced_by) return undefined;
  if (now.getTime() - row.rotated_at.getTime() > rules.REFRESH_REUSE_GRACE_MS) return undefined;
  const successor = await q.lockRefreshToken(tx, row.replaced_by);
  return successor && !successor.rotated_at ? successor : undefined;
}

/**
 * GET /api/refresh-token: rotates. A token that was already rotated means it was copied:
 * the whole sign-in is revoked, the thief's and the member's tokens alike — except within a minute
 * of its rotation while its successor is unused, when the answer is taken as lost and a new pair
 * replaces the successor.
 */
export async function refreshTokens(deps: AuthDeps, refreshToken: string) {
  const outcome = await deps.db.transaction<RefreshOutcome>(async (tx) => {
    const now = deps.clock.now();
    const row = await q.lockRefreshToken(tx, sha256Hex(refreshToken));
    if (!row || row.revoked_at || row.member_status !== 'active') return { ok: false };
    if (row.rotated_at) {
      const unusedSuccessor = await answerWasLost(tx, row, now);
      if (unusedSuccessor) {
        // The successor never reached anyone who used it; retired so that showing it later counts as reuse.
        await q.markRotated(tx, unusedSuccessor.token_hash, now, null);
        const tokens = await issueTokens(deps, tx, row.member_id, row.session_id, now);
        await q.setReplacedBy(tx, row.token_hash, tokens.refreshHash);
        deps.log.info({ sessionId: row.session_id }, 'refresh answer taken as lost: rotated token shown again in grace');
        return { ok: true, ...tokens };
      }
      await q.revokeSession(tx, row.session_id, now, 'reuse');
      deps.liveSessions?.forget(row.session_id);
      deps.log.warn({ sessionId: row.session_id }, 'refresh token reused: sign-in revoked');
      return { ok: false };
    }
    if (row.expires_at.getTime() <= now.getTime()) return { ok: false };
    const tokens = await issueTokens(deps, tx, row.member_id, row.session_id, now);
    await q.markRotated(tx, row.token_hash, now, tokens.refreshHash);
    return { ok: true, ...tokens };
  });
  if (!outcome.ok) throw new AppError('unauthorized');
  return {
    data: { access_token: outcome.accessToken, refresh_token: outcome.refreshToken, expires_in: deps.env.ACCESS_TOKEN_TTL },
  };
}

/** POST /api/auth/logout: by the bearer token (even a lapsed one) or by the refresh token. */
export async function logout(deps: AuthDeps, input: { bearer: string | null; refreshToken?: string }) {
  const now = deps.clock.now();
  let sessionId: string | null = null;
  if (input.bearer) {
    sessionId = (await verifyAccessToken(deps.tokenKey, deps.clock, input.bearer, { ignoreExpiry: true }))?.sessionId ?? null;
  }
  if (!sessionId && input.refreshToken) {
    const { rows } = await deps.db.query<{ session_id: string }>('SELECT session_id FROM refresh_tokens WHERE token_hash = $1', [
      sha256Hex(input.refreshToken),
    ]);
    sessionId = rows[0]?.session_id ?? null;
  }
  if (!sessionId) throw new AppError('unauthorized');
  await q.revokeSession(deps.db, sessionId, now, 'logout');
  deps.liveSessions?.forget(sessionId);
  return { success: true as const };
}

/** Ends every open sign-in of a member at once (an operator blocked them): their tokens answer 401. */
export async function revokeMemberSessions(db: Queryable, memberId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    "UPDATE auth_sessions SET revoked_at = $2, revoked_reason = 'admin' WHERE member_id = $1 AND revoked_at IS NULL RETURNING id",
    [memberId, now],
  );
  return rows.length;
}

export { confirmByCode, sendConfirmationCode, type ConfirmationDeps } from './confirmation-code.js';
