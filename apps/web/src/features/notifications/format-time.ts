// Notification times in ru-RU on Moscow time, the programme's clock (see the news dates).
const DATE_TIME = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

/** '2026-11-20T14:14:00Z' → '20 ноября 2026 г. в 17:14' */
export function formatNotificationTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}
