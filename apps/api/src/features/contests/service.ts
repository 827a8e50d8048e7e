// What other features use of contests: the hooks the accrual and clawback transactions call, so
// standings move with contracts (decision 0032).
import type { Queryable } from '../../db/types.js';
import { recordContestContracts, withdrawContestContract, type CountedContract } from './standings.js';
import { approvePrize, awaitingPrizes, refusePrize, takeBackPrize } from './settle.js';

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
}

/**
 * The effects of the contest prizes' money decision (decision 0041) for the approval screen: an
 * approval pays every prize still awaiting, a refusal refuses each with the reason its member reads.
 */
export const contestPrizesDecision = {
  async apply(tx: Queryable, d: { subject: string }, who: { operatorId: string }, at: Date): Promise<void> {
    const id = Number(d.subject);
    for (const memberId of await awaitingPrizes(tx, id)) await approvePrize(tx, who.operatorId, id, memberId, at);
  },
  async refuse(tx: Queryable, d: { subject: string }, who: { operatorId: string }, reason: string, at: Date): Promise<void> {
    const id = Number(d.subject);
    for (const memberId of await awaitingPrizes(tx, id)) await refusePrize(tx, who.operatorId, id, memberId, reason, at);
  },
};
