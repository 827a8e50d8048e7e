import { expect, it } from 'vitest';
import { redactUrl } from './logger.js';

it('redacts tokens and codes in query strings', () => {
  expect(redactUrl('/api/refresh-token?refreshToken=abc.def&x=1')).toBe('/api/refresh-token?refreshToken=[REDACTED]&x=1');
  expect(redactUrl('/a?x=1&access_token=zzz')).toBe('/a?x=1&access_token=[REDACTED]');
  expect(redactUrl('/api/news/?skipCount=0')).toBe('/api/news/?skipCount=0');
});
