import { describe, expect, it } from 'vitest';
import { nextTierText, tierProgress } from './planner';

const tier = (level: number, minContracts: number, maxContracts: number | null, reward: number) => ({
  level,
  minContracts,
  maxContracts,
  reward,
});

describe('tierProgress', () => {
  it('is 0 before the first contract', () => {
    expect(tierProgress({ contractsCount: 0, currentTier: null, nextTier: { ...tier(1, 1, 4, 500), contractsLeft: 1 } })).toBe(0);
  });

  it('counts from the current tier start to the next tier start', () => {
    // Tier 1 covers contracts 1–4, tier 2 starts at the 5th: 2 of 4 steps done.
    expect(
      tierProgress({ contractsCount: 2, currentTier: tier(1, 1, 4, 500), nextTier: { ...tier(2, 5, 9, 700), contractsLeft: 3 } }),
    ).toBe(0.5);
    expect(
      tierProgress({
        contractsCount: 7,
        currentTier: tier(2, 5, 9, 700),
        nextTier: { ...tier(3, 10, null, 1000), contractsLeft: 3 },
      }),
    ).toBe(0.6);
  });

  it('is full on the top tier', () => {
    expect(tierProgress({ contractsCount: 12, currentTier: tier(3, 10, null, 1000), nextTier: null })).toBe(1);
  });
});

describe('nextTierText', () => {
  it('names the contracts left with the right plural and the next reward', () => {
    expect(nextTierText({ nextTier: { ...tier(2, 5, 9, 700), contractsLeft: 3 } })).toBe(
      'Ещё 3 договора — и вы на 2-м уровне: 700\u00a0б. за каждый следующий договор.',
    );
    expect(nextTierText({ nextTier: { ...tier(3, 10, null, 1000), contractsLeft: 1 } })).toBe(
      'Ещё 1 договор — и вы на 3-м уровне: 1\u00a0000\u00a0б. за каждый следующий договор.',
    );
    expect(nextTierText({ nextTier: { ...tier(3, 10, null, 1000), contractsLeft: 5 } })).toContain('Ещё 5 договоров');
  });

  it('says the top is reached', () => {
    expect(nextTierText({ nextTier: null })).toMatch(/высшем уровне/);
  });
});
