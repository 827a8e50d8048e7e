// What other features use of contests: the hooks the accrual and clawback transactions call, so
// standings move with contracts (decision 0032).
import type { Queryable } from '../../db/types.js';
import { recordContestContracts, withdrawContestContract, type CountedContract } from './standings.js';
import { takeBackPrize } from './settle.js';
import { takeBackTeamShares } from './team-settle.js';
import { withdrawTeamContract } from './team-standings.js';

export type { CountedContract };

/** Counts newly accrued contracts into the contests on now, in the accrual's transaction. */
export async function countContestContracts(tx: Queryable, items: readonly CountedContract[], at: Date): Promise<void> {
  await recordContestContracts(tx, items, at);
}

/**
 * Takes a cancelled contract out of the contests that counted it, in the clawback's transaction;
 * a settled contest takes back what the member no longer wins.
 */
export async function uncountContestContract(tx: Queryable, contract: { id: number; number: string }, at: Date): Promise<void> {
  for (const left of await withdrawContestContract(tx, contract.id, at)) await takeBackPrize(tx, left, contract.number, at);
  for (const left of await withdrawTeamContract(tx, contract.id, at)) await takeBackTeamShares(tx, left, contract.number, at);
}

/** What approving or refusing a contest's prizes does at the approvals door (decisions 0041 and 0060). */
export { contestPrizesApproval } from './settle.js';

/** The team contests a team plays in, for the supervisor's «Команда» (docs/product.md §11.8). */
export { teamContestPlaces, type TeamContestPlace } from './team-standing.js';

/** How contests compare tariffs' names, which badges' rules compare the same way. */
export { tariffKey, tariffKeySql } from './contest-row.js';
