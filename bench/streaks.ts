// npm run bench:streaks — weekly streaks at the programme's scale on the PostgreSQL server (a database
// of its own, created and dropped; docs/product.md §11.2, decision 0062): 100 000 members with
// 1 000 000 contracts over the last sixteen weeks and the demo's badges (docs/product.md §11.5),
// then an import of 10 000 contracts through the back office, which gives the badges its contracts
// earn in its own transactions; within 60 s of it the streaks are evaluated by their jobs — the 10 000
// members the import touched and Saturday's reminder over the whole programme — and the night's badge
// sweep over the whole programme, and a member's streak, the home page's read, answers p99 ≤ 5 ms.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) — where to create it;
//   STREAK_MEMBERS (100000), STREAK_CONTRACTS (1000000), STREAK_IMPORT_ROWS (10000).
// Uses the built API (`npm run bench:streaks` builds it first).
import type { FastifyInstance } from 'fastify';
import { sweepBadges } from '../apps/api/dist/features/badges/award.js';
import { ruleColumns } from '../apps/api/dist/features/badges/service.js';
import { DEMO_BADGES } from '../apps/api/dist/seed/badges-demo.js';
import { remindStreaksAtRisk } from '../apps/api/dist/features/streaks/reminder-job.js';
import { memberStreak, streaksOf } from '../apps/api/dist/features/streaks/service.js';
import { printBudgets } from './lib/budgets.ts';
import { moscowDay } from './lib/contest.ts';
import { buildBenchApp, createBenchDatabase, importFile, signInOperator } from './lib/server-app.ts';
import { insertBenchMembers } from './lib/members.ts';

const members = Number(process.env.STREAK_MEMBERS ?? 100_000);
const contracts = Number(process.env.STREAK_CONTRACTS ?? 1_000_000);
const importRows = Number(process.env.STREAK_IMPORT_ROWS ?? 10_000);

const bench = await createBenchDatabase('streaks', { statementTimeoutMs: 600_000 });
const { db } = bench;
const since = (t0: number) => (performance.now() - t0) / 1000;
let app: FastifyInstance | undefined;
let failed = false;
try {
  app = await buildBenchApp(bench);
  const t0 = performance.now();
  await insertBenchMembers(db, members);
  const today = moscowDay();
  // Contracts over the 112 days before today: a member's k-th contract (g / members) is k steps of 7
  // to 15 days back, the step the member's own, so that some keep a weekly series, some freeze a week,
  // some owe a repair and some have broken.
  await db.query(
    `INSERT INTO contracts (number, client_name, signed_on, member_id, position_in_month, reward, accrued_at)
     SELECT 'СР-' || g, 'Клиент', d, m.id, row_number() OVER (PARTITION BY m.id, date_trunc('month', d) ORDER BY g), 0, now()
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT (1 + (g::bigint * 7919) % $3::int)::int AS i) ii
       CROSS JOIN LATERAL (SELECT ($2::date - ((((g / $3::int) * (7 + ii.i % 9) + ii.i % 7) % 112) || ' days')::interval)::date AS d) dd
       JOIN members m ON m.phone = '795' || lpad(ii.i::text, 8, '0')`,
    [contracts, today, members],
  );
  await db.query('ANALYZE');
  const contractCount = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contracts')).rows[0]!.n;
  console.log(
    `streaks: ${members.toLocaleString('en')} members, ${contractCount.toLocaleString('en')} contracts on PostgreSQL (data ${since(t0).toFixed(1)} s)`,
  );

  // The demo's badges, each already earned by some: the import gives the rest in its transactions.
  for (const b of DEMO_BADGES) {
    const { threshold, tariff } = ruleColumns(b.rule);
    await db.query(
      `INSERT INTO badges (name, icon, rule, threshold, tariff, created_by, created_at, updated_at)
       SELECT $1, $2, $3, $4, $5, id, now(), now() FROM operators ORDER BY created_at LIMIT 1`,
      [b.name, b.icon, b.rule.kind, threshold, tariff],
    );
  }

  // An import of 10 000 contracts signed today through the back office.
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const auth = await signInOperator(base);
  const lines = ['Телефон;Номер договора;Клиент;Дата подписания;Статус'];
  for (let i = 1; i <= importRows; i++)
    lines.push(
      `795${String(1 + ((i * 37) % members)).padStart(8, '0')};СИ-${String(i).padStart(7, '0')};Клиент № ${i};${today};действует`,
    );
  const { previewS, applyS } = await importFile(base, auth, Buffer.from(lines.join('\n')), 'streaks.csv');
  const given = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_badges')).rows[0]!.n;
  console.log(
    `  import of ${importRows.toLocaleString('en')} contracts: ${(previewS + applyS).toFixed(1)} s (apply ${applyS.toFixed(1)} s, ${given.toLocaleString('en')} badges given in it)`,
  );

  // The members the import touched, judged as a job would (a badge for 4 or 12 weeks), 2 000 at a time.
  const { rows: touched } = await db.query<{ id: string }>(
    `SELECT DISTINCT member_id::text AS id FROM contracts WHERE number LIKE 'СИ-%'`,
  );
  const t1 = performance.now();
  let live = 0;
  for (let i = 0; i < touched.length; i += 2000) {
    const streaks = await streaksOf(
      db,
      touched.slice(i, i + 2000).map((r) => r.id),
      new Date(),
    );
    for (const s of streaks.values()) if (s.weeks > 0) live += 1;
  }
  const touchedS = since(t1);
  console.log(
    `  streaks of the ${touched.length.toLocaleString('en')} members the import touched: ${touchedS.toFixed(1)} s (${live.toLocaleString('en')} with a series)`,
  );

  // Saturday's reminder over the whole programme.
  const t2 = performance.now();
  const told = await remindStreaksAtRisk({ db, clock: { now: () => new Date() } });
  const remindS = since(t2);
  console.log(`  the reminder over the programme: ${remindS.toFixed(1)} s (${told.toLocaleString('en')} told)`);

  // The night's badge sweep over the whole programme (a finished quarter, contracts entered elsewhere).
  const t3 = performance.now();
  const swept = await sweepBadges({ db, clock: { now: () => new Date() } }, null);
  const sweepS = since(t3);
  console.log(`  the badges' nightly sweep over the programme: ${sweepS.toFixed(1)} s (${swept.toLocaleString('en')} given)`);

  // The home page's read, one member after another.
  const times: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const phone = `795${String(1 + ((i * 7919) % members)).padStart(8, '0')}`;
    const id = (await db.query<{ id: string }>('SELECT id FROM members WHERE phone = $1', [phone])).rows[0]!.id;
    const t = performance.now();
    await memberStreak(db, id, new Date());
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p99 = Number(times[Math.floor(times.length * 0.99)]!.toFixed(2));
  console.log(`  a member's streak: p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, p99 ${p99} ms`);

  const over = printBudgets([
    [`streaks of the members an import of ${importRows.toLocaleString('en')} contracts touched`, touchedS, '≤', 60, 's'],
    ['the reminder over the whole programme', remindS, '≤', 60, 's'],
    ["the badges' sweep over the whole programme", sweepS, '≤', 60, 's'],
    ["a member's streak (the home page's read), p99", p99, '≤', 5, 'ms'],
  ]);
  if (over > 0) failed = true;
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await app?.close();
  await bench.drop();
}
console.log(failed ? 'streaks: FAIL' : 'streaks: PASS');
process.exit(failed ? 1 : 0);
