import { describe, expect, it } from 'vitest';
import { grossUpParts, taxParts, totalTax, type TaxStep } from './ndfl.js';

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

  it('rounds each part to the kopeck', () => {
    expect(taxParts(scale, 0, 1)).toEqual([{ rate: 13, base: 1, tax: 0 }]);
    expect(taxParts(scale, 0, 12_345)).toEqual([{ rate: 13, base: 12_345, tax: 1_605 }]);
  });

  it('grosses up so that the member gets exactly what they asked for', () => {
    for (const [earlier, net] of [
      [0, 87 * RUB],
      [0, 12_345],
      [2_390_000 * RUB, 50_000 * RUB],
    ] as const) {
      const parts = grossUpParts(scale, earlier, net);
      const gross = parts.reduce((s, p) => s + p.base, 0);
      expect(gross - totalTax(parts)).toBe(net);
    }
    expect(grossUpParts(scale, 0, 87 * RUB)).toEqual([{ rate: 13, base: 100 * RUB, tax: 13 * RUB }]);
  });
});
