import { describe, expect, it } from 'vitest';
import { statementMonths, statementYears, YEARS_BACK } from './periods';

describe('statement periods', () => {
  it('lists this year and the four before it', () => {
    expect(statementYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('lists the months from this one back to January of the earliest year, named in Russian', () => {
    const months = statementMonths('2026-03');
    expect(months.slice(0, 4)).toEqual([
      { value: '2026-03', label: 'Март 2026' },
      { value: '2026-02', label: 'Февраль 2026' },
      { value: '2026-01', label: 'Январь 2026' },
      { value: '2025-12', label: 'Декабрь 2025' },
    ]);
    expect(months).toHaveLength(3 + 12 * (YEARS_BACK - 1));
    expect(months.at(-1)).toEqual({ value: '2022-01', label: 'Январь 2022' });
  });
});
