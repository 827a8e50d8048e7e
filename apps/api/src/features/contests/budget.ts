// A contest's budget (docs/product.md §11.4): when the prizes won at settlement cost more than it —
// ties sharing a prize place, members who joined after the plan — every prize is cut in one
// proportion, rounded down to the kopeck, so that together they stay within it.
import type { ContestRow } from './contest-row.js';

/** `amount × budget / total`, rounded down, exactly (kopecks beyond 2^53 when multiplied). */
const scaled = (amount: number, budget: number, total: number) => Number((BigInt(amount) * BigInt(budget)) / BigInt(total));

/**
 * The prizes (kopecks) as paid under the budget, and what they would have cost together when it cut
 * them (null when it did not).
 */
export function cutToBudget(amounts: readonly number[], budget: number | null): { amounts: number[]; uncapped: number | null } {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  if (budget === null || total <= budget) return { amounts: [...amounts], uncapped: null };
  return { amounts: amounts.map((a) => scaled(a, budget, total)), uncapped: total };
}

/** One prize as the settlement's cut left it: a prize recomputed later keeps the same proportion. */
export function asSettled(amount: number, c: Pick<ContestRow, 'budget' | 'uncappedTotal'>): number {
  return c.uncappedTotal === null || c.budget === null ? amount : scaled(amount, c.budget, c.uncappedTotal);
}
