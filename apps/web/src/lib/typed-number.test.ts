import { describe, expect, it } from 'vitest';
import { typedNumber } from './typed-number';

describe('a number as typed', () => {
  it('reads spaces, a decimal comma and either minus', () => {
    expect(typedNumber('1 250,5')).toBe(1250.5);
    expect(typedNumber('25\u00a0000')).toBe(25000);
    expect(typedNumber('−300')).toBe(-300);
    expect(typedNumber('-1250.5')).toBe(-1250.5);
  });

  it('is NaN for nothing or for what is not a number', () => {
    expect(typedNumber('')).toBeNaN();
    expect(typedNumber('  ')).toBeNaN();
    expect(typedNumber('12a')).toBeNaN();
  });
});
