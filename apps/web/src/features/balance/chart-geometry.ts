// The bar chart's arithmetic: bar heights on a rounded scale and short month labels.
import type { RewardsMonth } from '@cabinet/contracts/client';
import { formatMonth, formatShortMonth } from '@/lib/format';

/** The smallest "nice" number (1, 2, 2.5, 5 × 10ⁿ) at or above `max`; 0 gives 1 so the scale is never empty. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}

/** '2025-05' → 'май', the year only under January (and the first bar) so the axis stays readable. */
export function monthLabel(month: string, first: boolean): { short: string; full: string } {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return { short: month, full: month };
  const short = formatShortMonth(month);
  return { short: first || m === 1 ? `${short} ${String(y).slice(2)}` : short, full: formatMonth(month) };
}

export function barHeights(months: readonly RewardsMonth[], height: number): number[] {
  const top = niceMax(Math.max(0, ...months.map((m) => m.earned)));
  return months.map((m) => (m.earned > 0 ? Math.max(2, (m.earned / top) * height) : 0));
}
