// The weekly streak's rules with the worked examples of docs/product.md §11.2. Weeks of autumn 2026:
// Mondays 12, 19, 26 October, 2, 9, 16, 23, 30 November; the week of 26 October ends on Sunday
// 1 November, so November's freeze is the one that covers it.
import { describe, expect, it } from 'vitest';
import { freezeMonthOf, mondayOf, streakOf, type WeekCount } from './streak-rules.js';

const weeks = (...pairs: [string, number][]): WeekCount[] => pairs.map(([week, contracts]) => ({ week, contracts }));
const states = (counts: WeekCount[], today: string) =>
  Object.fromEntries(streakOf(counts, today).history.map((h) => [h.week, h.state]));

describe('the weeks', () => {
  it('run Monday to Sunday and belong to the month of their Sunday for the freeze', () => {
    expect(mondayOf('2026-11-28')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(freezeMonthOf('2026-10-26')).toBe('2026-11');
    expect(freezeMonthOf('2026-12-28')).toBe('2027-01');
  });
});

describe('the streak', () => {
  it('is nothing without contracts', () => {
    const s = streakOf([], '2026-11-28');
    expect(s).toMatchObject({ weeks: 0, week: '2026-11-23', weekContracts: 0, weekDone: false, repair: null, atRisk: false });
    expect(s.freeze).toEqual({ month: '2026-11', available: true, usedFor: null });
    expect(s.history.every((h) => h.state === 'missed')).toBe(true);
  });

  it('counts the finished weeks in a row, and the current week once it has a contract', () => {
    const counts = weeks(['2026-11-02', 1], ['2026-11-09', 3], ['2026-11-16', 1]);
    // Saturday 28 November, nothing yet this week: pending, not broken, the month's freeze still there.
    expect(streakOf(counts, '2026-11-28')).toMatchObject({ weeks: 3, weekContracts: 0, weekDone: false, atRisk: false });
    const done = streakOf([...counts, { week: '2026-11-23', contracts: 1 }], '2026-11-28');
    expect(done).toMatchObject({ weeks: 4, weekContracts: 1, weekDone: true, atRisk: false });
  });

  it('keeps the series over a missed week with the month’s freeze, which adds no week', () => {
    const counts = weeks(['2026-11-02', 1], ['2026-11-16', 2]);
    const s = streakOf(counts, '2026-11-28');
    expect(s.weeks).toBe(2);
    expect(s.freeze).toEqual({ month: '2026-11', available: false, usedFor: '2026-11-09' });
    // November's freeze is spent: a week without a contract now would break the series.
    expect(s.atRisk).toBe(true);
    expect(states(counts, '2026-11-28')).toMatchObject({ '2026-11-02': 'kept', '2026-11-09': 'frozen', '2026-11-16': 'kept' });
  });

  it('repairs a missed week without a freeze by a second contract in the week after it', () => {
    // 26 October missed: November's freeze (its Sunday is 1 November). 9 November missed too: no
    // freeze left, the week of 16 November has two contracts and repairs it.
    const counts = weeks(['2026-10-19', 1], ['2026-11-02', 1], ['2026-11-16', 2]);
    const s = streakOf(counts, '2026-11-28');
    expect(s.weeks).toBe(4);
    expect(s.repair).toBeNull();
    expect(states(counts, '2026-11-28')).toMatchObject({
      '2026-10-19': 'kept',
      '2026-10-26': 'frozen',
      '2026-11-02': 'kept',
      '2026-11-09': 'repaired',
      '2026-11-16': 'kept',
    });
  });

  it('offers the repair this week and says how many contracts it still takes', () => {
    const counts = weeks(['2026-10-12', 1], ['2026-10-19', 1], ['2026-10-26', 1], ['2026-11-02', 1]);
    // 9 November frozen, 16 November missed with November's freeze spent: this week repairs it.
    const none = streakOf(counts, '2026-11-25');
    expect(none).toMatchObject({ weeks: 4, weekDone: false, atRisk: true, repair: { week: '2026-11-16', contractsNeeded: 2 } });
    expect(states(counts, '2026-11-25')).toMatchObject({ '2026-11-09': 'frozen', '2026-11-16': 'repairable' });
    const one = streakOf([...counts, { week: '2026-11-23', contracts: 1 }], '2026-11-25');
    expect(one).toMatchObject({ weeks: 4, weekContracts: 1, weekDone: false, atRisk: true, repair: { contractsNeeded: 1 } });
    const two = streakOf([...counts, { week: '2026-11-23', contracts: 2 }], '2026-11-25');
    expect(two).toMatchObject({ weeks: 6, weekDone: true, atRisk: false, repair: null });
  });

  it('breaks when two weeks of one month go without a contract and the repair window passes', () => {
    const counts = weeks(['2026-10-12', 1], ['2026-10-19', 1], ['2026-10-26', 1], ['2026-11-02', 1], ['2026-11-23', 1]);
    // The week of 23 November had one contract: its own; 16 November stays missed, a new series of one.
    const s = streakOf(counts, '2026-12-02');
    expect(s).toMatchObject({ weeks: 1, week: '2026-11-30', weekDone: false, repair: null, atRisk: false });
    // The week of 30 November ends on 6 December: December's freeze is there.
    expect(s.freeze).toEqual({ month: '2026-12', available: true, usedFor: null });
    expect(states(counts, '2026-12-02')).toMatchObject({ '2026-11-09': 'frozen', '2026-11-16': 'missed', '2026-11-23': 'kept' });
    // With nothing in the window either, nothing is left.
    const gone = weeks(['2026-10-12', 1], ['2026-10-19', 1], ['2026-10-26', 1], ['2026-11-02', 1]);
    expect(streakOf(gone, '2026-12-02')).toMatchObject({ weeks: 0, atRisk: false, repair: null });
  });

  it('spends one freeze of each month across the year’s end', () => {
    // 21 December ends in December, 28 December on 3 January 2027: two freezes in a row, two months.
    const counts = weeks(['2026-12-14', 1], ['2027-01-04', 1]);
    const s = streakOf(counts, '2027-01-06');
    expect(s).toMatchObject({ weeks: 2, week: '2027-01-04', weekDone: true });
    expect(s.freeze).toEqual({ month: '2027-01', available: false, usedFor: '2026-12-28' });
    expect(states(counts, '2027-01-06')).toMatchObject({ '2026-12-21': 'frozen', '2026-12-28': 'frozen' });
  });

  it('gives the freeze back when a late contract fills the frozen week', () => {
    const before = streakOf(weeks(['2026-11-02', 1], ['2026-11-16', 1]), '2026-11-28');
    expect(before.freeze.available).toBe(false);
    const after = streakOf(weeks(['2026-11-16', 1], ['2026-11-02', 1], ['2026-11-09', 1]), '2026-11-28');
    expect(after).toMatchObject({ weeks: 3, atRisk: false, freeze: { available: true, usedFor: null } });
  });

  it('ignores weeks after the current one', () => {
    expect(streakOf(weeks(['2026-11-16', 1], ['2026-12-07', 4]), '2026-11-28')).toMatchObject({ weeks: 1, weekContracts: 0 });
  });
});
