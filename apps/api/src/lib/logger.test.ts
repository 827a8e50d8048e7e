import { expect, it } from 'vitest';
import { redactUrl } from './logger.js';

it('redacts tokens and codes in query strings', () => {
  expect(redactUrl('/api/refresh-token?refreshToken=abc.def&x=1')).toBe('/api/refresh-token?refreshToken=[REDACTED]&x=1');
  expect(redactUrl('/a?x=1&access_token=zzz')).toBe('/a?x=1&access_token=[REDACTED]');
  expect(redactUrl('/api/news/?skipCount=0')).toBe('/api/news/?skipCount=0');
});

it('redacts whatever the case of the parameter, and leaves URLs without one as they are', () => {
  expect(redactUrl('/x?RefreshToken=abc')).toBe('/x?RefreshToken=[REDACTED]');
  expect(redactUrl('/x?CODE=123456&y=2')).toBe('/x?CODE=[REDACTED]&y=2');
  const plain = '/api/accounts/transactions?SkipCount=0&Search=%D0%B8';
  expect(redactUrl(plain)).toBe(plain);
});
