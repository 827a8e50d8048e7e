// Who supervises which team over which days (decision 0065): a member supervises a team for the days of
// their range in team_supervisors, and the month «Команда» shows is the calendar month cut to those
// days — never a day after today. The structure is read through the teams feature's service only.
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, addMonths, moscowDate } from '../../lib/moscow-time.js';
import { clipDays, teamsSupervisedBy, type SupervisedTeam, type TeamAgentDays } from '../teams/service.js';
import type { MemberDays } from './queries.js';

/** Days `from`…`lastDay`, both included, `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  lastDay: string;
}

export interface SupervisedMonth {
  team: { id: string; name: string; point: string; dealer: string };
  /** `YYYY-MM`. */
  month: string;
  /** The months with a supervised day up to today, newest first. */
  months: string[];
  today: string;
  /** Whether `month` is the current one (Moscow): only then is anyone «без продаж». */
  isCurrent: boolean;
  /** The member's days of the month with this team, up to today, oldest first: one range unless they left and came back. */
  days: DayRange[];
  /** Every day they supervised this team up to the month's last shown day: the days its contracts are theirs to see. */
  tenure: DayRange[];
}

/** A month's (`YYYY-MM`) last day. */
export const lastDayOf = (month: string) => addDays(`${addMonths(month, 1)}-01`, -1);

/** The start of a Moscow calendar day as an instant. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

/** Each stay cut to each of `ranges`: the days of it the supervisor sees. */
export function staysWithin(stays: readonly TeamAgentDays[], ranges: readonly DayRange[]): MemberDays[] {
  return stays.flatMap((s) =>
    ranges.flatMap((r) => {
      const days = clipDays(s, r.from, r.lastDay);
      return days ? [{ memberId: s.memberId, ...days }] : [];
    }),
  );
}

/** The months of the ranges up to `today`, newest first. */
function monthsOf(spans: readonly SupervisedTeam[], today: string): string[] {
  const months = new Set<string>();
  for (const s of spans) {
    const days = clipDays(s, s.from, today);
    if (!days) continue;
    for (let m = days.from.slice(0, 7); m <= days.lastDay.slice(0, 7); m = addMonths(m, 1)) months.add(m);
  }
  return [...months].sort().reverse();
}

/** Whether the member supervises a team on the Moscow day of `now`. */
export async function supervisesToday(db: Queryable, memberId: string, now: Date): Promise<boolean> {
  const today = moscowDate(now);
  return (await teamsSupervisedBy(db, memberId)).some((s) => clipDays(s, today, today) !== null);
}

/**
 * The team and the days the member supervised it in `month` (the current month when absent). Of two
 * teams in one month, the one of the month's latest supervised day. A month without a supervised day,
 * or a member who supervises nothing, is `team_not_supervisor`.
 */
export async function supervisedMonth(
  db: Queryable,
  memberId: string,
  month: string | undefined,
  now: Date,
): Promise<SupervisedMonth> {
  return supervisedMonthOf(await teamsSupervisedBy(db, memberId), month, now);
}

/** supervisedMonth of the member's ranges read already (`spans`, teamsSupervisedBy's). */
export function supervisedMonthOf(spans: readonly SupervisedTeam[], month: string | undefined, now: Date): SupervisedMonth {
  const today = moscowDate(now);
  const current = today.slice(0, 7);
  const shown = month ?? current;
  const first = `${shown}-01`;
  const last = lastDayOf(shown) < today ? lastDayOf(shown) : today;
  const inMonth = spans
    .map((s) => ({ s, days: clipDays(s, first, last) }))
    .filter((x): x is { s: SupervisedTeam; days: DayRange } => x.days !== null);
  const latest = inMonth.reduce<(typeof inMonth)[number] | undefined>(
    (best, x) => (best === undefined || x.days.lastDay > best.days.lastDay ? x : best),
    undefined,
  );
  if (!latest) throw new AppError('team_not_supervisor');
  const ofTeam = spans.filter((s) => s.teamId === latest.s.teamId);
  const shownTo = latest.days.lastDay;
  return {
    team: { id: latest.s.teamId, name: latest.s.teamName, point: latest.s.pointName, dealer: latest.s.dealerName },
    month: shown,
    months: monthsOf(spans, today),
    today,
    isCurrent: shown === current,
    days: inMonth.filter((x) => x.s.teamId === latest.s.teamId).map((x) => x.days),
    tenure: ofTeam.map((s) => clipDays(s, s.from, shownTo)).filter((d): d is DayRange => d !== null),
  };
}
