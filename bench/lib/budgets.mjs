// The budget lines every bench prints. A bench run by another (bench:api runs the payouts' and the
// contests' benches: the work of the round in one run, docs/performance.md) also hands its lines to
// that one, through the file named by BENCH_BUDGETS_OUT.
import { appendFileSync } from 'node:fs';

/**
 * Prints a PASS or FAIL line per budget — `[what, value, '≥' | '≤', limit, unit]` — and answers
 * how many failed.
 */
export function printBudgets(budgets) {
  console.log('\nbudgets:');
  const width = Math.max(...budgets.map(([what]) => what.length));
  let failed = 0;
  for (const [what, value, op, limit, unit] of budgets) {
    const ok = op === '≥' ? value >= limit : value <= limit;
    if (!ok) failed++;
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${what.padEnd(width)}  ${Number(value.toFixed(3))} ${unit} (budget ${op} ${limit})`);
  }
  const out = process.env.BENCH_BUDGETS_OUT;
  if (out) for (const budget of budgets) appendFileSync(out, `${JSON.stringify(budget)}\n`);
  return failed;
}
