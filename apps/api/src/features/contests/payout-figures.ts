// What settling a contest now would pay, from its standings as they are: the figures an admin
// confirms before «Завершить сегодня и подвести итоги» (decision 0032). The same ranks, `prizeFor`
// and budget as settlement (settle.ts), read without paying anything.
import type { ContestPayout } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { cutToBudget } from './budget.js';
import { byPlace, prizeFor, type ContestRow } from './contest-row.js';

export async function payoutFigures(db: Queryable, c: ContestRow): Promise<ContestPayout> {
  const { rows } = await db.query<{ score: number; place: number; members: number }>(
    `SELECT score, rank() OVER (PARTITION BY league ORDER BY score DESC)::int AS place,
            count(*) OVER (PARTITION BY league)::int AS members
       FROM contest_members WHERE contest_id = $1`,
    [c.id],
  );
  const amounts = rows
    .filter((m) => m.score > 0)
    .map((m) => prizeFor(c, m.score, byPlace(c) ? m.place : null, m.members))
    .filter((amount) => amount > 0);
  const paid = cutToBudget(amounts, c.budget).amounts.filter((amount) => amount > 0);
  return { members: paid.length, total: toPoints(paid.reduce((sum, a) => sum + a, 0)) };
}

/** The confirmed figures are still what settling would pay (points compared to the kopeck). */
export const sameFigures = (a: ContestPayout, b: ContestPayout) =>
  a.members === b.members && Math.round(a.total * 100) === Math.round(b.total * 100);
