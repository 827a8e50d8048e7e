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
}

/** The code just sent for `phone`; `resendAfter` is the API's wait in seconds. */
export function codeSent(phone: string, userId: string, resendAfter: number, now = Date.now()): CodeSent {
  return { phone, userId, resendAt: now + resendAfter * 1000, expiresAt: now + SIGN_IN.codeTtlMinutes * 60_000 };
}
