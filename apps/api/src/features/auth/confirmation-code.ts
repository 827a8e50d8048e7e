// A one-time code that confirms a member's act (signing a closed month's document, decision 0048;
// accepting a version of the programme rules, decision 0049; changing the cards for payouts,
// decision 0056), sent by the sign-in's channels and held
// to the sign-in's rules — its lifetime, its attempts, the pause before another and the hourly count
// per phone — so that a code is a code whatever it opens.
import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { hmacHex, safeEqualHex } from '../../lib/keys.js';
import { SmsNotSent } from '../../providers/sms/sms.js';
import { deliverCode, sealCode, type CodePurpose, type DeliverDeps } from '../sign-in-delivery/service.js';
import type { Env } from '../../config/env.js';
import * as rules from './rules.js';
import { resendTooEarly, wrongCode } from './code-refusals.js';
import { countCodesSince } from './queries.js';

export type ConfirmationDeps = DeliverDeps & { env: DeliverDeps['env'] & Pick<Env, 'OTP_FIXED_CODE'> };

/**
 * What a code confirms: a document of the member, a version of the rules the member accepts, or a
 * change of the member's cards for payouts (decision 0056) or of the account for the bank's registry (decision 0057).
 */
export interface ConfirmationSubject {
  memberId: string;
  purpose: keyof typeof TARGET_COLUMN;
  /** The document's, the rules version's or the card's id. */
  targetId: number;
}

/**
 * The column of `otp_codes` that binds a code to its subject: one for every purpose but the
 * sign-in's (a purpose is added to code-messages.ts, with its text, before it can be here).
 */
const TARGET_COLUMN = {
  document: 'document_id',
  rules: 'legal_version_id',
  card_add: 'payout_card_id',
  card_remove: 'payout_card_id',
  card_default: 'payout_card_id',
  // The account a bank's registry pays to (decision 0057).
  account_set: 'payout_account_id',
} as const satisfies Record<Exclude<CodePurpose, 'sign_in'>, string>;

const hashOf = (deps: { otpKey: Buffer }, s: ConfirmationSubject, code: string) =>
  hmacHex(deps.otpKey, `${s.purpose}:${s.targetId}:${s.memberId}:${code}`);

/** Sends a new code for the subject (the previous one dies); answers the channel and the pause before another. */
export async function sendConfirmationCode(
  deps: ConfirmationDeps,
  s: ConfirmationSubject,
): Promise<{ channel: 'sms' | 'telegram'; resendAfter: number }> {
  const code = deps.env.OTP_FIXED_CODE ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  const target = TARGET_COLUMN[s.purpose];
  const { codeId, phone } = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const { rows: members } = await tx.query<{ phone: string }>('SELECT phone FROM members WHERE id = $1 FOR UPDATE', [
      s.memberId,
    ]);
    const phone = members[0]!.phone;
    const { rows: latest } = await tx.query<{ created_at: Date }>(
      `SELECT created_at FROM otp_codes WHERE ${target} = $1 AND subject_id = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [s.targetId, s.memberId],
    );
    const wait = latest[0]
      ? Math.ceil((latest[0].created_at.getTime() + rules.CODE_RESEND_AFTER_S * 1000 - now.getTime()) / 1000)
      : 0;
    if (wait > 0) throw resendTooEarly(wait);
    if ((await countCodesSince(tx, phone, new Date(now.getTime() - 3_600_000))) >= rules.CODES_PER_PHONE_PER_HOUR)
      throw new AppError('too_many_codes', { details: { retryAfter: 3600 } });
    await tx.query(
      `UPDATE otp_codes SET invalidated_at = $3, code_sealed = NULL
        WHERE ${target} = $1 AND subject_id = $2 AND consumed_at IS NULL AND invalidated_at IS NULL`,
      [s.targetId, s.memberId, now],
    );
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO otp_codes (phone, subject_id, purpose, ${target}, code_hash, code_sealed, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text`,
      [
        phone,
        s.memberId,
        s.purpose,
        s.targetId,
        hashOf(deps, s, code),
        sealCode(deps.otpKey, code),
        now,
        new Date(now.getTime() + rules.CODE_TTL_MS),
      ],
    );
    return { codeId: rows[0]!.id, phone };
  });
  try {
    return { channel: await deliverCode(deps, { codeId, phone, code }), resendAfter: rules.CODE_RESEND_AFTER_S };
  } catch (err) {
    deps.log.error(
      { err: { message: err instanceof SmsNotSent ? err.message : (err as Error).message } },
      'confirmation code not sent',
    );
    await deps.db.query('UPDATE otp_codes SET invalidated_at = $2, code_sealed = NULL WHERE id = $1', [codeId, deps.clock.now()]);
    throw new AppError('sms_failed');
  }
}

/** A right code, used up: the phone it went to and the channel it went by. */
export interface ConfirmedCode {
  codeId: string;
  phone: string;
  channel: 'sms' | 'telegram';
}

export type CheckedCode = ({ ok: true } & ConfirmedCode) | { ok: false; error: AppError };

/**
 * Checks the subject's live code in the caller's transaction and uses it up when right. A wrong code
 * is counted and answered, not thrown, so that the caller's transaction keeps the count.
 */
export async function checkConfirmationCode(
  tx: Queryable,
  deps: { otpKey: Buffer },
  s: ConfirmationSubject,
  code: string,
  now: Date,
): Promise<CheckedCode> {
  const { rows } = await tx.query<{ id: string; phone: string; code_hash: string; expires_at: Date; attempts: number }>(
    `SELECT id::text, phone, code_hash, expires_at, attempts FROM otp_codes
      WHERE ${TARGET_COLUMN[s.purpose]} = $1 AND subject_id = $2 AND purpose = $3 AND consumed_at IS NULL AND invalidated_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [s.targetId, s.memberId, s.purpose],
  );
  const otp = rows[0];
  if (!otp || otp.expires_at.getTime() <= now.getTime()) return { ok: false, error: new AppError('code_expired') };
  if (otp.attempts >= rules.CODE_MAX_ATTEMPTS) return { ok: false, error: new AppError('code_attempts_exhausted') };
  if (!safeEqualHex(otp.code_hash, hashOf(deps, s, code))) {
    const { rows: counted } = await tx.query<{ attempts: number }>(
      'UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
      [otp.id],
    );
    return { ok: false, error: wrongCode(Math.max(0, rules.CODE_MAX_ATTEMPTS - counted[0]!.attempts)) };
  }
  await tx.query('UPDATE otp_codes SET consumed_at = $2, code_sealed = NULL WHERE id = $1', [otp.id, now]);
  const { rows: delivered } = await tx.query<{ channel: string }>(
    'SELECT channel FROM otp_deliveries WHERE otp_code_id = $1 ORDER BY id DESC LIMIT 1',
    [otp.id],
  );
  return { ok: true, codeId: otp.id, phone: otp.phone, channel: delivered[0]?.channel === 'telegram' ? 'telegram' : 'sms' };
}

/**
 * A member's act confirmed by the subject's code, in one transaction: `lock` reads and locks what the
 * act changes (and refuses by throwing), the code is checked, `act` does it. A wrong code is counted
 * by the transaction that answers it — returned from it, then thrown — so the count survives.
 */
export async function confirmByCode<T>(
  deps: { db: Db; otpKey: Buffer },
  s: ConfirmationSubject,
  code: string,
  now: Date,
  steps: { lock: (tx: Queryable) => Promise<T>; act: (tx: Queryable, code: ConfirmedCode, locked: T) => Promise<void> },
): Promise<void> {
  const error = await deps.db.transaction(async (tx) => {
    const locked = await steps.lock(tx);
    const checked = await checkConfirmationCode(tx, deps, s, code, now);
    if (!checked.ok) return checked.error;
    await steps.act(tx, checked, locked);
    return null;
  });
  if (error) throw error;
}
