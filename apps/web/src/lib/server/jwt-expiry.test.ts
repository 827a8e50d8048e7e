import { describe, expect, it } from 'vitest';
import { isJwtExpired, jwtExpiry } from './jwt-expiry';

const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('JWT expiry', () => {
  it('reads exp', () => {
    expect(jwtExpiry(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000);
  });

  it('is expired at and after exp, not before', () => {
    const token = jwt({ exp: 1_700_000_000 });
    expect(isJwtExpired(token, 1_699_999_999_000)).toBe(false);
    expect(isJwtExpired(token, 1_700_000_000_000)).toBe(true);
  });

  it('treats an unreadable token or one without exp as expired', () => {
    expect(isJwtExpired('not-a-jwt')).toBe(true);
    expect(isJwtExpired(jwt({ sub: 'x' }))).toBe(true);
    expect(isJwtExpired('a.%%%.c')).toBe(true);
  });
});
