import { describe, expect, it } from 'vitest';
import { splitTeamPrize } from './team-split.js';

const sum = (shares: { amount: number }[]) => shares.reduce((n, s) => n + s.amount, 0);

describe('splitTeamPrize', () => {
  it('splits equally, the odd kopecks to the largest contributors, leaving out agents without a contract', () => {
    const shares = splitTeamPrize(100_000, 'equal', [
      { memberId: 'a', contracts: 1 },
      { memberId: 'b', contracts: 5 },
      { memberId: 'c', contracts: 0 },
      { memberId: 'd', contracts: 2 },
    ]);
    // 1 000 б. among three: 333,34 б. to the largest contributor, 333,33 б. to the others.
    expect(shares).toEqual([
      { memberId: 'b', contracts: 5, amount: 33_334 },
      { memberId: 'd', contracts: 2, amount: 33_333 },
      { memberId: 'a', contracts: 1, amount: 33_333 },
    ]);
    expect(sum(shares)).toBe(100_000);
  });

  it('splits by contribution, rounding down, the remainder one kopeck each to the largest contributors', () => {
    const shares = splitTeamPrize(100_000, 'contribution', [
      { memberId: 'a', contracts: 1 },
      { memberId: 'b', contracts: 1 },
      { memberId: 'c', contracts: 1 },
      { memberId: 'd', contracts: 4 },
    ]);
    // 100 000 × 4 / 7 = 57 142,86 → 57 142; × 1 / 7 = 14 285,71 → 14 285 each: 3 kopecks left, one each to
    // «d», then «a» and «b» (equal contributions by id).
    expect(shares).toEqual([
      { memberId: 'd', contracts: 4, amount: 57_143 },
      { memberId: 'a', contracts: 1, amount: 14_286 },
      { memberId: 'b', contracts: 1, amount: 14_286 },
      { memberId: 'c', contracts: 1, amount: 14_285 },
    ]);
    expect(sum(shares)).toBe(100_000);
  });

  it('pays nobody without a counted contract, and leaves out a share of nothing', () => {
    expect(splitTeamPrize(50_000, 'equal', [{ memberId: 'a', contracts: 0 }])).toEqual([]);
    expect(
      splitTeamPrize(
        2,
        'equal',
        ['a', 'b', 'c'].map((memberId) => ({ memberId, contracts: 1 })),
      ),
    ).toEqual([
      { memberId: 'a', contracts: 1, amount: 1 },
      { memberId: 'b', contracts: 1, amount: 1 },
    ]);
  });
});
