import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client/errors';
import { CaptchaFailedError, shownError, stepError } from './step-error';

describe('shownError', () => {
  it('shows a refusal that names a wait only while its countdown runs', () => {
    const error = { text: 'Новый код можно запросить через 60 секунд', whileCounting: true };
    expect(shownError(error, 12)).toBe(error.text);
    expect(shownError(error, 0)).toBeNull();
  });

  it('keeps any other refusal until the member acts again', () => {
    expect(shownError({ text: 'Неверный код', whileCounting: false }, 0)).toBe('Неверный код');
    expect(shownError(null, 5)).toBeNull();
  });
});

describe('stepError', () => {
  it('tells a captcha that gave no payload as the failed captcha, at either step', () => {
    const expected = { text: 'Не прошла проверка капчи', whileCounting: false };
    expect(stepError(new CaptchaFailedError(), 'code')).toEqual(expected);
    expect(stepError(new CaptchaFailedError(), 'verify')).toEqual(expected);
  });

  it("ties a refusal that names a wait to the step's countdown", () => {
    const err = new ApiRequestError(429, {
      code: 'resend_too_early',
      message: 'Новый код можно запросить через 42 секунды',
      retryAfter: 42,
    });
    expect(stepError(err, 'code')).toEqual({ text: 'Новый код можно запросить через 42 секунды', whileCounting: true });
  });

  it('keeps the text of the step: invalid_phone only when asking for the code', () => {
    const err = new ApiRequestError(400, { code: 'invalid_phone', message: 'Текст API' });
    expect(stepError(err, 'code')).toEqual({ text: 'Некорректный формат номера телефона', whileCounting: false });
    expect(stepError(err, 'verify')).toEqual({ text: 'Текст API', whileCounting: false });
  });
});
