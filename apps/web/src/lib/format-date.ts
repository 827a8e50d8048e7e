// Dates as members read them: Moscow time (the programme's months and days are Moscow's), ru-RU.
const TIME_ZONE = 'Europe/Moscow';

const date = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const longDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });

/** '2025-05-03T09:00:00Z' → '03.05.2025'. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : date.format(d);
}

/** '2025-05-03T09:00:00Z' → '03.05.2025, 12:00'. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d);
}

/** '2025-05-03T09:00:00Z' → '3 мая 2025 г.'. */
export function formatLongDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : longDate.format(d);
}

/** The calendar day in Moscow as 'YYYY-MM-DD' (for file names and date inputs). */
export function moscowDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }).format(at);
}
