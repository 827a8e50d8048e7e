'use client';
import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list's rows to render. The page arrives with the first screenful rendered on
 * the server and hydrated; the rest of the 200-line page follows in a transition right after, which
 * React renders in slices between the browser's other work. Hydrating all 200 rows at once held a
 * phone's main thread for a few hundred milliseconds (issue 11: blocking time on /balance). After
 * that first time, every row is rendered at once ('Показать ещё', a new filter).
 */
export function useRenderedCount(firstScreen: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => startTransition(() => setAll(true)), []);
  return all ? Number.POSITIVE_INFINITY : firstScreen;
}
