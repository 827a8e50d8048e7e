// Every amount and date a member reads, formatted here and nowhere else, so that the same value looks
// the same on every screen. Amounts (product §1, product §10): a no-break space between thousands and
// before 'б.' (so '12 345 б.' never wraps), two decimals after a comma when there are kopecks, '0'
// for zero or an unknown value. Dates: ru-RU on Moscow time, the programme's clock (its months and
// tiers are Moscow months), so a date near midnight reads the same for every agent wherever the
// browser is.
import { lazy, MONTHS_OF, monthYearInText } from '@cabinet/contracts/client';
import { moscowTime, pad2, type MoscowTime } from './ru-calendar';

// Amounts live in a module of their own: the shell's balance shows on every page and needs no dates.
export { formatAmount, formatPoints, formatRoubles, formatSignedPoints } from './points-format';

export const NBSP = '\u00A0';

/** Seconds as 'м:сс' for countdowns: 59 → '0:59', 125 → '2:05'. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(s / 60)}:${pad2(s % 60)}`;
}

const TIME_ZONE = 'Europe/Moscow';

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const LONG_DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit' } as const;

/**
 * A date format written out for Moscow's present offset (ru-calendar.ts says why), with Intl's own
 * formatter, made at its first use, for an instant before it. An unreadable date is ''.
 */
function moscowFormat(write: (t: MoscowTime) => string, intl: () => Intl.DateTimeFormat): (iso: string) => string {
  return (iso) => {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return '';
    const t = moscowTime(at);
    return t ? write(t) : intl().format(at);
  };
}
const ruMoscow = (options: Intl.DateTimeFormatOptions) =>
  lazy(() => new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: TIME_ZONE }));

const day = (t: MoscowTime) => `${pad2(t.day)}.${pad2(t.month)}.${t.year}`;
const longDay = (t: MoscowTime) => `${t.day} ${MONTHS_OF[t.month - 1]} ${t.year} г.`;
const clock = (t: MoscowTime) => `${pad2(t.hour)}:${pad2(t.minute)}`;

/** '2025-05-03T09:00:00Z' → '03.05.2025' (lists, tables, the consent's date). */
export const formatDate = moscowFormat(day, ruMoscow(DAY));

/** '2025-05-03T09:00:00Z' → '03.05.2025, 12:00' (account history, an order's facts and timeline). */
export const formatDateTime = moscowFormat((t) => `${day(t)}, ${clock(t)}`, ruMoscow({ ...DAY, ...TIME }));

/** '2025-05-03T09:00:00Z' → '3 мая 2025 г.' (news, wherever they are shown; document editions). */
export const formatLongDate = moscowFormat(longDay, ruMoscow(LONG_DAY));

/** '2026-11-20T14:14:00Z' → '20 ноября 2026 г. в 17:14' (notifications, wherever they are shown). */
export const formatLongDateTime = moscowFormat((t) => `${longDay(t)} в ${clock(t)}`, ruMoscow({ ...LONG_DAY, ...TIME }));

/** 'YYYY-MM' → [year, month 1–12], or null for anything else. */
export function yearMonth(month: string): [number, number] | null {
  const [y, m] = month.split('-').map(Number);
  return y && m && m <= 12 ? [y, m] : null;
}

/** 'YYYY-MM' → 'май 2025': the nominative month name and the year, as a heading or a label wants it. */
export function formatMonth(month: string): string {
  return yearMonth(month) ? monthYearInText(month) : month;
}

const isoDay = lazy(
  () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }),
);

/** The calendar day in Moscow as 'YYYY-MM-DD' (for file names and date inputs). */
export function moscowDay(at: Date = new Date()): string {
  const t = moscowTime(at);
  return t ? `${t.year}-${pad2(t.month)}-${pad2(t.day)}` : isoDay().format(at);
}

/** 13 → '13 %', 13.5 → '13,5 %' (a tax rate as Russian text writes it). */
export function formatPercent(rate: number): string {
  return `${String(rate).replace('.', ',')}${NBSP}%`;
}
