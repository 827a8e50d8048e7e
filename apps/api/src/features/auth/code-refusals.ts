// The refusals of a one-time code, the same for a sign-in's and a confirmation's.
import { pluralRu } from '@cabinet/contracts';
import { AppError } from '../../lib/app-error.js';

/** «Новый код можно запросить через 42 секунды». */
export const resendTooEarly = (wait: number) =>
  new AppError('resend_too_early', {
    message: `Новый код можно запросить через ${wait} ${pluralRu(wait, ['секунду', 'секунды', 'секунд'])}`,
    details: { retryAfter: wait },
  });

/** «Неверный код. Осталось 2 попытки», or the attempts are used up. */
export function wrongCode(triesLeft: number): AppError {
  if (triesLeft === 0) return new AppError('code_attempts_exhausted', { details: { triesLeft } });
  const message = `Неверный код. ${pluralRu(triesLeft, ['Осталась', 'Осталось', 'Осталось'])} ${triesLeft} ${pluralRu(triesLeft, ['попытка', 'попытки', 'попыток'])}`;
  return new AppError('invalid_code', { message, details: { triesLeft } });
}
