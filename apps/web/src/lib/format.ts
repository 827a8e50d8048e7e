// Every amount and date a member reads, formatted here and nowhere else, so that the same value looks
// the same on every screen. Amounts (product §1, product §10): a no-break space between thousands and
// before 'б.' (so '12 345 б.' never wraps), two decimals after a comma when there are kopecks, '0'
// for zero or an unknown value. Dates: ru-RU on Moscow time, the programme's clock (its months and
// tiers are Moscow months), so a date near midnight reads the same for every agent wherever the
// browser is.
import { formatPoints, lazy } from '@cabinet/contracts/client';

/** 12345 → '12 345 б.', 12345.5 → '12 345,50 б.', null → '0 б.': the contracts' one points formatter. */
export { formatPoints };

export const NBSP = '\u00A0';
const MINUS = '\u2212';

/** 12345 → '12 345', 12345.5 → '12 345,50', null → '0' — the points formatter without 'б.'. */
export function formatAmount(value: number | null | undefined): string {
  return formatPoints(value, { withUnit: false });
}

/** A movement of points with its sign: 500 → '+500 б.', -1234.5 → '−1 234,50 б.' (a true minus sign). */
export function formatSignedPoints(value: number): string {
  return `${value >= 0 ? '+' : MINUS}${formatPoints(Math.abs(value))}`;
}

/** Seconds as 'м:сс' for countdowns: 59 → '0:59', 125 → '2:05'. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const TIME_ZONE = 'Europe/Moscow';

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const LONG_DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit' } as const;
// Each formatter is made at its first use (lazy: the first one of a locale loads its ICU data).
const moscow = (options: Intl.DateTimeFormatOptions) =>
  lazy(() => new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: TIME_ZONE }));

const shortDate = moscow(DAY);
const shortDateTime = moscow({ ...DAY, ...TIME });
const longDate = moscow(LONG_DAY);
const longDateTime = moscow({ ...LONG_DAY, ...TIME });
// A calendar month has no time zone: 'YYYY-MM' is read as that month, whatever the clock.
const monthYear = lazy(() => new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const isoDay = lazy(
  () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }),
);

function formatIso(format: () => Intl.DateTimeFormat, iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : format().format(d);
}

/** '2025-05-03T09:00:00Z' → '03.05.2025' (lists, tables, the consent's date). */
export function formatDate(iso: string): string {
  return formatIso(shortDate, iso);
}

/** '2025-05-03T09:00:00Z' → '03.05.2025, 12:00' (account history, an order's facts and timeline). */
export function formatDateTime(iso: string): string {
  return formatIso(shortDateTime, iso);
}

/** '2025-05-03T09:00:00Z' → '3 мая 2025 г.' (news, wherever they are shown; document editions). */
export function formatLongDate(iso: string): string {
  return formatIso(longDate, iso);
}

/** '2026-11-20T14:14:00Z' → '20 ноября 2026 г. в 17:14' (notifications, wherever they are shown). */
export function formatLongDateTime(iso: string): string {
  return formatIso(longDateTime, iso);
}

/** 'YYYY-MM' → 'май 2025': the nominative month name and the year, as a heading or a label wants it. */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m || m > 12) return month;
  return monthYear()
    .formatToParts(new Date(Date.UTC(y, m - 1, 1)))
    .filter((p) => p.type === 'month' || p.type === 'year')
    .map((p) => p.value)
    .join(' ');
}

/** The calendar day in Moscow as 'YYYY-MM-DD' (for file names and date inputs). */
export function moscowDay(at: Date = new Date()): string {
  return isoDay().format(at);
}
