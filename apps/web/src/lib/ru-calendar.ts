// Moscow time written out, for lib/format.ts (the month names are the contracts' ru-months.ts). The
// first Intl object of a page loads the ICU data: 40–75 ms of main-thread work in this machine's
// Chromium (docs/performance.md), paid while the page hydrates, since the home page, the balance and
// the news write dates as they render. format.test.ts compares every output with Intl's.

/**
 * Moscow has kept UTC+3 all year since 2014-10-26 02:00 local time (2014-10-25 22:00 UTC); an instant
 * before it is left to Intl's time-zone data. Should the law change Moscow's offset again, this
 * changes with it: format.test.ts, run on a Node with the new time-zone data, fails until it does.
 */
const UTC3_SINCE = Date.UTC(2014, 9, 25, 22);
const UTC3_MS = 3 * 3_600_000;

export interface MoscowTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock time in Moscow at `at`, or null where only Intl's time-zone data knows it. */
export function moscowTime(at: Date): MoscowTime | null {
  if (!(at.getTime() >= UTC3_SINCE)) return null;
  const wall = new Date(at.getTime() + UTC3_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');
