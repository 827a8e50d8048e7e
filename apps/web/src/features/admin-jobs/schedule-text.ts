// A queue's cron schedule (Moscow time) in words where it is one of the simple kinds: every minute,
// every N minutes, every hour at a minute, every day at a time. Anything else is shown as it is.
import { pluralRu } from '@cabinet/contracts/client';
import { scheduleWords as w } from './texts';

const NUMBER = /^\d{1,2}$/;
const two = (n: number) => String(n).padStart(2, '0');

export function scheduleText(cron: string): string {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return w.cron(cron);
  const [minute, hour, day, month, weekday] = fields as [string, string, string, string, string];
  if (day !== '*' || month !== '*' || weekday !== '*') return w.cron(cron);
  if (hour === '*') {
    if (minute === '*') return w.everyMinute;
    const step = /^\*\/(\d{1,2})$/.exec(minute);
    if (step) {
      const n = Number(step[1]);
      if (n === 1) return w.everyMinute;
      if (n > 1 && n < 60) return w.everyMinutes(n, pluralRu(n, w.minuteForms));
    }
    if (NUMBER.test(minute) && Number(minute) < 60) return Number(minute) === 0 ? w.everyHour : w.everyHourAt(Number(minute));
    return w.cron(cron);
  }
  if (NUMBER.test(minute) && NUMBER.test(hour) && Number(minute) < 60 && Number(hour) < 24) {
    return w.everyDayAt(`${two(Number(hour))}:${two(Number(minute))}`);
  }
  return w.cron(cron);
}
