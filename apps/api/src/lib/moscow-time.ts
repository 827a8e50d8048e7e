/**
 * The programme lives on Moscow time: calendar days of the history filters and calendar months
 * of the reward tiers are Moscow's, whatever the server's time zone.
 */
const moscowDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Moscow calendar day of an instant, `YYYY-MM-DD`. */
export function moscowDate(at: Date): string {
  return moscowDay.format(at);
}

/** The Moscow calendar month of an instant, `YYYY-MM`. */
export function moscowMonth(at: Date): string {
  return moscowDate(at).slice(0, 7);
}

/** `YYYY-MM` shifted by whole months: addMonths('2025-01', -2) → '2024-11'. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A Moscow calendar month `YYYY-MM` as instants: its first, and the first of the month after it. */
export function moscowMonthSpan(month: string): { startsAt: Date; endsAt: Date } {
  const start = (m: string) => new Date(`${m}-01T00:00:00+03:00`);
  return { startsAt: start(month), endsAt: start(addMonths(month, 1)) };
}

/** '2025-03-07' → '07.03.2025', as Russian documents write dates. */
/** `YYYY-MM-DD` moved by whole days (calendar arithmetic: no time zone enters). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function russianDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}`;
}

// The one place the API formats Moscow time for people (a lint rule keeps `timeZone: 'Europe/Moscow'` here).
const russianClock = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' });
const russianDay = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeZone: 'Europe/Moscow' });
const russianDayTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Moscow' });
const russianDayTimeSeconds = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Moscow',
});

/** «22.11.2026»: the Moscow day of an instant, as Russian documents write it. */
export function moscowDayText(at: Date): string {
  return russianDay.format(at);
}

/** «22.11.2026, 14:03» in Moscow time; with `seconds` «22.11.2026, 14:03:09» (the audit's exports). */
export function moscowDayTimeText(at: Date, opts: { seconds?: boolean } = {}): string {
  return (opts.seconds ? russianDayTimeSeconds : russianDayTime).format(at);
}

/** «в 14:03» today (Moscow time), «22.11.2026 в 14:03» another day: when an earlier action happened, in a refusal. */
export function whenText(at: Date, now: Date): string {
  const day = moscowDate(at) === moscowDate(now) ? '' : `${russianDay.format(at)} `;
  return `${day}в ${russianClock.format(at)}`;
}
