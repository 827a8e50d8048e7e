import { describe, expect, it } from 'vitest';
import { overrideShare } from './rules.js';

describe('overrideShare', () => {
  it('is whole kopecks, a half rounded up', () => {
    // 12,5 % of 500,04 б. is 6 250,5 kopecks exactly: up, to 62,51 б.; of 500,03 б. 6 250,375: down.
    expect(overrideShare(50_004, 1250)).toBe(6251);
    expect(overrideShare(50_003, 1250)).toBe(6250);
    // 10 % of 5 kopecks is half a kopeck: one; 12,5 % of 3 kopecks is less than a half: nothing.
    expect(overrideShare(5, 1000)).toBe(1);
    expect(overrideShare(3, 1250)).toBe(0);
    expect(overrideShare(100_000_000, 5000)).toBe(50_000_000);
    expect(overrideShare(70_000, 0)).toBe(0);
  });
});
