// The team's month as its supervisor sees it (docs/product.md §12h): each agent's stay in the team on
// the supervisor's days of the month, with the active contracts signed on those days, their points, the
// agent's target of the month and whether they have sold nothing for a week; the clawbacks of the
// team's contracts posted those days. A contract counts for the team of its signing day, so an agent
// who moved mid-month brings the old team only what they signed before the move.
import { TEAM_MESSAGES_PER_DAY, TEAM_STALLED_DAYS, type TeamAgentRow, type TeamMonth } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { addDays, addMonths, moscowDate } from '../../lib/moscow-time.js';
import { teamContestPlaces } from '../contests/service.js';
import { targetOf } from '../targets/service.js';
import { supervisionOf, type TeamAgentDays } from '../teams/service.js';
import * as q from './queries.js';
import { dayStart, lastDayOf, staysWithin, supervisedMonthOf } from './supervision.js';
import { agentName } from './texts.js';

// One collator for every sort: `localeCompare(…, 'ru')` builds one per comparison.
const byName = new Intl.Collator('ru');

function byMember<T extends { memberId: string }>(items: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(item.memberId);
    if (list) list.push(item);
    else map.set(item.memberId, [item]);
  }
  return map;
}

/** Whether stays (oldest first) hold every day of `from`…`to`: one may follow another the next day. */
function inTeamAllOf(stays: readonly TeamAgentDays[], from: string, to: string): boolean {
  if (stays.some((s) => s.from <= from && s.lastDay >= to)) return true;
  let next = from;
  for (const s of stays) if (s.from <= next && s.lastDay >= next) next = addDays(s.lastDay, 1);
  return next > to;
}

export async function teamMonth(db: Queryable, memberId: string, month: string | undefined, now: Date): Promise<TeamMonth> {
  const today = moscowDate(now);
  // The structure in one round trip: the ranges and their teams' agents up to the month's last day shown.
  const last = month === undefined || lastDayOf(month) > today ? today : lastDayOf(month);
  const supervision = await supervisionOf(db, memberId, last, TEAM_STALLED_DAYS);
  const sup = supervisedMonthOf(supervision.spans, month, now);
  const window = sup.isCurrent ? { from: addDays(sup.today, 1 - TEAM_STALLED_DAYS), lastDay: sup.today } : null;
  const tenureFrom = sup.tenure[0]!.from;
  // From the earlier of the supervisor's first day and the «без продаж» week: whether an agent was in
  // the team all that week is the agent's, whoever supervised it then.
  const stays = supervision.agentsOn(
    sup.team.id,
    window && window.from < tenureFrom ? window.from : tenureFrom,
    sup.days.at(-1)!.lastDay,
  );
  const staysOf = byMember(stays);
  const seen = staysWithin(stays, sup.tenure);
  const seenOf = byMember(seen);
  // A row's last contract is looked for from the start of the stay the supervisor saw it in — and, in
  // the current month, from the week's first day too if earlier: a contract of that week, in the team
  // or not, leaves the agent not «без продаж»; one before the stay seen is not shown.
  const rows = staysWithin(stays, sup.days).map((r) => {
    const seenFrom = seenOf.get(r.memberId)!.find((s) => s.from <= r.from && r.from <= s.lastDay)!.from;
    return { ...r, seenFrom, lookFrom: window && window.from < seenFrom ? window.from : seenFrom };
  });
  const members = [...new Set(rows.map((r) => r.memberId))];
  // The seen stays before the month's: a clawback may be of one who has left the team since.
  const shownStays = new Set(rows.map((r) => `${r.memberId} ${r.seenFrom}`));
  const earlier = seen.filter((s) => !shownStays.has(`${s.memberId} ${s.from}`));
  const [{ stays: figures, clawbacks, names, sentToday, ...made }, contests] = await Promise.all([
    q.monthFigures(db, {
      stays: rows,
      earlier,
      since: dayStart(sup.days[0]!.from),
      until: dayStart(addDays(sup.days.at(-1)!.lastDay, 1)),
      supervisorId: memberId,
      dayStart: dayStart(sup.today),
      monthStart: `${sup.month}-01`,
      lastMonthStart: `${addMonths(sup.month, -1)}-01`,
    }),
    teamContestPlaces(db, sup.team.id, sup.days.at(-1)!.lastDay),
  ]);
  const targets = new Map(
    members.map((m) => [m, targetOf(made.ownTargets.get(m), made.tiers, made.activeLastMonth.get(m) ?? 0).contracts]),
  );

  const agents: TeamAgentRow[] = rows.map((r, i) => {
    const f = figures[i]!;
    const current = sup.isCurrent && r.lastDay === sup.today;
    const lastContractOn = f.lastSignedOn !== null && f.lastSignedOn >= r.seenFrom ? f.lastSignedOn : null;
    const soldThisWeek = window !== null && f.lastSignedOn !== null && f.lastSignedOn >= window.from;
    return {
      memberId: r.memberId,
      name: agentName(names.get(r.memberId)),
      from: r.from,
      lastDay: r.lastDay,
      contracts: f.contracts,
      points: toPoints(f.points),
      target: targets.get(r.memberId) ?? 0,
      lastContractOn,
      stalled: current && window !== null && !soldThisWeek && inTeamAllOf(staysOf.get(r.memberId)!, window.from, window.lastDay),
      current,
    };
  });
  agents.sort((a, b) => byName.compare(a.name, b.name) || a.from.localeCompare(b.from));
  const shownDay = (day: string) => sup.days.some((d) => d.from <= day && day <= d.lastDay);

  return {
    team: sup.team,
    month: sup.month,
    months: sup.months,
    totals: {
      contracts: agents.reduce((n, a) => n + a.contracts, 0),
      points: toPoints(figures.reduce((n, f) => n + f.points, 0)),
      target: members.reduce((n, m) => n + (targets.get(m) ?? 0), 0),
      agents: members.length,
      stalled: new Set(agents.filter((a) => a.stalled).map((a) => a.memberId)).size,
    },
    agents,
    clawbacks: clawbacks
      .filter((c) => shownDay(c.on))
      .map((c) => ({
        memberId: c.memberId,
        name: agentName(names.get(c.memberId)),
        contractNumber: c.contractNumber,
        points: toPoints(c.points),
        on: c.on,
      })),
    contests: contests.map((c) => ({
      contestId: c.contestId,
      title: c.title,
      status: c.status,
      endsOn: c.endsOn,
      leagueName: c.leagueName,
      teamsInLeague: c.teamsInLeague,
      place: c.place,
      score: c.score,
      prize: c.prize,
      prizeAtStake: c.prizeAtStake,
    })),
    messagesLeftToday: Math.max(0, TEAM_MESSAGES_PER_DAY - sentToday),
  };
}
