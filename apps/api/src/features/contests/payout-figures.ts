// What settling a contest now would pay, from its standings as they are: the figures an admin
// confirms before «Завершить сегодня и подвести итоги» (decision 0032): settlement's own `prizesOf`
// (budget.ts) over the same ranks, read without paying anything.
import type { ContestPayout } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { prizesOf } from './budget.js';
import type { ContestRow } from './contest-row.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { teamPayoutFigures } from './team-settle.js';

export async function payoutFigures(db: Queryable, c: ContestRow, now: Date): Promise<ContestPayout> {
  if (c.kind === 'team') return teamPayoutFigures(db, c, moscowDate(now));
  const { rows } = await db.query<{ league: number; score: number; place: number }>(
    `SELECT league, score, rank() OVER (PARTITION BY league ORDER BY score DESC)::int AS place
       FROM contest_members WHERE contest_id = $1`,
    [c.id],
  );
  const paid = prizesOf(c, rows).prizes.filter((p) => p.amount > 0);
  return { members: paid.length, total: toPoints(paid.reduce((sum, p) => sum + p.amount, 0)) };
}

/** The confirmed figures are still what settling would pay (points compared to the kopeck). */
export const sameFigures = (a: ContestPayout, b: ContestPayout) =>
  a.members === b.members && Math.round(a.total * 100) === Math.round(b.total * 100);
