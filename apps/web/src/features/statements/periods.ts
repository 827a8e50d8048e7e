// The periods a member may ask statements for: this year and the four before it, by year or by
// month (the same reach for both pickers).
import { yearMonth } from '@/lib/format';
import { monthOptions, type MonthOption } from '@/lib/month-options';

/** Years a member may ask for: this one and the four before it. */
export const YEARS_BACK = 5;

/** The years to choose from, newest first. */
export function statementYears(thisYear: number): number[] {
  return Array.from({ length: YEARS_BACK }, (_, i) => thisYear - i);
}

/** The months to choose from, newest first: from `thisMonth` back to January of the earliest year. */
export function statementMonths(thisMonth: string): MonthOption[] {
  const [, monthOfYear] = yearMonth(thisMonth) ?? [0, 1];
  return monthOptions(thisMonth, monthOfYear + 12 * (YEARS_BACK - 1));
}
