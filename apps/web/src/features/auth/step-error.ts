// A refusal shown under a sign-in step. One that names a wait ('Новый код можно запросить через 60
// секунд') belongs to the countdown beside it and goes away when the countdown ends; any other
// stays until the member acts again.
import { loginErrorMessage, retryAfterSeconds, type LoginStep } from './login-errors';
import { login } from './texts';

export interface StepError {
  text: string;
  /** Shown only while the step's countdown runs. */
  whileCounting: boolean;
}

/** The captcha gave no payload: it failed, or took longer than a form should wait (captcha-field.tsx). */
export class CaptchaFailedError extends Error {
  override name = 'CaptchaFailedError';
}

export const CAPTCHA_FAILED: StepError = { text: login.invalidCaptcha, whileCounting: false };

/** What a failed call of `step` shows: the captcha's failure, or the API's refusal (spec §8). */
export function stepError(err: unknown, step: LoginStep): StepError {
  if (err instanceof CaptchaFailedError) return CAPTCHA_FAILED;
  return { text: loginErrorMessage(step, err), whileCounting: retryAfterSeconds(err) !== null };
}

/** The text to show now, given the seconds the countdown still has. */
export function shownError(error: StepError | null, secondsLeft: number): string | null {
  if (!error) return null;
  return error.whileCounting && secondsLeft <= 0 ? null : error.text;
}
