// npm run bench:import — 100 000 contracts through the back office's import, over HTTP, on the
// PostgreSQL server (a database of its own, created and dropped): upload + preview, then apply in
// the background while the clock runs until the job is done. Budget: 60 s for both (docs/performance.md).
// Then whether imports serialise on the programme's rewards account: two imports at once beside
// the same two one after the other.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) — where to create it;
//   IMPORT_ROWS (default 100000), IMPORT_MEMBERS (default 10000).
// Uses the built API (`npm run bench:import` builds it first).
import type { FastifyInstance } from 'fastify';
import { printBudgets, type Budget } from './lib/budgets.ts';
import { buildBenchApp, createBenchDatabase, importFile as importThrough, signInOperator } from './lib/server-app.ts';

const BUDGET_S = 60;
const rows = Number(process.env.IMPORT_ROWS ?? 100_000);
const members = Number(process.env.IMPORT_MEMBERS ?? 10_000);
/** Teams the members are agents of, each with a supervisor paid an override on their contracts. */
const TEAMS = 200;

const bench = await createBenchDatabase('import', { statementTimeoutMs: 120_000 });
const { db } = bench;
let app: FastifyInstance | undefined;
let failed = false;
/** Printed with PASS / FAIL at the end, like every bench's (bench/lib/budgets.ts). */
const budgets: Budget[] = [];
try {
  app = await buildBenchApp(bench);
  await db.query(
    `INSERT INTO members (phone, first_name, last_name) SELECT '795' || lpad(g::text, 8, '0'), 'Агент', 'Номер ' || g
       FROM generate_series(1, $1::int) g`,
    [members],
  );
  // Every member an agent of one of TEAMS teams, each with a supervisor, and a rule of 10 % since the
  // first month the file signs in: each contract also pays its supervisor's override (docs/product.md
  // §11.6), whose team and supervisor the batch looks up at once.
  await db.query(
    `WITH d AS (INSERT INTO dealers (name, created_at) VALUES ('Дилер бенча', now()) RETURNING id),
          p AS (INSERT INTO sales_points (dealer_id, name, created_at) SELECT id, 'Точка бенча', now() FROM d RETURNING id)
     INSERT INTO teams (point_id, name, created_at) SELECT p.id, 'Команда ' || g, now() FROM p, generate_series(1, $1::int) g`,
    [TEAMS],
  );
  await db.query(
    `INSERT INTO members (phone, first_name, last_name) SELECT '796' || lpad(g::text, 8, '0'), 'Руководитель', 'Номер ' || g
       FROM generate_series(1, $1::int) g`,
    [TEAMS],
  );
  const since = "date_trunc('month', now() - interval '2 months')::date";
  await db.query(
    `INSERT INTO team_supervisors (team_id, member_id, valid_from)
     SELECT t.id, m.id, ${since} FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM teams) t
       JOIN members m ON m.phone = '796' || lpad(t.n::text, 8, '0')`,
  );
  await db.query(
    `INSERT INTO team_agents (member_id, team_id, valid_from)
     SELECT m.id, t.id, ${since} FROM members m
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM teams) t ON t.n = substr(m.phone, 4)::int % $1::int
      WHERE m.phone LIKE '795%'`,
    [TEAMS],
  );
  await db.query(
    `INSERT INTO supervisor_override_rules (month, basis_points, updated_at, updated_by) VALUES (${since}, 1000, now(), 'bench')`,
  );
  await db.query('ANALYZE');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const auth = await signInOperator(base);

  /** A CSV of `n` active contracts numbered from `from`, signed this month and the two before. */
  function csvOf(n: number, from: number, prefix: string) {
    const now = new Date();
    const lines = ['Телефон;Номер договора;Клиент;Дата подписания;Статус'];
    for (let i = from; i < from + n; i++) {
      const d = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (i % 3), 1 + (i % Math.max(1, now.getUTCDate() - 1))),
      );
      const phone = `795${String(1 + (i % members)).padStart(8, '0')}`;
      lines.push(`${phone};${prefix}-${String(i).padStart(7, '0')};Клиент № ${i};${d.toISOString().slice(0, 10)};действует`);
    }
    return Buffer.from(lines.join('\n'));
  }

  const importFile = (bytes: Buffer<ArrayBuffer>, name: string) => importThrough(base, auth, bytes, name);

  const file = csvOf(rows, 1, 'БН');
  console.log(
    `import: ${rows.toLocaleString('en')} rows (${(file.length / 1e6).toFixed(1)} MB CSV) for ${members.toLocaleString('en')} members on PostgreSQL`,
  );
  const main = await importFile(file, 'bench.csv');
  const total = main.previewS + main.applyS;
  console.log(`  upload + preview  ${main.previewS.toFixed(1)} s  (${JSON.stringify(main.preview.counts)})`);
  console.log(
    `  apply             ${main.applyS.toFixed(1)} s  (${main.job.result.accrued.toLocaleString('en')} accrued, ${(rows / main.applyS).toFixed(0)} rows/s)`,
  );
  console.log(`  total             ${total.toFixed(1)} s`);
  if (main.job.result.accrued !== rows) {
    console.log(`  FAIL — ${main.job.result.accrued} of ${rows} contracts accrued`);
    failed = true;
  }
  const overrides = (
    await db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'supervisor_override'")
  ).rows[0]!.n;
  console.log(`  supervisors' overrides posted with them: ${overrides.toLocaleString('en')}`);
  if (overrides !== rows) {
    console.log(`  FAIL — ${overrides} overrides for ${rows} contracts`);
    failed = true;
  }
  budgets.push([`${rows.toLocaleString('en')} contracts: upload + preview + apply`, total, '≤', BUDGET_S, 's']);

  const again = await importFile(file, 'bench-again.csv');
  console.log(
    `  the same file again: ${JSON.stringify(again.preview.counts)}, ${again.job.result.accrued} accrued, ${(again.previewS + again.applyS).toFixed(1)} s`,
  );

  // Serialisation on the programme's rewards account: every batch of every import updates that
  // one row, so two imports at once can only interleave their batches.
  const part = Math.max(1000, Math.round(rows / 5));
  const s0 = performance.now();
  await importFile(csvOf(part, 1, 'СА'), 'seq-a.csv');
  await importFile(csvOf(part, 1, 'СБ'), 'seq-b.csv');
  const sequential = (performance.now() - s0) / 1000;
  const p0 = performance.now();
  await Promise.all([importFile(csvOf(part, 1, 'ПА'), 'par-a.csv'), importFile(csvOf(part, 1, 'ПБ'), 'par-b.csv')]);
  const parallel = (performance.now() - p0) / 1000;
  console.log(
    `  two imports of ${part.toLocaleString('en')} rows: one after the other ${sequential.toFixed(1)} s, at once ${parallel.toFixed(1)} s (ratio ${(parallel / sequential).toFixed(2)})`,
  );
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await app?.close();
  await bench.drop();
}
if (budgets.length > 0 && printBudgets(budgets) > 0) failed = true;
process.exit(failed ? 1 : 0);
