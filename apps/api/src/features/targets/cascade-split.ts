// How a target is split among the level below (decision 0067, docs/product.md §11.7): pure, so that
// its rounding is tested beside it.

export interface SplitChild {
  /** Active contracts of the months before: the share's weight. */
  weight: number;
  /** A number fixed by hand: kept whatever the total. */
  fixed: number | null;
}

/**
 * `total` split among `children`, in their order. A fixed child keeps its number; what is left goes to
 * the others in proportion to their weights — or equally when none of them has any — each rounded
 * down and the units still left given one each to the largest remainders (the larger weight first on
 * a tie, then the earlier child), so that the children sum to `total` exactly. With no child left to
 * split among, what is left stays unallocated. Null when the fixed numbers alone exceed `total`.
 */
export function splitTarget(total: number, children: readonly SplitChild[]): number[] | null {
  const fixedSum = children.reduce((sum, c) => sum + (c.fixed ?? 0), 0);
  if (fixedSum > total) return null;
  const left = total - fixedSum;
  const free = children.flatMap((c, i) => (c.fixed === null ? [i] : []));
  const shares = children.map((c) => c.fixed ?? 0);
  if (free.length === 0) return shares;
  const weightSum = free.reduce((sum, i) => sum + children[i]!.weight, 0);
  // Without any history every free child weighs the same.
  const weightOf = (i: number) => (weightSum === 0 ? 1 : children[i]!.weight);
  const whole = weightSum === 0 ? free.length : weightSum;
  // Integers throughout: left × weight stays far below 2^53 (a target is at most a million).
  const remainders = free.map((i) => {
    const product = left * weightOf(i);
    shares[i] = Math.floor(product / whole);
    return { i, remainder: product - shares[i]! * whole };
  });
  let units = left - free.reduce((sum, i) => sum + shares[i]!, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || weightOf(b.i) - weightOf(a.i) || a.i - b.i);
  for (const { i } of remainders) {
    if (units === 0) break;
    shares[i] = shares[i]! + 1;
    units -= 1;
  }
  return shares;
}
