// The pace rule of «Моё место» with the worked numbers of docs/product.md §11.1.
import { describe, expect, it } from 'vitest';
import { reachOf } from './my-place.js';
import { periodEdges } from './period.js';

const november = periodEdges('2026-11-01', '2026-11-30');
const at = (isoDate: string, time = '00:00') => new Date(`${isoDate}T${time}:00+03:00`);

describe('the pace rule', () => {
  it('brings the pace times the days left, rounded down, and the next contract', () => {
    // Ten days run, twenty left, 5 contracts: 0.5 a day × 20 = 10, and 1: 11.
    expect(reachOf(5, 11, november, at('2026-11-11'))).toEqual({ perDay: 0.5, reachable: 11, outOfReach: false });
    expect(reachOf(5, 12, november, at('2026-11-11'))).toEqual({ perDay: 0.5, reachable: 11, outOfReach: true });
    // No contract after a whole day: only the next one is within reach.
    expect(reachOf(0, 1, november, at('2026-11-02'))).toEqual({ perDay: 0, reachable: 1, outOfReach: false });
    expect(reachOf(0, 2, november, at('2026-11-02'))).toEqual({ perDay: 0, reachable: 1, outOfReach: true });
    // The last day's noon: 10 in 29.5 days, half a day left — 0.17 → 0, and 1.
    expect(reachOf(10, 2, november, at('2026-11-30', '12:00'))).toEqual({ perDay: 0.34, reachable: 1, outOfReach: true });
  });

  it('judges no pace before the contest has run a whole day', () => {
    expect(reachOf(0, 5, november, at('2026-11-01', '23:59'))).toBeNull();
  });
});
