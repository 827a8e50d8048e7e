import { describe, expect, it } from 'vitest';
import { completePersonInn, isValidInn, isValidPersonInn } from './inn.js';

describe('ИНН check digits', () => {
  it('accepts real-format person and organisation numbers and refuses a wrong check digit', () => {
    // 7707083893 is Сбербанк's published ИНН; 500100732259 is the ФНС sample of a person's ИНН.
    expect(isValidInn('7707083893')).toBe(true);
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidPersonInn('500100732259')).toBe(true);
    expect(isValidPersonInn('500100732258')).toBe(false);
    expect(isValidPersonInn('500100732249')).toBe(false);
  });

  it('takes only a person’s 12 digits for a tax profile', () => {
    expect(isValidPersonInn('7707083893')).toBe(false);
    expect(isValidPersonInn('50010073225')).toBe(false);
    expect(isValidPersonInn('5001007322590')).toBe(false);
    expect(isValidPersonInn('50010073225a')).toBe(false);
    expect(isValidPersonInn('000000000000')).toBe(false);
  });

  it('completes ten digits with both check digits', () => {
    expect(completePersonInn('5001007322')).toBe('500100732259');
    for (const first10 of ['7712345678', '1234567890', '9909000001'])
      expect(isValidPersonInn(completePersonInn(first10))).toBe(true);
  });
});
