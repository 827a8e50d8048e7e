// Promises in working days (docs/product.md «Споры»): Monday to Friday in Moscow, less the public
// holidays fixed by ст. 112 ТК РФ. The government's yearly moves of days off (a Saturday worked for a
// bridged Monday) are not known here, so a promise may come a day earlier than the official calendar
// would make it — never later.
import { moscowDate } from './moscow-time.js';

/** Non-working holidays of every year (ст. 112 ТК РФ), `MM-DD`. */
const HOLIDAYS = new Set([
  '01-01',
  '01-02',
  '01-03',
  '01-04',
  '01-05',
  '01-06',
  '01-07',
  '01-08',
  '02-23',
  '03-08',
  '05-01',
  '05-09',
  '06-12',
  '11-04',
]);

const MOSCOW_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

export function isWorkingDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(isoDate.slice(5));
}

/**
 * The end (23:59:59.999 Moscow) of the `days`-th working day after the Moscow day of `from`: a
 * dispute opened on Friday evening with one working day to answer is due by Monday's end.
 */
export function endOfWorkingDaysAfter(from: Date, days: number): Date {
  let day = Date.parse(`${moscowDate(from)}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    day += DAY_MS;
    if (isWorkingDay(new Date(day).toISOString().slice(0, 10))) left -= 1;
  }
  return new Date(day + DAY_MS - MOSCOW_OFFSET_MS - 1);
}
