// A team's prize split among its agents (docs/product.md §11.8), by the rule the contest fixed before
// its start. Only agents with a counted contract for the team share it. Kopecks throughout: each share
// is rounded down, and the kopecks that leaves — fewer than the agents sharing — go one each to the
// largest contributors (equal contributions by the member's id), so the shares sum to the prize exactly.
import type { TeamSplit } from '@cabinet/contracts';

export interface Contribution {
  memberId: string;
  /** Counted contracts for the team. */
  contracts: number;
}

export interface Share extends Contribution {
  /** Kopecks. */
  amount: number;
}

const byContribution = (a: Contribution, b: Contribution) =>
  b.contracts - a.contracts || (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0);

/**
 * The shares of `prize` kopecks, largest contributors first; an agent whose share would be nothing (a
 * prize of fewer kopecks than agents) is left out.
 */
export function splitTeamPrize(prize: number, split: TeamSplit, agents: readonly Contribution[]): Share[] {
  const sharing = agents.filter((a) => a.contracts >= 1).sort(byContribution);
  if (sharing.length === 0 || prize <= 0) return [];
  const total = sharing.reduce((n, a) => n + a.contracts, 0);
  // BigInt: a prize in kopecks times a count may pass 2^53.
  const base = sharing.map((a) =>
    split === 'equal' ? Math.floor(prize / sharing.length) : Number((BigInt(prize) * BigInt(a.contracts)) / BigInt(total)),
  );
  const left = prize - base.reduce((n, b) => n + b, 0);
  return sharing
    .map((a, i) => ({ memberId: a.memberId, contracts: a.contracts, amount: base[i]! + (i < left ? 1 : 0) }))
    .filter((s) => s.amount > 0);
}
