// The weekly streak (docs/product.md §11.2): weeks Monday–Sunday, Moscow time, with at least one
// active contract signed in them, one freeze a month, a missed week repaired by a second contract in
// the week after it. The member's home page shows it.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

export const STREAK_WEEK_STATES = ['kept', 'frozen', 'repaired', 'missed', 'repairable'] as const;
export type StreakWeekState = (typeof STREAK_WEEK_STATES)[number];

export const memberStreakSchema = z.object({
  /** Weeks of the series: kept and repaired ones, this week once it has its contract; a frozen week adds none. */
  weeks: z.int(),
  /** This week's Monday, `YYYY-MM-DD`. */
  week: z.string(),
  /** When this week ends: Monday 00:00 Moscow time, an instant. */
  weekEndsAt: z.string(),
  /** Active contracts signed this week so far. */
  weekContracts: z.int(),
  /** This week counts (it has a contract and owes no repair). */
  weekDone: z.boolean(),
  /** The freeze that would cover this week: of the month its Sunday is in (`YYYY-MM`). */
  freeze: z.object({
    month: z.string(),
    available: z.boolean(),
    /** The Monday of the week it covered, when spent. */
    usedFor: z.nullable(z.string()),
  }),
  /** Last week went without a contract or freeze: this many more contracts this week repair it. */
  repair: z.nullable(z.object({ week: z.string(), contractsNeeded: z.int() })),
  /** The series breaks at the end of this week unless contracts come. */
  atRisk: z.boolean(),
  /** The last eight finished weeks, oldest first. */
  history: z.array(z.object({ week: z.string(), state: z.enum(STREAK_WEEK_STATES) })),
});
export type MemberStreak = z.infer<typeof memberStreakSchema>;

export const memberStreakRoute = defineRoute({
  method: 'GET',
  path: '/api/streaks/current',
  operationId: 'getMemberStreak',
  summary: 'Серия недель с договором: длина, эта неделя, заморозка месяца и восстановление пропуска',
  tag: 'contests',
  access: 'member',
  response: memberStreakSchema,
  errors: [],
});
