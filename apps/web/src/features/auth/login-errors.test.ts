import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client/errors';
import { loginErrorMessage, retryAfterSeconds } from './login-errors';

const apiError = (status: number, body: object | null) => new ApiRequestError(status, body);

describe('loginErrorMessage (product §8)', () => {
  it("shows 'Не прошла проверка капчи' for invalid_captcha at both steps", () => {
    const err = apiError(400, { code: 'invalid_captcha', message: 'Не прошла проверка капчи' });
    expect(loginErrorMessage('code', err)).toBe('Не прошла проверка капчи');
    expect(loginErrorMessage('verify', err)).toBe('Не прошла проверка капчи');
  });

  it("shows 'Некорректный формат номера телефона' for invalid_phone when requesting the code", () => {
    expect(loginErrorMessage('code', apiError(400, { code: 'invalid_phone', message: 'anything' }))).toBe(
      'Некорректный формат номера телефона',
    );
  });

  it('has no invalid_phone case at verification: the structured message is shown', () => {
    expect(loginErrorMessage('verify', apiError(400, { code: 'invalid_phone', message: 'Текст API' }))).toBe('Текст API');
  });

  it('shows the message of any structured error with a code', () => {
    const err = apiError(400, { code: 'invalid_code', message: 'Неверный код. Осталось 4 попытки', triesLeft: 4 });
    expect(loginErrorMessage('verify', err)).toBe('Неверный код. Осталось 4 попытки');
    expect(
      loginErrorMessage(
        'code',
        apiError(429, { code: 'resend_too_early', message: 'Новый код можно запросить через 42 секунды' }),
      ),
    ).toBe('Новый код можно запросить через 42 секунды');
  });

  it('shows the generic text for anything else', () => {
    const generic = 'Неожиданная ошибка сервера, повторите попытку позднее';
    expect(loginErrorMessage('code', apiError(502, null))).toBe(generic);
    expect(loginErrorMessage('code', apiError(403, { message: 'Forbidden' }))).toBe(generic);
    expect(loginErrorMessage('verify', new TypeError('Failed to fetch'))).toBe(generic);
    expect(loginErrorMessage('verify', apiError(400, { code: 'invalid_code', message: '' }))).toBe(generic);
  });
});

describe('retryAfterSeconds', () => {
  it('reads the wait the API names', () => {
    expect(retryAfterSeconds(apiError(429, { code: 'resend_too_early', message: 'x', retryAfter: 42 }))).toBe(42);
  });

  it('is null without one', () => {
    expect(retryAfterSeconds(apiError(400, { code: 'invalid_code', message: 'x' }))).toBeNull();
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
  });
});
