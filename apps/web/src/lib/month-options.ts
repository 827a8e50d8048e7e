// Months offered in a select, named in Russian («Ноябрь 2026»). A select and not
// `<input type="month">`: that one names the month in the browser's own language, and desktop
// Firefox and Safari show it as a plain text field that wants «2026-11» typed.
import { MONTH_RE, monthYearTitle } from '@cabinet/contracts/client';
import { yearMonth } from './format';

export type MonthOption = { value: string; label: string };

/** 'YYYY-MM' moved by `delta` months (negative: earlier). */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = yearMonth(month) ?? [1970, 1];
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `count` months, newest first, from `newest` back. */
export function monthOptions(newest: string, count: number): MonthOption[] {
  return Array.from({ length: count }, (_, i) => {
    const value = shiftMonth(newest, -i);
    return { value, label: monthYearTitle(value) };
  });
}

/**
 * The month an address names (`?month=2026-05`), as the API accepts one, or null for anything else (the
 * current month): the page reads it on the app server and the screen in the browser alike.
 */
export function monthOfAddress(value: string | readonly string[] | null | undefined): string | null {
  const first = typeof value === 'string' ? value : value?.[0];
  return first !== undefined && MONTH_RE.test(first) ? first : null;
}
