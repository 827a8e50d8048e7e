// The budget lines every bench prints. A bench run by another (bench:api runs the payouts' and the
// contests' benches: the work of the round in one run, docs/performance.md) also hands its lines to
// that one, through the file named by BENCH_BUDGETS_OUT.
import { appendFileSync } from 'node:fs';

/** A budget: what is measured, its value, whether the limit is a floor or a ceiling, the limit, the unit. */
export type Budget = [what: string, value: number, op: '≥' | '≤', limit: number, unit: string];

/**
 * Prints a PASS or FAIL line per budget — `[what, value, '≥' | '≤', limit, unit]` — and answers
 * how many failed.
 */
export function printBudgets(budgets: readonly Budget[]): number {
  console.log('\nbudgets:');
  const width = Math.max(...budgets.map(([what]) => what.length));
  let failed = 0;
  for (const [what, value, op, limit, unit] of budgets) {
    const ok = op === '≥' ? value >= limit : value <= limit;
    if (!ok) failed++;
    // A figure under a hundredth (a layout shift's score) keeps two significant digits, not a rounded 0.
    const shown = value !== 0 && Math.abs(value) < 0.01 ? value.toPrecision(2) : Number(value.toFixed(3));
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${what.padEnd(width)}  ${shown} ${unit} (budget ${op} ${limit})`);
  }
  const out = process.env.BENCH_BUDGETS_OUT;
  if (out) for (const budget of budgets) appendFileSync(out, `${JSON.stringify(budget)}\n`);
  return failed;
}
