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
  return failed;
}
