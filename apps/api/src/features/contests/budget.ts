// A contest's budget (docs/product.md §11.4): when the prizes won at settlement cost more than it —
// ties sharing a prize place, members who joined after the plan — every prize is cut in one
// proportion, rounded down to the kopeck, so that together they stay within it.
import { byPlace, prizeFor, type ContestRow } from './contest-row.js';

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

/**
 * Each member's prize (kopecks) from the standings as they are, cut by the budget: what settlement
 * pays and what «Завершить сегодня» asks an admin to confirm, computed once for both. `place` is the
 * rank in the league (ties share it); a prize's place is null for a rule without places or a member
 * without a counted contract.
 */
export function prizesOf<M extends { league: number; score: number; place: number }>(
  c: ContestRow,
  members: readonly M[],
): { prizes: (M & { place: number | null; amount: number })[]; uncapped: number | null } {
  const sizes = new Map<number, number>();
  for (const m of members) sizes.set(m.league, (sizes.get(m.league) ?? 0) + 1);
  const ranked = members.map((m) => {
    const place = byPlace(c) && m.score > 0 ? m.place : null;
    return { ...m, place, amount: prizeFor(c, m.score, place, sizes.get(m.league)!) };
  });
  const cut = cutToBudget(
    ranked.map((m) => m.amount),
    c.budget,
  );
  return { prizes: ranked.map((m, i) => ({ ...m, amount: cut.amounts[i]! })), uncapped: cut.uncapped };
}
