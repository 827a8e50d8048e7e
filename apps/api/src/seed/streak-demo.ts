// The demo member's weekly streak (docs/product.md §11.2): the money demo's contracts of the last weeks
// are placed so that each week has one — but one week, which the month's freeze covers. Only the days
// move: each month keeps its count of contracts (and the generator its sequence), so the money demo's
// figures stay as they were.
import { addDays } from '../lib/moscow-time.js';
import { mondayOf } from '../features/streaks/streak-rules.js';

export interface StreakPlan {
  /** Finished weeks before this one that have a contract (but the frozen one), this week too. */
  weeks: number;
  /** The finished week left without a contract, this many weeks before this one. */
  frozenWeeksAgo: number;
}

/**
 * For each month, the days its first contracts are signed on (one in each streak week, its Monday); the other contracts keep their random day unless it falls in the frozen week,
 * when they move to the month's first streak day. A week whose days fall in two months takes its
 * contract from the month of its chosen day.
 */
export function streakDays(plan: StreakPlan, today: string): { dayFor: (month: string, c: number, randomDay: string) => string } {
  const current = mondayOf(today);
  const frozen = addDays(current, -7 * plan.frozenWeeksAgo);
  const byMonth = new Map<string, string[]>();
  for (let k = plan.weeks; k >= 0; k--) {
    const monday = addDays(current, -7 * k);
    if (monday === frozen) continue;
    // Its Monday: never after today, and a month has at most five (a month's contracts cover them).
    const day = monday;
    const list = byMonth.get(day.slice(0, 7)) ?? [];
    list.push(day);
    byMonth.set(day.slice(0, 7), list);
  }
  const inFrozen = (day: string) => mondayOf(day) === frozen;
  return {
    dayFor(month, c, randomDay) {
      const days = byMonth.get(month) ?? [];
      if (c < days.length) return days[c]!;
      if (!inFrozen(randomDay)) return randomDay;
      if (days.length > 0) return days[0]!;
      // A month with no streak day but a day of the frozen week: a week earlier, or later, in the month.
      const earlier = addDays(randomDay, -7);
      return earlier.startsWith(month) ? earlier : addDays(randomDay, 7);
    },
  };
}
