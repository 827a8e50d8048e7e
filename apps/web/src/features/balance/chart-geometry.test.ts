import { describe, expect, it } from 'vitest';
import { barHeights, monthLabel, niceMax } from './chart-geometry';

describe('niceMax', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(700)).toBe(1000);
    expect(niceMax(4500)).toBe(5000);
    expect(niceMax(2100)).toBe(2500);
    expect(niceMax(1000)).toBe(1000);
  });
});

describe('barHeights', () => {
  it('scales to the rounded maximum; empty months have no bar, tiny ones a visible sliver', () => {
    const months = [
      { month: '2025-01', contractsCount: 0, earned: 0 },
      { month: '2025-02', contractsCount: 4, earned: 2000 },
      { month: '2025-03', contractsCount: 8, earned: 5000 },
      { month: '2025-04', contractsCount: 1, earned: 1 },
    ];
    expect(barHeights(months, 100)).toEqual([0, 40, 100, 2]);
  });
});

describe('monthLabel', () => {
  it('shows the year under January and the first bar', () => {
    expect(monthLabel('2025-01', false).short).toBe('янв 25');
    expect(monthLabel('2025-05', false).short).toBe('май');
    expect(monthLabel('2024-06', true).short).toBe('июнь 24');
    expect(monthLabel('2025-05', false).full).toBe('май 2025');
  });

  it("writes each month's short name as Intl ru-RU does, without its dot", () => {
    const short = new Intl.DateTimeFormat('ru-RU', { month: 'short', timeZone: 'UTC' });
    for (let m = 1; m <= 12; m++) {
      const month = `2025-${String(m).padStart(2, '0')}`;
      expect(monthLabel(month, false).short.replace(/ 25$/, '')).toBe(
        short.format(new Date(Date.UTC(2025, m - 1, 1))).replace('.', ''),
      );
    }
    expect(monthLabel('bad', false)).toEqual({ short: 'bad', full: 'bad' });
  });
});
