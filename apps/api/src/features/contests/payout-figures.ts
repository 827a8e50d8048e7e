// What settling a contest now would pay, from its standings as they are: the figures an admin
// confirms before «Завершить сегодня и подвести итоги» (decision 0032). The same ranks and
// `prizeFor` as settlement (settle.ts), read without paying anything.
import type { ContestPayout } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { prizeFor, type ContestRow } from './contest-row.js';

export async function payoutFigures(db: Queryable, c: ContestRow): Promise<ContestPayout> {
  const { rows } = await db.query<{ score: number; place: number }>(
    `SELECT score, rank() OVER (PARTITION BY league ORDER BY score DESC)::int AS place
       FROM contest_members WHERE contest_id = $1 AND score > 0`,
    [c.id],
  );
  let members = 0;
  let total = 0;
  for (const m of rows) {
    const amount = prizeFor(c, m.score, c.rule === 'places' ? m.place : null);
    if (amount <= 0) continue;
    members += 1;
    total += amount;
  }
  return { members, total: toPoints(total) };
}

/** The confirmed figures are still what settling would pay (points compared to the kopeck). */
export const sameFigures = (a: ContestPayout, b: ContestPayout) =>
  a.members === b.members && Math.round(a.total * 100) === Math.round(b.total * 100);
