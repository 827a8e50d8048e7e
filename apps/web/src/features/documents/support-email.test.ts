import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL, parseSupportEmail } from './support-email';

describe('SUPPORT_EMAIL', () => {
  it("has the API's default", () => {
    expect(DEFAULT_SUPPORT_EMAIL).toBe('support@agentplus.ru');
    expect(parseSupportEmail(undefined)).toBe(DEFAULT_SUPPORT_EMAIL);
    expect(parseSupportEmail('  ')).toBe(DEFAULT_SUPPORT_EMAIL);
  });

  it('takes a configured address', () => {
    expect(parseSupportEmail(' help@example.ru ')).toBe('help@example.ru');
  });

  it('refuses what is not an address', () => {
    expect(() => parseSupportEmail('support')).toThrow(/SUPPORT_EMAIL/);
  });
});
