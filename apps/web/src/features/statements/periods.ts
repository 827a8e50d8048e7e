// The periods a member may ask statements for: this year and the four before it, by year or by
// month (the same reach for both pickers).
import { formatMonth } from '@/lib/format';

/** Years a member may ask for: this one and the four before it. */
export const YEARS_BACK = 5;

/** The years to choose from, newest first. */
export function statementYears(thisYear: number): number[] {
  return Array.from({ length: YEARS_BACK }, (_, i) => thisYear - i);
}

/**
 * The months to choose from, newest first, each `{value: 'YYYY-MM', label: 'Ноябрь 2026'}`: from
 * `thisMonth` back to January of the earliest year. A select, not `<input type="month">`: that one
 * names the month in the browser's language (English on many phones) and is a plain text field in
 * some desktop browsers.
 */
export function statementMonths(thisMonth: string): { value: string; label: string }[] {
  const [year, month] = thisMonth.split('-').map(Number) as [number, number];
  const months: { value: string; label: string }[] = [];
  for (let y = year; y > year - YEARS_BACK; y -= 1) {
    for (let m = y === year ? month : 12; m >= 1; m -= 1) {
      const value = `${y}-${String(m).padStart(2, '0')}`;
      const name = formatMonth(value);
      months.push({ value, label: name.charAt(0).toUpperCase() + name.slice(1) });
    }
  }
  return months;
}
