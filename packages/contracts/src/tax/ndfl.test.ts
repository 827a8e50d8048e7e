import { describe, expect, it } from 'vitest';
import { grossUpParts, taxParts, totalTax, wholeRoublesOf, type TaxStep } from './ndfl.js';

const RUB = 100;
const scale: TaxStep[] = [
  { upTo: 2_400_000 * RUB, rate: 13 },
  { upTo: 5_000_000 * RUB, rate: 15 },
  { upTo: null, rate: 18 },
];

describe('НДФЛ of one payout', () => {
  it('taxes a payout below the step at 13 %', () => {
    expect(taxParts(scale, 0, 10_000 * RUB)).toEqual([{ rate: 13, base: 10_000 * RUB, tax: 1_300 * RUB }]);
  });

  it('splits a payout that crosses 2.4 M ₽ between 13 % and 15 %', () => {
    const parts = taxParts(scale, 2_300_000 * RUB, 300_000 * RUB);
    expect(parts).toEqual([
      { rate: 13, base: 100_000 * RUB, tax: 13_000 * RUB },
      { rate: 15, base: 200_000 * RUB, tax: 30_000 * RUB },
    ]);
  });

  it('computes the tax in whole roubles: under 50 kopecks dropped, 50 and more a rouble up (ст. 52 п. 6 НК РФ)', () => {
    // 13 % of 1 003 ₽ is 130,39 ₽: 130 ₽.
    expect(taxParts(scale, 0, 1_003 * RUB)).toEqual([{ rate: 13, base: 1_003 * RUB, tax: 130 * RUB }]);
    // 13 % of 1 234,57 ₽ is 160,4941 ₽: 160 ₽.
    expect(taxParts(scale, 0, 123_457)[0]!.tax).toBe(160 * RUB);
    // 13 % of 1 150 ₽ is 149,50 ₽ exactly: 150 ₽.
    expect(taxParts(scale, 0, 1_150 * RUB)[0]!.tax).toBe(150 * RUB);
    expect(taxParts(scale, 0, 1)).toEqual([{ rate: 13, base: 1, tax: 0 }]);
    // A kopeck less: 149,4987 ₽ → 149 ₽.
    expect(wholeRoublesOf(114_999, 13)).toBe(149 * RUB);
  });

  it('computes a resident’s tax on the year’s running total, so that roundings do not add up', () => {
    // Ten payouts of 1 003 ₽: 13 % of 10 030 ₽ is 1 303,90 ₽, withheld as 1 304 ₽ — not 10 × 130 ₽.
    let earlier = 0;
    let withheld = 0;
    for (let i = 0; i < 10; i++) {
      const parts = taxParts(scale, earlier, 1_003 * RUB);
      for (const p of parts) expect(p.tax % RUB).toBe(0);
      withheld += totalTax(parts);
      earlier += 1_003 * RUB;
    }
    expect(withheld).toBe(1_304 * RUB);
    // The second payout: 13 % of 2 006 ₽ is 260,78 ₽ → 261 ₽, less the 130 ₽ of the first.
    expect(taxParts(scale, 1_003 * RUB, 1_003 * RUB)[0]!.tax).toBe(131 * RUB);
  });

  it('splits a payout crossing a step in whole roubles on each side', () => {
    // 2 399 999,50 ₽ before: 0,50 ₽ more at 13 % and 999,50 ₽ at 15 %.
    const parts = taxParts(scale, 239_999_950, 100_000);
    expect(parts.map((p) => [p.rate, p.base])).toEqual([
      [13, 50],
      [15, 99_950],
    ]);
    // 13 % of 2 400 000 ₽ is 312 000 ₽ and of 2 399 999,50 ₽ is 311 999,935 ₽ → 312 000 ₽: nothing
    // more at 13 %; 15 % of 999,50 ₽ is 149,925 ₽ → 150 ₽.
    expect(parts.map((p) => p.tax)).toEqual([0, 150 * RUB]);
  });

  it('grosses up so that the member gets exactly what they asked for', () => {
    for (const [earlier, net] of [
      [0, 87 * RUB],
      [0, 12_345],
      [0, 1_003 * RUB],
      [1_003 * RUB, 1_003 * RUB],
      [2_390_000 * RUB, 50_000 * RUB],
      [239_999_950, 99_999],
      [0, 1],
    ] as const) {
      const parts = grossUpParts(scale, earlier, net);
      const gross = parts.reduce((s, p) => s + p.base, 0);
      expect(gross - totalTax(parts)).toBe(net);
      for (const p of parts) expect(p.tax % RUB).toBe(0);
    }
    expect(grossUpParts(scale, 0, 87 * RUB)).toEqual([{ rate: 13, base: 100 * RUB, tax: 13 * RUB }]);
  });
});
