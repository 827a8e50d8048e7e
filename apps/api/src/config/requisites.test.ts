import { describe, expect, it } from 'vitest';
import { isOgrn, isOrganisationInn } from './requisites.js';

describe("the organiser's registration numbers", () => {
  it('takes an organisation’s ИНН with its check digit only', () => {
    // A real organisation's (Сбербанк's), a made-up one with its check digit, the same with another.
    expect(isOrganisationInn('7707083893')).toBe(true);
    expect(isOrganisationInn('1234567894')).toBe(true);
    expect(isOrganisationInn('1234567895')).toBe(false);
    expect(isOrganisationInn('7701234567')).toBe(false);
    // A person's ИНН (12 digits), too short, letters.
    expect(isOrganisationInn('500100732259')).toBe(false);
    expect(isOrganisationInn('123456789')).toBe(false);
    expect(isOrganisationInn('12345678 4')).toBe(false);
  });

  it('takes an ОГРН of 13 digits whose last is the first twelve mod 11, mod 10', () => {
    // Сбербанк's, a made-up one with its check digit, the same with another.
    expect(isOgrn('1027700132195')).toBe(true);
    expect(isOgrn('1234567890127')).toBe(true);
    expect(isOgrn('1234567890128')).toBe(false);
    // 102770012345 mod 11 is 0.
    expect(isOgrn('1027700123450')).toBe(true);
    expect(isOgrn('1027700123456')).toBe(false);
    // A remainder of 10 gives 0: 100000000000 mod 11 = 10.
    expect(isOgrn('1000000000000')).toBe(true);
    expect(isOgrn('1000000000001')).toBe(false);
    // An ОГРНИП (15 digits), a ГРН of a later entry (its check digit right, its first digit not), too short.
    expect(isOgrn('304500116000157')).toBe(false);
    expect(isOgrn('2027700132194')).toBe(false);
    expect(isOgrn('102770013219')).toBe(false);
  });
});
