// How the web bench prints its phone loads: a line per pair as it is measured, then a table per page
// of the medians beside the empty page's, and the budget lines of docs/performance.md.
import type { Budget } from './budgets.ts';
import type { Figures } from './phone.ts';
import type { PhonePage } from './phone-pages.ts';

/** The figures of a load that have a median: all but its LCP element, what moved and its note. */
type FigureKey = 'fcp' | 'lcp' | 'moment' | 'ready' | 'tbt' | 'inp' | 'inputDelay' | 'cls' | 'font';
export type Medians = Record<FigureKey, number>;

/** The figures of a load (bench/lib/phone.ts), in milliseconds unless `unit` says otherwise. */
const FIGURES: { key: FigureKey; name: string; unit: 's' | 'ms' | '' }[] = [
  { key: 'fcp', name: 'FCP', unit: 's' },
  { key: 'lcp', name: 'LCP', unit: 's' },
  { key: 'moment', name: "member's moment", unit: 's' },
  { key: 'ready', name: 'control hydrated', unit: 's' },
  { key: 'tbt', name: 'TBT', unit: 'ms' },
  { key: 'inp', name: 'INP', unit: 'ms' },
  { key: 'inputDelay', name: '  its input delay', unit: 'ms' },
  { key: 'cls', name: 'CLS', unit: '' },
  { key: 'font', name: 'brand font after FCP', unit: 'ms' },
];

/**
 * The budgets of docs/performance.md for the phone loads, on the medians of the same pairs. What any
 * Next page costs on this machine in that minute is the empty page's, so the paint, the member's
 * moment and the blocking time are judged against it; how soon a tap answers, and that nothing moves,
 * are absolute.
 */
const BUDGETS: { key: FigureKey; limit: (empty: Medians) => number; text: string }[] = [
  { key: 'lcp', limit: (empty) => empty.lcp + 1000, text: 'empty + 1.0 s' },
  { key: 'moment', limit: (empty) => empty.lcp + 1500, text: 'empty LCP + 1.5 s' },
  { key: 'tbt', limit: (empty) => empty.tbt + 150, text: 'empty + 150 ms' },
  { key: 'inp', limit: () => 200, text: '200 ms' },
  { key: 'cls', limit: () => 0, text: '0' },
  // The brand font on the first paint, or soon enough after it that no one reads the fallback; the
  // fallback's metrics match Golos's, so its swap moves nothing (CLS above).
  { key: 'font', limit: () => 100, text: '100 ms' },
];

const format = (value: number, unit: string) =>
  unit === 's' ? `${(value / 1000).toFixed(2)} s` : unit === 'ms' ? `${value.toFixed(0)} ms` : value.toFixed(4);
const signed = (value: number, unit: string) => (value >= 0 ? '+' : '−') + format(Math.abs(value), unit);

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The median of each figure on its own, over the loads. */
export function medians(loads: readonly Figures[]): Medians {
  return Object.fromEntries(FIGURES.map(({ key }) => [key, median(loads.map((load) => load[key]))])) as Medians;
}

/** One pair's line: the empty page's figures, then the page's, and what a load of it noted. */
export function pairLine(run: number, label: string, empty: Figures, page: Figures): string {
  const brief = (r: Figures) =>
    `${[r.fcp, r.lcp, r.moment].map((v) => (v / 1000).toFixed(2)).join(' · ')} s  ${r.tbt.toFixed(0)} · ${r.inp.toFixed(0)} ms`;
  return `  run ${run}  empty ${brief(empty)}   ${label} ${brief(page)}${page.note ? `  (${page.note})` : ''}`;
}

export const PAIR_LEGEND = "  (FCP · LCP · member's moment, then TBT · INP)";

/** The page's medians beside the empty page's, their difference and the budget, one figure a line. */
export function printTable(
  page: PhonePage,
  { page: p, empty: e }: { page: Medians; empty: Medians },
  { lcpElement, moved }: Pick<Figures, 'lcpElement' | 'moved'>,
): void {
  const width = Math.max(...FIGURES.map((f) => f.name.length));
  const column = (text: string) => text.padStart(Math.max(11, page.label.length));
  console.log(`  ${''.padEnd(width)} ${column(page.label)} ${column('empty page')} ${column('difference')}   budget`);
  for (const { key, name, unit } of FIGURES) {
    const budget = BUDGETS.find((b) => b.key === key);
    const cells = [format(p[key], unit), format(e[key], unit), signed(p[key] - e[key], unit)].map(column);
    console.log(`  ${name.padEnd(width)} ${cells.join(' ')}   ${budget ? `≤ ${budget.text}` : ''}`.trimEnd());
  }
  console.log(`  the LCP element in the last load: ${lcpElement || 'none reported'}`);
  if (moved.length > 0) console.log(`  moved by a layout shift in the last load: ${moved.join(', ')}`);
}

/** The budget lines of a page, as printBudgets takes them (seconds for times printed in seconds). */
export function budgetLines(label: string, { page: p, empty: e }: { page: Medians; empty: Medians }): Budget[] {
  return BUDGETS.map(({ key, limit, text }) => {
    const { name, unit } = FIGURES.find((f) => f.key === key)!;
    const scale = unit === 's' ? 1000 : 1;
    const shown = unit === 's' ? 's' : unit;
    const ref = text.startsWith('empty') ? ` (empty page ${format(e[key], unit)})` : '';
    return [`${name} ${label}`, p[key] / scale, '≤', Number((limit(e) / scale).toFixed(3)), `${shown}${ref}`];
  });
}
