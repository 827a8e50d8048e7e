// НДФЛ of one payout (decision 0033): the scale applied to the part of the year's income the payout
// adds, each rate only to its own slice ("the higher rate applies only to the excess"). Pure, in
// kopecks, so that the API (the ledger) and any preview compute the same kopeck.

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
 * The tax on `income` kopecks received after `earlier` kopecks this year: one part per step the
 * income touches, each rounded to the kopeck (half up). A step's end is the year's total, so a
 * payout that crosses it is split: the part below at the lower rate, the rest at the higher.
 */
export function taxParts(scale: readonly TaxStep[], earlier: number, income: number): TaxPart[] {
  const parts: TaxPart[] = [];
  let from = 0;
  for (const step of scale) {
    const to = step.upTo ?? Number.POSITIVE_INFINITY;
    const lo = Math.max(from, earlier);
    const hi = Math.min(to, earlier + income);
    if (hi > lo) {
      const base = hi - lo;
      parts.push({ rate: step.rate, base, tax: Math.round((base * step.rate) / 100) });
    }
    from = to;
    if (from >= earlier + income) break;
  }
  return parts;
}

export const totalTax = (parts: readonly TaxPart[]): number => parts.reduce((s, p) => s + p.tax, 0);

/**
 * The company pays the tax on top (gross-up): the income G such that G less its tax is exactly
 * `net` kopecks, found by bisection (net grows with G, every rate being below 100 %). The last
 * part absorbs the rounding kopeck so that the parts' tax is G − net to the kopeck.
 */
export function grossUpParts(scale: readonly TaxStep[], earlier: number, net: number): TaxPart[] {
  let lo = net;
  let hi = net * 2 + 100;
  while (hi - taxOf(scale, earlier, hi) < net) hi *= 2;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (mid - taxOf(scale, earlier, mid) >= net) hi = mid;
    else lo = mid + 1;
  }
  const parts = taxParts(scale, earlier, lo);
  const last = parts.at(-1);
  if (last) last.tax += lo - net - totalTax(parts);
  return parts;
}

function taxOf(scale: readonly TaxStep[], earlier: number, income: number): number {
  return totalTax(taxParts(scale, earlier, income));
}
