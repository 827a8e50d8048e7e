import { describe, expect, it } from 'vitest';
import { scheduleText } from './schedule-text';

describe('scheduleText', () => {
  it.each([
    ['* * * * *', 'каждую минуту'],
    ['*/1 * * * *', 'каждую минуту'],
    ['*/5 * * * *', 'каждые 5 минут'],
    ['*/2 * * * *', 'каждые 2 минуты'],
    ['0 * * * *', 'каждый час'],
    ['5 * * * *', 'каждый час, на 5-й минуте'],
    ['35 * * * *', 'каждый час, на 35-й минуте'],
    ['30 3 * * *', 'каждый день в 03:30 (МСК)'],
  ])('%s → %s', (cron, words) => {
    expect(scheduleText(cron)).toBe(words);
  });

  it('shows any other schedule as it is', () => {
    expect(scheduleText('0 9 * * 1')).toBe('по cron «0 9 * * 1» (МСК)');
    expect(scheduleText('0 9-18 * * *')).toBe('по cron «0 9-18 * * *» (МСК)');
    expect(scheduleText('@hourly')).toBe('по cron «@hourly» (МСК)');
  });
});
