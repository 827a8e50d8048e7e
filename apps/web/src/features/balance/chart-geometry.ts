// The bar chart's arithmetic: bar heights on a rounded scale and short month labels.
import type { RewardsMonth } from '@cabinet/contracts/client';
import { formatMonth, yearMonth } from '@/lib/format';

/** ru-RU's short month names without Intl's dot, written out as lib/ru-calendar.ts says why. */
const SHORT_MONTHS = ['янв', 'февр', 'март', 'апр', 'май', 'июнь', 'июль', 'авг', 'сент', 'окт', 'нояб', 'дек'] as const;

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
  const ym = yearMonth(month);
  if (!ym) return { short: month, full: month };
  const [y, m] = ym;
  const short = SHORT_MONTHS[m - 1]!;
  return { short: first || m === 1 ? `${short} ${String(y).slice(2)}` : short, full: formatMonth(month) };
}

export function barHeights(months: readonly RewardsMonth[], height: number): number[] {
  const top = niceMax(Math.max(0, ...months.map((m) => m.earned)));
  return months.map((m) => (m.earned > 0 ? Math.max(2, (m.earned / top) * height) : 0));
}
