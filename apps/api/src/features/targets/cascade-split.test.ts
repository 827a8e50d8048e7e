import { describe, expect, it } from 'vitest';
import { splitTarget } from './cascade-split.js';

const free = (...weights: number[]) => weights.map((weight) => ({ weight, fixed: null }));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('splitTarget', () => {
  it('splits in proportion to the weights, the largest remainders rounded up, summing exactly', () => {
    // 10 × 5/8 = 6.25, 10 × 2/8 = 2.5, 10 × 1/8 = 1.25: one unit left goes to the 0.5.
    expect(splitTarget(10, free(5, 2, 1))).toEqual([6, 3, 1]);
    const shares = splitTarget(1_000_000, free(7, 13, 29, 1, 3))!;
    expect(sum(shares)).toBe(1_000_000);
    expect(splitTarget(7, free(1, 1, 1))).toEqual([3, 2, 2]);
  });

  it('gives a child without history nothing while others have some, and all equal shares when none has', () => {
    expect(splitTarget(9, free(3, 0, 6))).toEqual([3, 0, 6]);
    expect(splitTarget(10, free(0, 0, 0))).toEqual([4, 3, 3]);
    expect(splitTarget(2, free(0, 0, 0))).toEqual([1, 1, 0]);
  });

  it('breaks an equal remainder toward the larger weight, then the earlier child', () => {
    // 3 × 1/4 = 0.75 and 3 × 3/4 = 2.25; 1 unit to the 0.75.
    expect(splitTarget(3, free(1, 3))).toEqual([1, 2]);
    // 1 × 2/4 each: the tie goes to the earlier.
    expect(splitTarget(1, free(2, 2))).toEqual([1, 0]);
  });

  it('keeps fixed children and splits the rest among the others; refuses fixed numbers above the total', () => {
    const children = [{ weight: 10, fixed: 7 }, ...free(1, 1)];
    expect(splitTarget(12, children)).toEqual([7, 3, 2]);
    expect(splitTarget(7, children)).toEqual([7, 0, 0]);
    expect(splitTarget(6, children)).toBeNull();
    // Every child fixed: what is left stays unallocated.
    expect(splitTarget(20, [{ weight: 1, fixed: 5 }])).toEqual([5]);
    expect(splitTarget(5, [])).toEqual([]);
  });
});
