// The weekly streak (docs/product.md §11.2) as a pure function of a member's active contracts per
// week: weeks are Monday–Sunday in Moscow, a week with a contract is kept, a week without one is
// covered by the month's freeze, else it may be repaired by a second contract in the next week, else
// the series breaks. Computed from the contracts each time, so a contract imported late (or
// cancelled) changes the weeks it belongs to and everything after them, and nothing stored goes stale.

import { addDays } from '../../lib/moscow-time.js';

/** A Monday, `YYYY-MM-DD`, and the member's active contracts signed that week. */
export interface WeekCount {
  week: string;
  contracts: number;
}

/** What became of a finished week: `repairable` is last week, missed, while this week may repair it. */
export type FinishedWeekState = 'kept' | 'frozen' | 'repaired' | 'missed' | 'repairable';

export interface StreakState {
  /** Weeks of the live series counted (kept and repaired; a frozen week keeps it without adding). */
  weeks: number;
  /** This week's Monday, `YYYY-MM-DD`. */
  week: string;
  /** Active contracts signed this week so far. */
  weekContracts: number;
  /** This week has its contract (and owes no repair): the series goes on whatever happens till Sunday. */
  weekDone: boolean;
  /** The freeze that would cover this week: the month of its Sunday, and whether it is still there. */
  freeze: { month: string; available: boolean; usedFor: string | null };
  /** Last week was missed and had no freeze: this many more contracts this week repair it. */
  repair: { week: string; contractsNeeded: number } | null;
  /**
   * The series breaks at the end of this week unless a contract comes: a repair is owed, or the week
   * has no contract and its month's freeze is spent.
   */
  atRisk: boolean;
  /** The last `HISTORY_WEEKS` finished weeks, oldest first. */
  history: { week: string; state: FinishedWeekState }[];
}

export const HISTORY_WEEKS = 8;
/** Contracts in the repair window that repair the missed week: one for the window's own week, one for the missed one. */
export const REPAIR_CONTRACTS = 2;

/** The Monday of the Monday–Sunday week of a calendar day. */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** The month whose freeze covers a week: the month of its Sunday, the day the week ends (`YYYY-MM`). */
export function freezeMonthOf(monday: string): string {
  return addDays(monday, 6).slice(0, 7);
}

/**
 * The streak on `today` (a Moscow calendar day) from the member's contracts per week. Weeks after
 * this one are ignored; `counts` need not be sorted, and weeks without contracts may be left out.
 */
export function streakOf(counts: readonly WeekCount[], today: string): StreakState {
  const current = mondayOf(today);
  const byWeek = new Map<string, number>();
  for (const c of counts) if (c.week <= current) byWeek.set(c.week, (byWeek.get(c.week) ?? 0) + c.contracts);
  const weeks = [...byWeek.keys()].filter((w) => (byWeek.get(w) ?? 0) > 0).sort();

  let length = 0;
  /** A missed week without a freeze, waiting for the week after it to repair it. */
  let owed: string | null = null;
  const freezes = new Map<string, string>();
  const states = new Map<string, FinishedWeekState>();

  for (let w = weeks[0] ?? current; w < current; w = addDays(w, 7)) {
    const n = byWeek.get(w) ?? 0;
    if (owed !== null) {
      // This week is the repair window of the one before: its first contract is its own.
      if (n >= REPAIR_CONTRACTS) {
        states.set(owed, 'repaired');
        length += 2;
      } else {
        states.set(owed, 'missed');
        length = n > 0 ? 1 : 0;
      }
      states.set(w, n > 0 ? 'kept' : 'missed');
      owed = null;
      continue;
    }
    if (n > 0) {
      states.set(w, 'kept');
      length += 1;
      continue;
    }
    states.set(w, 'missed');
    if (length === 0) continue;
    const month = freezeMonthOf(w);
    if (!freezes.has(month)) {
      freezes.set(month, w);
      states.set(w, 'frozen');
    } else owed = w;
  }

  const n = byWeek.get(current) ?? 0;
  let repair: StreakState['repair'] = null;
  if (owed !== null) {
    if (n >= REPAIR_CONTRACTS) {
      states.set(owed, 'repaired');
      length += 2;
    } else {
      states.set(owed, 'repairable');
      repair = { week: owed, contractsNeeded: REPAIR_CONTRACTS - n };
    }
  } else if (n > 0) length += 1;

  const month = freezeMonthOf(current);
  const freeze = { month, available: !freezes.has(month), usedFor: freezes.get(month) ?? null };
  const weekDone = n > 0 && repair === null;
  const history = Array.from({ length: HISTORY_WEEKS }, (_, i) => {
    const week = addDays(current, -7 * (HISTORY_WEEKS - i));
    return { week, state: states.get(week) ?? 'missed' };
  });
  return {
    weeks: length,
    week: current,
    weekContracts: n,
    weekDone,
    freeze,
    repair,
    atRisk: length > 0 && (repair !== null || (n === 0 && !freeze.available)),
    history,
  };
}
