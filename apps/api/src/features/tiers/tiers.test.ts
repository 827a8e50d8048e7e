import { describe, expect, it } from 'vitest';
import { tierForPosition, toTiers } from './tiers.js';

const demo = [
  { minContracts: 1, reward: 50_000, targetBonus: 0 },
  { minContracts: 5, reward: 70_000, targetBonus: 0 },
  { minContracts: 10, reward: 100_000, targetBonus: 0 },
];

describe('reward tiers', () => {
  it('puts each position of the month in its tier', () => {
    const reward = (p: number) => tierForPosition(demo, p)?.reward;
    expect([1, 4, 5, 9, 10, 25].map(reward)).toEqual([50_000, 50_000, 70_000, 70_000, 100_000, 100_000]);
    expect(tierForPosition(demo.slice(1), 3)).toBeUndefined();
  });

  it('shows levels, ranges and points', () => {
    expect(toTiers(demo)).toEqual([
      { level: 1, minContracts: 1, maxContracts: 4, reward: 500 },
      { level: 2, minContracts: 5, maxContracts: 9, reward: 700 },
      { level: 3, minContracts: 10, maxContracts: null, reward: 1000 },
    ]);
  });
});
