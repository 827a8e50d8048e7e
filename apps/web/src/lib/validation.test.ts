import { describe, expect, it } from 'vitest';
import { isDateWithinBounds, isValidCode } from './validation';

describe('code pattern (product §5)', () => {
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

describe('dates (product §5: 1925-01-01 … 2099-12-31)', () => {
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
