// A code the API has sent: to which phone, for which sign-in, when another may be asked for and
// when it stops working (product §4: a new code after 60 s, each living 5 minutes).
import { SIGN_IN } from '@cabinet/contracts/client';

export interface CodeSent {
  phone: string;
  userId: string;
  /** When another code may be requested (ms since epoch). */
  resendAt: number;
  /** When this code stops working (ms since epoch): until then the member may come back to it. */
  expiresAt: number;
  /** Where it went (decision 0035); a sign-in kept from before is taken as SMS. */
  channel?: 'sms' | 'telegram';
  /** The member asked for the Telegram code by SMS too. */
  alsoBySms?: boolean;
}

/** The code just sent for `phone`; `resendAfter` is the API's wait in seconds. */
export function codeSent(
  phone: string,
  userId: string,
  resendAfter: number,
  channel: 'sms' | 'telegram' = 'sms',
  now = Date.now(),
): CodeSent {
  return { phone, userId, resendAt: now + resendAfter * 1000, expiresAt: now + SIGN_IN.codeTtlMinutes * 60_000, channel };
}

/**
 * The tab's sign-in in progress (lib/kept-in-tab.ts): the code in the SMS still works for minutes
 * after a reload, so the page offers that code step again instead of a phone step that refuses a
 * new code for a minute. It ends with the code's life or the sign-in.
 */
export const KEPT_SIGN_IN = 'agentplus.signInCode';

export interface KeptSignIn {
  sent: CodeSent;
  /** The code step was on screen (otherwise the phone step, with the way back to this code). */
  onCodeStep: boolean;
}

export function parseKeptSignIn(value: unknown, now = Date.now()): KeptSignIn | null {
  if (!value || typeof value !== 'object') return null;
  const kept = value as Partial<KeptSignIn>;
  const s = kept.sent;
  const valid =
    s &&
    typeof s.phone === 'string' &&
    typeof s.userId === 'string' &&
    typeof s.resendAt === 'number' &&
    typeof s.expiresAt === 'number' &&
    s.expiresAt > now;
  return valid ? { sent: s, onCodeStep: kept.onCodeStep === true } : null;
}
