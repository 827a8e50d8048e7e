import { describe, expect, it } from 'vitest';
import {
  formatPhoneMask,
  isCompletePhone,
  isDateWithinBounds,
  isValidCode,
  nationalDigits,
  nextPhoneValue,
  phoneForApi,
} from './validation';

describe('phone mask +7 (9XX) XXX-XX-XX', () => {
  it('masks as far as the digits go', () => {
    expect(formatPhoneMask('')).toBe('');
    expect(formatPhoneMask('9')).toBe('+7 (9');
    expect(formatPhoneMask('900')).toBe('+7 (900');
    expect(formatPhoneMask('9001')).toBe('+7 (900) 1');
    expect(formatPhoneMask('9001234')).toBe('+7 (900) 123-4');
    expect(formatPhoneMask('900123456')).toBe('+7 (900) 123-45-6');
    expect(formatPhoneMask('9001234567')).toBe('+7 (900) 123-45-67');
  });

  it('takes a leading 7 or 8 as the country code, typed or pasted', () => {
    expect(formatPhoneMask('89001234567')).toBe('+7 (900) 123-45-67');
    expect(formatPhoneMask('79001234567')).toBe('+7 (900) 123-45-67');
    expect(formatPhoneMask('+7 900 123 45 67')).toBe('+7 (900) 123-45-67');
    expect(formatPhoneMask('8 (900) 123-45-67')).toBe('+7 (900) 123-45-67');
    expect(formatPhoneMask('89')).toBe('+7 (9');
  });

  it('keeps typing inside the mask', () => {
    expect(formatPhoneMask('+7 (90')).toBe('+7 (90');
    expect(formatPhoneMask('+7 (900) 123-45-678')).toBe('+7 (900) 123-45-67');
  });

  it('refuses what cannot start a 9XX number', () => {
    expect(formatPhoneMask('5')).toBe('');
    expect(formatPhoneMask('abc')).toBe('');
    expect(nationalDigits('+7 (4')).toBe('');
  });

  it('deleting a mask character deletes the digit before it', () => {
    expect(nextPhoneValue('+7 (900) 1', '+7 (900)1')).toBe('+7 (900');
    expect(nextPhoneValue('+7 (900) 123-4', '+7 (900) 1234')).toBe('+7 (900) 123');
    expect(nextPhoneValue('+7 (900) 123-45', '+7 (900) 123-4')).toBe('+7 (900) 123-4');
  });

  it('strips every non-digit before sending (spec §5)', () => {
    expect(phoneForApi('+7 (900) 123-45-67')).toBe('79001234567');
  });

  it('is complete with all ten digits only', () => {
    expect(isCompletePhone('+7 (900) 123-45-67')).toBe(true);
    expect(isCompletePhone('+7 (900) 123-45-6')).toBe(false);
    expect(isCompletePhone('')).toBe(false);
    expect(isCompletePhone('79001234567')).toBe(false);
  });
});

describe('code pattern (spec §5)', () => {
  it('accepts 1 to 25 letters, digits, hyphens or spaces', () => {
    expect(isValidCode('000000')).toBe(true);
    expect(isValidCode('a')).toBe(true);
    expect(isValidCode('АБ-12 cd')).toBe(true);
    expect(isValidCode('1'.repeat(25))).toBe(true);
  });

  it('refuses empty, too long or other characters', () => {
    expect(isValidCode('')).toBe(false);
    expect(isValidCode('1'.repeat(26))).toBe(false);
    expect(isValidCode('12_34')).toBe(false);
    expect(isValidCode('12.34')).toBe(false);
  });
});

describe('dates (spec §5: 1925-01-01 … 2099-12-31)', () => {
  it('accepts the bounds themselves', () => {
    expect(isDateWithinBounds('1925-01-01')).toBe(true);
    expect(isDateWithinBounds('2099-12-31')).toBe(true);
    expect(isDateWithinBounds('1990-06-15')).toBe(true);
  });

  it('refuses dates outside them', () => {
    expect(isDateWithinBounds('1924-12-31')).toBe(false);
    expect(isDateWithinBounds('2100-01-01')).toBe(false);
  });

  it('refuses what is not a real date', () => {
    expect(isDateWithinBounds('2023-02-29')).toBe(false);
    expect(isDateWithinBounds('2024-13-01')).toBe(false);
    expect(isDateWithinBounds('15.06.1990')).toBe(false);
    expect(isDateWithinBounds('')).toBe(false);
  });
});
