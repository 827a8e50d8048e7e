// A contest's plan before its start (docs/product.md §11.4): the leagues the start would make now from
// the members' last months, with their sizes and names, and the most its prizes may cost — every top
// place won once, every member reaching the threshold or the highest step — against its budget. A design whose worst case
// is dearer than its budget is refused when saved and when scheduled. A team contest's plan is its
// leagues of teams (team-admin.ts).
import { formatPoints, topPercentWinners, type ContestPlan } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { leagueName } from './contest-row.js';
import type { ContestDesign } from './design.js';
import { ELIGIBLE, eligibleParams } from './leagues.js';
import { teamPlanOf } from './team-admin.js';

/** Kopecks a league of `members` may pay at worst without ties; null when nothing bounds it. */
function leagueWorstCase(d: ContestDesign, members: number): number | null {
  switch (d.rule) {
    case 'per_contract':
      return null;
    case 'threshold':
      return members * d.thresholdPrize!;
    case 'steps':
      return members * d.stepPrizes[d.stepPrizes.length - 1]!;
    case 'places':
      return d.placePrizes.slice(0, members).reduce((sum, p) => sum + p, 0);
    case 'top_percent':
      return topPercentWinners(d.topPercent!, members) * d.topPrize!;
  }
}

/** What the operator reads of the cost (points in the text). */
function summaryOf(worst: number | null, budget: number | null): string {
  const cost = worst === null ? null : formatPoints(toPoints(worst));
  const cap = budget === null ? null : formatPoints(toPoints(budget));
  if (worst === null)
    return cap === null
      ? 'Стоимость не ограничена: баллы начисляются за каждый договор. Задайте бюджет, чтобы её ограничить.'
      : `Не больше бюджета — ${cap}: если начислений окажется больше, каждое уменьшится в одной пропорции.`;
  if (cap === null) return `В худшем случае призы обойдутся в ${cost}`;
  if (worst > budget!)
    return `В худшем случае призы обойдутся в ${cost} — больше бюджета ${cap}: уменьшите призы или увеличьте бюджет.`;
  return (
    `В худшем случае призы обойдутся в ${cost} — в пределах бюджета ${cap}; если из-за равных мест или новых ` +
    'участников призов окажется больше, каждый уменьшится в одной пропорции.'
  );
}

export async function planOf(db: Queryable, d: ContestDesign): Promise<ContestPlan> {
  if (d.kind === 'team') {
    const { worst, ...plan } = await teamPlanOf(db, d);
    return { ...plan, summary: summaryOf(worst, d.budget), withinBudget: d.budget === null || worst <= d.budget };
  }
  const { rows } = await db.query<{ league: number; members: number }>(
    `WITH ${ELIGIBLE} SELECT league, count(*)::int AS members FROM eligible GROUP BY league`,
    eligibleParams(d),
  );
  const leagues = d.leagueBands
    .map((minContracts, i) => {
      const league = i + 1;
      const members = rows.find((r) => r.league === league)?.members ?? 0;
      return { league, name: leagueName(d, league), minContracts, members, worst: leagueWorstCase(d, members) };
    })
    .filter((l) => d.participants !== 'leagues' || d.leagueNumbers.includes(l.league));
  const worst = leagues.some((l) => l.worst === null) ? null : leagues.reduce((sum, l) => sum + l.worst!, 0);
  return {
    bands: d.leagueBands,
    leagues: leagues.map(({ worst: w, ...l }) => ({ ...l, worstCase: w === null ? null : toPoints(w) })),
    members: leagues.reduce((n, l) => n + l.members, 0),
    worstCase: worst === null ? null : toPoints(worst),
    budget: d.budget === null ? null : toPoints(d.budget),
    summary: summaryOf(worst, d.budget),
    withinBudget: d.budget === null || worst === null || worst <= d.budget,
  };
}

/** Refuses a design whose worst case is dearer than its budget (`contest_over_budget`). */
export async function checkBudget(db: Queryable, d: ContestDesign): Promise<void> {
  if (d.budget === null) return;
  if (!(await planOf(db, d)).withinBudget) throw new AppError('contest_over_budget');
}
