import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMonth,
  formatPoints,
  formatSignedPoints,
  moscowDay,
  NBSP,
} from './format';

describe('formatAmount', () => {
  it('separates thousands with a no-break space', () => {
    expect(formatAmount(1000)).toBe(`1${NBSP}000`);
    expect(formatAmount(12345)).toBe(`12${NBSP}345`);
    expect(formatAmount(1234567)).toBe(`1${NBSP}234${NBSP}567`);
  });

  it('leaves numbers below a thousand alone', () => {
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(5)).toBe('5');
  });

  it("shows '0' for zero and for an unknown value", () => {
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(null)).toBe('0');
    expect(formatAmount(undefined)).toBe('0');
    expect(formatAmount(Number.NaN)).toBe('0');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('shows kopecks as two decimals after a comma', () => {
    expect(formatAmount(12345.5)).toBe(`12${NBSP}345,50`);
    expect(formatAmount(0.25)).toBe('0,25');
  });

  it('never uses an ordinary or a narrow space, which could wrap or differ between browsers', () => {
    expect(formatAmount(9876543.21)).not.toMatch(/[ \u202f]/);
  });
});

describe('formatPoints', () => {
  it("puts a no-break space between the number and 'б.'", () => {
    expect(formatPoints(12345)).toBe(`12${NBSP}345${NBSP}б.`);
    expect(formatPoints(12345.5)).toBe(`12${NBSP}345,50${NBSP}б.`);
    expect(formatPoints(100)).toBe(`100${NBSP}б.`);
  });

  it("shows '0 б.' for zero and for an unknown value", () => {
    expect(formatPoints(0)).toBe(`0${NBSP}б.`);
    expect(formatPoints(null)).toBe(`0${NBSP}б.`);
  });
});

describe('formatSignedPoints', () => {
  it('signs a movement with a plus or a true minus sign', () => {
    expect(formatSignedPoints(500)).toBe(`+500${NBSP}б.`);
    expect(formatSignedPoints(-1234.5)).toBe(`\u22121${NBSP}234,50${NBSP}б.`);
    expect(formatSignedPoints(0)).toBe(`+0${NBSP}б.`);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(125)).toBe('2:05');
  });

  it('rounds part of a second up and never goes below zero', () => {
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('dates, on Moscow time', () => {
  const iso = '2026-11-20T14:14:00Z';

  it('formats a date short, with its time, long, and long with its time', () => {
    expect(formatDate(iso)).toBe('20.11.2026');
    expect(formatDateTime(iso)).toBe('20.11.2026, 17:14');
    expect(formatLongDate(iso)).toBe('20 ноября 2026 г.');
    expect(formatLongDateTime(iso)).toBe('20 ноября 2026 г. в 17:14');
  });

  it('puts a moment after 21:00 UTC on the next Moscow day', () => {
    expect(formatDate('2025-05-03T21:30:00Z')).toBe('04.05.2025');
    expect(formatLongDate('2025-12-31T21:00:00Z')).toBe('1 января 2026 г.');
    expect(moscowDay(new Date('2025-05-03T21:30:00Z'))).toBe('2025-05-04');
  });

  it('writes a news date and a notification time as the news and notification screens show them', () => {
    expect(formatLongDate('2026-11-20T04:59:14.620Z')).toBe('20 ноября 2026 г.');
    // 22:30 UTC is already the next day in Moscow.
    expect(formatLongDate('2026-12-31T22:30:00Z')).toBe('1 января 2027 г.');
    expect(formatLongDateTime('2026-11-20T14:14:00.000Z')).toBe('20 ноября 2026 г. в 17:14');
  });

  it('shows nothing for what is not a date', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('soon')).toBe('');
    expect(formatLongDate('2025-13-45')).toBe('');
    expect(formatLongDateTime('')).toBe('');
  });

  it('names a month in the nominative with its year', () => {
    expect(formatMonth('2025-05')).toBe('май 2025');
    expect(formatMonth('2026-11')).toBe('ноябрь 2026');
    expect(formatMonth('2025-01')).toBe('январь 2025');
    expect(formatMonth('bad')).toBe('bad');
  });

  it('writes every date as Intl ru-RU writes it on Moscow time (written out, ru-calendar.ts says why)', () => {
    const intl = (options: Intl.DateTimeFormatOptions) => {
      const f = new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: 'Europe/Moscow' });
      return (iso: string) => f.format(new Date(iso));
    };
    const day = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
    const longDay = { day: 'numeric', month: 'long', year: 'numeric' } as const;
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    const pairs: [(iso: string) => string, (iso: string) => string][] = [
      [formatDate, intl(day)],
      [formatDateTime, intl({ ...day, ...time })],
      [formatLongDate, intl(longDay)],
      [formatLongDateTime, intl({ ...longDay, ...time })],
    ];
    const isoDay = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'Europe/Moscow',
    });
    // Every 7 h 13 min from 2010 (Intl's own answer before 2014-10-26) to 2036, and the change itself.
    const instants = [
      '2014-10-25T21:59:59.999Z',
      '2014-10-25T22:00:00.000Z',
      '2025-12-31T21:00:00.000Z',
      '2025-12-31T20:59:00.000Z',
    ];
    for (let t = Date.UTC(2010, 0, 1); t < Date.UTC(2036, 0, 1); t += 26_003_000) instants.push(new Date(t).toISOString());
    const differ: string[] = [];
    for (const iso of instants) {
      for (const [ours, theirs] of pairs) if (ours(iso) !== theirs(iso)) differ.push(`${iso}: ${ours(iso)} ≠ ${theirs(iso)}`);
      if (moscowDay(new Date(iso)) !== isoDay.format(new Date(iso))) differ.push(`${iso}: day ${moscowDay(new Date(iso))}`);
    }
    expect(instants.length).toBeGreaterThan(30_000);
    expect(differ).toEqual([]);
  });

  it("writes every month's names as Intl ru-RU does (they are written out, ru-calendar.ts says why)", () => {
    const long = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let m = 1; m <= 12; m++) {
      const month = `2025-${String(m).padStart(2, '0')}`;
      const at = new Date(Date.UTC(2025, m - 1, 1));
      const parts = long.formatToParts(at).filter((p) => p.type === 'month' || p.type === 'year');
      expect(formatMonth(month)).toBe(parts.map((p) => p.value).join(' '));
    }
    expect(formatMonth('2025-13')).toBe('2025-13');
  });
});
