import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REWARD_TIERS,
  earningsExample,
  endSentence,
  exampleCount,
  monthEarnings,
  tierForPosition,
  tierRange,
  tierRows,
  withinWorkingDays,
} from './programme';

describe('the programme in numbers', () => {
  it('starts from the tier table of product §11', () => {
    // 1–4 contracts 500 б. each, 5–9 700 б., 10 and more 1 000 б.
    expect(DEFAULT_REWARD_TIERS).toEqual([
      { minContracts: 1, reward: 500 },
      { minContracts: 5, reward: 700 },
      { minContracts: 10, reward: 1000 },
    ]);
  });

  it('puts each contract of the month in its tier, like the API', () => {
    const reward = (position: number) => tierForPosition(DEFAULT_REWARD_TIERS, position)?.reward;
    expect([1, 4, 5, 9, 10, 25].map(reward)).toEqual([500, 500, 700, 700, 1000, 1000]);
    expect(tierForPosition(DEFAULT_REWARD_TIERS.slice(1), 3)).toBeUndefined();
  });

  it('adds up a month without re-rating earlier contracts', () => {
    expect(monthEarnings(DEFAULT_REWARD_TIERS, 0)).toBe(0);
    expect(monthEarnings(DEFAULT_REWARD_TIERS, 4)).toBe(2000);
    expect(monthEarnings(DEFAULT_REWARD_TIERS, 12)).toBe(4 * 500 + 5 * 700 + 3 * 1000);
    expect(exampleCount(DEFAULT_REWARD_TIERS)).toBe(12);
    expect(earningsExample(DEFAULT_REWARD_TIERS, 12)).toBe(
      '4\u00a0×\u00a0500\u00a0б. + 5\u00a0×\u00a0700\u00a0б. + 3\u00a0×\u00a01\u00a0000\u00a0б. = 8\u00a0500\u00a0б.',
    );
    expect(earningsExample(DEFAULT_REWARD_TIERS, 3)).toBe('3\u00a0×\u00a0500\u00a0б. = 1\u00a0500\u00a0б.');
  });

  it('names the ranges of the tiers', () => {
    expect(DEFAULT_REWARD_TIERS.map((_, i) => tierRange(DEFAULT_REWARD_TIERS, i))).toEqual(['1–4', '5–9', '10 и далее']);
    expect(
      tierRange(
        [
          { minContracts: 1, reward: 1 },
          { minContracts: 2, reward: 2 },
        ],
        0,
      ),
    ).toBe('1');
    expect(tierRows(DEFAULT_REWARD_TIERS)).toEqual([
      ['1', '1–4', '500\u00a0б.'],
      ['2', '5–9', '700\u00a0б.'],
      ['3', '10 и далее', '1\u00a0000\u00a0б.'],
    ]);
  });

  it('ends a sentence once', () => {
    expect(endSentence('8 500 б.')).toBe('8 500 б.');
    expect(endSentence('8 500')).toBe('8 500.');
  });

  it('says working days in Russian', () => {
    expect(withinWorkingDays(1)).toBe('в течение 1 рабочего дня');
    expect(withinWorkingDays(3)).toBe('в течение 3 рабочих дней');
    expect(withinWorkingDays(5)).toBe('в течение 5 рабочих дней');
  });
});
