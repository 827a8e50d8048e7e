import { describe, expect, it } from 'vitest';
import { endOfWorkingDaysAfter, isWorkingDay } from './working-days.js';

describe('working days', () => {
  it('skips weekends and the public holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-04')).toBe(false); // Day of National Unity
    expect(isWorkingDay('2027-01-05')).toBe(false);
  });

  it('ends a promise at the end of the Moscow working day', () => {
    // Friday 27 November 2026, 20:00 Moscow → first answer by Monday 30 November 23:59:59.999 Moscow.
    expect(endOfWorkingDaysAfter(new Date('2026-11-27T17:00:00Z'), 1).toISOString()).toBe('2026-11-30T20:59:59.999Z');
    // Five working days from Thursday 26 November: Fri, Mon, Tue, Wed, Thu → Thursday 3 December.
    expect(endOfWorkingDaysAfter(new Date('2026-11-26T09:00:00Z'), 5).toISOString()).toBe('2026-12-03T20:59:59.999Z');
  });

  it('counts the day by Moscow, not by UTC', () => {
    // 22:30 UTC on Thursday is already Friday 01:30 in Moscow: one working day is Monday.
    expect(endOfWorkingDaysAfter(new Date('2026-11-26T22:30:00Z'), 1).toISOString()).toBe('2026-11-30T20:59:59.999Z');
  });

  it('steps over the new-year holidays', () => {
    expect(endOfWorkingDaysAfter(new Date('2026-12-31T09:00:00Z'), 1).toISOString()).toBe('2027-01-11T20:59:59.999Z');
  });
});
