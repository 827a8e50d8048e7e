'use client';
import { startTransition, useEffect, useState } from 'react';

/**
 * Rows added per step: a step's render, style and layout stay under a 50 ms long task on a phone
 * four times slower than this machine (Lighthouse's mobile profile): 40 rows took 160 ms there
 * (docs/performance.md, /balance's blocking time).
 */
const STEP = 10;

/**
 * How many of a long list's rows to render. The first screenful renders as soon as the lines are
 * there; the rest of the 200-line page follows in steps, each a transition that React renders
 * between the browser's other work. Rendering all 200 rows at once held a phone's main thread for a
 * few hundred milliseconds (docs/performance.md: blocking time on /balance). The count only grows: a new
 * filter's lines render at once, 'Показать ещё' adds its 200 in steps again.
 */
export function useRenderedCount(total: number, firstScreen: number): number {
  const [count, setCount] = useState(firstScreen);
  useEffect(() => {
    if (count < total) startTransition(() => setCount((c) => c + STEP));
  }, [count, total]);
  return count;
}
