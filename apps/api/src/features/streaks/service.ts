// The member's weekly streak as the home page shows it (docs/product.md §11.2), computed from their
// contracts on each read: nothing is stored, so a late or cancelled contract is reflected at once.
import type { MemberStreak } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { weekCounts, weekCountsOf } from './queries.js';
import { addDays } from '../../lib/moscow-time.js';
import { streakOf, type StreakState } from './streak-rules.js';

/** 00:00 Moscow time of a calendar day, as an instant. */
const moscowMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+03:00`);

function toMemberStreak(s: StreakState): MemberStreak {
  return { ...s, weekEndsAt: moscowMidnight(addDays(s.week, 7)).toISOString() };
}

export async function memberStreak(db: Queryable, memberId: string, now: Date): Promise<MemberStreak> {
  const today = moscowDate(now);
  return toMemberStreak(streakOf(await weekCounts(db, memberId, today), today));
}

/** Many members' streaks at once (a job's batch), by member; a member without contracts has none. */
export async function streaksOf(db: Queryable, memberIds: readonly string[], now: Date): Promise<Map<string, StreakState>> {
  const today = moscowDate(now);
  const counts = await weekCountsOf(db, memberIds, today);
  return new Map(memberIds.map((id) => [id, streakOf(counts.get(id) ?? [], today)]));
}
