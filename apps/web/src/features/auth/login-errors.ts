// Spec §8, the sign-in rows: which text the login page shows for a failed call.
import { ApiRequestError } from '@/lib/api-client/errors';
import { login } from './texts';

export type LoginStep = 'code' | 'verify';

export function loginErrorMessage(step: LoginStep, err: unknown): string {
  if (err instanceof ApiRequestError) {
    const code = err.body?.code;
    if (code === 'invalid_captcha') return login.invalidCaptcha;
    // "Verify: same captcha message; no invalid_phone case" — there it is just a structured error.
    if (step === 'code' && code === 'invalid_phone') return login.invalidPhone;
    if (err.isStructured) return err.body!.message!;
  }
  return login.unexpected;
}

/** Seconds to wait before the same call may succeed (a resend too early, a limit), when the API says. */
export function retryAfterSeconds(err: unknown): number | null {
  if (!(err instanceof ApiRequestError)) return null;
  const seconds = err.body?.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}
