// НДФЛ of one payout (decision 0033): the scale applied to the part of the year's income the payout
// adds, each rate only to its own slice ("the higher rate applies only to the excess"), the tax in
// whole roubles (ст. 52 п. 6 НК РФ). Pure, in kopecks, so that the API (the order, the ledger) and
// the preview the member confirms compute the same rouble.

/** One step of a scale: the rate (percent) for income up to `upTo` kopecks a year (null: no end). */
export interface TaxStep {
  upTo: number | null;
  rate: number;
}

/** The tax on one slice of the income, taxed at one rate. */
export interface TaxPart {
  rate: number;
  /** Kopecks of income taxed at `rate`. */
  base: number;
  /** Kopecks of tax. */
  tax: number;
}

/**
 * Kopecks × percent (a tax computed on kopecks) in whole roubles, as ст. 52 п. 6 НК РФ computes a
 * tax: under 50 kopecks dropped, 50 kopecks and more a whole rouble. In kopecks (a multiple of 100).
 * Integer arithmetic on kopecks × percent, so that exactly 50 kopecks is never a float short of it.
 */
export function wholeRoublesOf(kopecks: number, ratePercent: number): number {
  return Math.floor((kopecks * ratePercent + 5_000) / 10_000) * 100;
}

/**
 * The tax on `income` kopecks received after `earlier` kopecks this year: one part per step the
 * income touches. A step's end is the year's total, so a payout that crosses it is split: the part
 * below at the lower rate, the rest at the higher. Each part's tax is in whole roubles and computed
 * on the year's running total (нарастающим итогом, ст. 226 п. 3 НК РФ): the step's tax on the
 * year's income with this payout, less its tax on the income before it — so a year of payouts
 * withholds the scale's tax of the year's income, not a sum of roundings. A tax that is computed
 * on each payout alone (a non-resident's, ст. 226 п. 3) passes `earlier` = 0.
 */
export function taxParts(scale: readonly TaxStep[], earlier: number, income: number): TaxPart[] {
  const parts: TaxPart[] = [];
  let from = 0;
  for (const step of scale) {
    const to = step.upTo ?? Number.POSITIVE_INFINITY;
    const lo = Math.max(from, earlier);
    const hi = Math.min(to, earlier + income);
    if (hi > lo) {
      const before = Math.max(0, Math.min(to, earlier) - from);
      const after = hi - from;
      parts.push({
        rate: step.rate,
        base: hi - lo,
        tax: wholeRoublesOf(after, step.rate) - wholeRoublesOf(before, step.rate),
      });
    }
    from = to;
    if (from >= earlier + income) break;
  }
  return parts;
}

export const totalTax = (parts: readonly TaxPart[]): number => parts.reduce((s, p) => s + p.tax, 0);

/**
 * The company pays the tax on top (gross-up): the income G such that G less its tax is exactly
 * `net` kopecks. The tax T is whole roubles, so G = net + T for the T (in roubles) where the tax of
 * net + T is T. h(T) = tax(net + T) − T starts at tax(net) ≥ 0 and, a rate being below 100 %,
 * moves by −1, 0 or +1 rouble a rouble, so between a T where h > 0 and the next where h ≤ 0 it
 * is exactly 0: bisection on that predicate finds such a T.
 */
export function grossUpParts(scale: readonly TaxStep[], earlier: number, net: number): TaxPart[] {
  const settled = (roubles: number) => taxOf(scale, earlier, net + roubles * 100) <= roubles * 100;
  if (settled(0)) return taxParts(scale, earlier, net);
  let lo = 0;
  let hi = 1;
  while (!settled(hi)) [lo, hi] = [hi, hi * 2];
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (settled(mid)) hi = mid;
    else lo = mid;
  }
  return taxParts(scale, earlier, net + hi * 100);
}

function taxOf(scale: readonly TaxStep[], earlier: number, income: number): number {
  return totalTax(taxParts(scale, earlier, income));
}
