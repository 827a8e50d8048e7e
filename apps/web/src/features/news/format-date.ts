// News dates in ru-RU. The programme lives on Moscow time (its months and tiers are Moscow months),
// so a date near midnight reads the same for every agent wherever the browser is.
const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });

/** '2026-11-20T04:59:14Z' → '20 ноября 2026 г.' */
export function formatNewsDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}
