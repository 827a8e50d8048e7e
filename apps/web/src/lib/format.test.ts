import { describe, expect, it } from 'vitest';
import { formatAmount, formatCountdown, NBSP } from './format';

describe('formatAmount', () => {
  it('separates thousands with a no-break space', () => {
    expect(formatAmount(1000)).toBe(`1${NBSP}000`);
    expect(formatAmount(12345)).toBe(`12${NBSP}345`);
    expect(formatAmount(1234567)).toBe(`1${NBSP}234${NBSP}567`);
  });

  it('leaves numbers below a thousand alone', () => {
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(5)).toBe('5');
  });

  it("shows '0' for zero and for an unknown value", () => {
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(null)).toBe('0');
    expect(formatAmount(undefined)).toBe('0');
    expect(formatAmount(Number.NaN)).toBe('0');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('shows kopecks as two decimals after a comma', () => {
    expect(formatAmount(12345.5)).toBe(`12${NBSP}345,50`);
    expect(formatAmount(0.25)).toBe('0,25');
  });

  it('never uses an ordinary or a narrow space, which could wrap or differ between browsers', () => {
    expect(formatAmount(9876543.21)).not.toMatch(/[ \u202f]/);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(125)).toBe('2:05');
  });

  it('rounds part of a second up and never goes below zero', () => {
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
