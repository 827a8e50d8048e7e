import { describe, expect, it } from 'vitest';
import { isJwtExpired, jwtExpiry, lapsesBeforeHydration } from './jwt-expiry';

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

  it('counts a token as lapsing within half its lifetime, at most half a minute, before exp', () => {
    const quarterHour = jwt({ iat: 1_700_000_000, exp: 1_700_000_900 });
    expect(lapsesBeforeHydration(quarterHour, 1_700_000_869_000)).toBe(false);
    expect(lapsesBeforeHydration(quarterHour, 1_700_000_870_000)).toBe(true);
    const eightSeconds = jwt({ iat: 1_700_000_000, exp: 1_700_000_008 });
    expect(lapsesBeforeHydration(eightSeconds, 1_700_000_003_999)).toBe(false);
    expect(lapsesBeforeHydration(eightSeconds, 1_700_000_004_000)).toBe(true);
  });

  it('counts a token without exp as lapsed, and one without iat by the longest margin', () => {
    expect(lapsesBeforeHydration(jwt({ sub: 'x' }), 0)).toBe(true);
    expect(lapsesBeforeHydration(jwt({ exp: 1_700_000_900 }), 1_700_000_869_000)).toBe(false);
    expect(lapsesBeforeHydration(jwt({ exp: 1_700_000_900 }), 1_700_000_870_000)).toBe(true);
  });
});
