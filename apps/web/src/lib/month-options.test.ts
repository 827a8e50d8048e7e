import { describe, expect, it } from 'vitest';
import { monthOfAddress, monthOptions, shiftMonth } from './month-options';

describe('month options', () => {
  it('moves a month across years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', -23)).toBe('2024-12');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });

  it('names the months in Russian, newest first', () => {
    expect(monthOptions('2026-02', 3)).toEqual([
      { value: '2026-02', label: 'Февраль 2026' },
      { value: '2026-01', label: 'Январь 2026' },
      { value: '2025-12', label: 'Декабрь 2025' },
    ]);
  });
});

describe('the month an address names', () => {
  it('takes a month the contract accepts and nothing else', () => {
    expect(monthOfAddress('2026-05')).toBe('2026-05');
    expect(monthOfAddress(['2026-04', '2026-05'])).toBe('2026-04');
    for (const wrong of ['2026-13', '2026-5', 'май', '', '9999-12', '0001-01', undefined, null])
      expect(monthOfAddress(wrong)).toBeNull();
  });
});
