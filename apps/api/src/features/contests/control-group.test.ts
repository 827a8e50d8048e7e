// The control group's arithmetic (docs/product.md §11.3) against worked examples whose quantiles were
// found by integrating Student's density, not by the expansion under test.
import { describe, expect, it } from 'vitest';
import { differenceOfDifferences, tQuantile975 } from './control-group.js';
import { isHeldOut } from './holdout.js';

describe('the control group', () => {
  it("takes Student's 0.975 quantile close to the tables", () => {
    for (const [df, table] of [
      [1, 12.7062],
      [2, 4.3027],
      [3, 3.1824],
      [4, 2.7764],
      [5, 2.5706],
      [10, 2.2281],
      [30, 2.0423],
    ] as const)
      expect(Math.abs(tQuantile975(df) - table)).toBeLessThan(0.004);
    expect(tQuantile975(Infinity)).toBeCloseTo(1.96, 2);
    // Between whole degrees below three, the wider of the two: an interval never narrower than it is.
    expect(tQuantile975(1.5)).toBe(12.7062);
    expect(tQuantile975(2.5)).toBe(4.3027);
  });

  it('says a difference whose interval includes zero is not significant', () => {
    // Changes in contracts a week: mean 2 against 2/3; variances 2.5 and 2/3; Welch's df 5.748,
    // t 2.4731, standard error 0.78174: 1.3333 ± 1.9333.
    const r = differenceOfDifferences([2, 0, 1, 3, 4], [1, 0, 0, 1, 0, 2]);
    expect(r.effect).toBeCloseTo(1.3333, 4);
    expect(r.low).toBeCloseTo(-0.6, 3);
    expect(r.high).toBeCloseTo(3.2666, 3);
    expect(r.significant).toBe(false);
  });

  it('says a difference whose interval is above zero is significant', () => {
    // Mean 3.25 against 0.8333; standard error 0.47788, df 12.0, t 2.1788: 2.4167 ± 1.0412.
    const r = differenceOfDifferences([3, 2, 4, 3, 5, 3, 4, 2], [1, 0, 1, 2, 0, 1]);
    expect(r.effect).toBeCloseTo(2.4167, 4);
    expect(r.low).toBeCloseTo(1.3755, 2);
    expect(r.high).toBeCloseTo(3.4579, 2);
    expect(r.significant).toBe(true);
  });

  it('draws no conclusion from fewer than two members in a group', () => {
    expect(differenceOfDifferences([1, 2, 3], [1])).toEqual({ effect: null, low: null, high: null, significant: false });
  });

  it('draws a share close to the one asked for, the same every time for a seed', () => {
    const ids = Array.from({ length: 4000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const held = ids.filter((id) => isHeldOut('4f1c0e9a2b7d4c3e8f60a1b2c3d4e5f6', 10, id));
    expect(held.length / ids.length).toBeGreaterThan(0.08);
    expect(held.length / ids.length).toBeLessThan(0.12);
    expect(ids.filter((id) => isHeldOut('4f1c0e9a2b7d4c3e8f60a1b2c3d4e5f6', 10, id))).toEqual(held);
    expect(ids.some((id) => isHeldOut('other seed', 10, id) !== held.includes(id))).toBe(true);
    expect(ids.some((id) => isHeldOut(null, 10, id) || isHeldOut('seed', 0, id))).toBe(false);
  });
});
