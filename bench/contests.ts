// npm run bench:contests — contests at the programme's scale on the PostgreSQL server (a database
// of its own, created and dropped; decision 0032): 100 000 members and 1 000 000 contracts, a
// contest in leagues for everyone started over them (leagues from history, standings counted);
// then a member's contest page at 200 req/s (budget p99 ≤ 15 ms), the member's neighbours in leagues
// of thousands included (docs/product.md §11.1), from an API process of its own;
// then an import of 100 000 contracts through the back office while the contest runs (≤ 60 s).
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) — where to create it;
//   CONTEST_MEMBERS (100000), CONTEST_CONTRACTS (1000000), CONTEST_IMPORT_ROWS (100000).
// Uses the built API (`npm run bench:contests` builds it first).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../apps/api/dist/features/auth/tokens.js';
import { deriveKey } from '../apps/api/dist/lib/keys.js';
import { DEMO_OPERATOR } from '../apps/api/dist/seed/operators-demo.js';
import { printBudgets } from './lib/budgets.ts';
import { moscowDay, startBenchContest } from './lib/contest.ts';
import { paced } from './lib/paced.ts';
import { freePort, productionApiEnv, startProcess, stopProcesses } from './lib/processes.ts';
import { buildBenchApp, createBenchDatabase, importFile, signInOperator } from './lib/server-app.ts';
import { insertBenchMembers } from './lib/members.ts';

const members = Number(process.env.CONTEST_MEMBERS ?? 100_000);
const contracts = Number(process.env.CONTEST_CONTRACTS ?? 1_000_000);
const importRows = Number(process.env.CONTEST_IMPORT_ROWS ?? 100_000);

const bench = await createBenchDatabase('contests', { statementTimeoutMs: 600_000 });
const { db, url, dataDir } = bench;
const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);
let app: FastifyInstance | undefined;
let failed = false;
try {
  app = await buildBenchApp(bench);
  const operatorId = (await db.query<{ id: string }>(`SELECT id FROM operators WHERE email = $1`, [DEMO_OPERATOR.email])).rows[0]!
    .id;

  // The data: members, and contracts spread over the three months before today (they form the
  // leagues: a member's share is skewed so every league is populated) and this month's days up to
  // today (they count in the contest). Written set-based: it is the data, not what is measured.
  const t0 = performance.now();
  await insertBenchMembers(db, members);
  const today = moscowDay();
  await db.query(
    `INSERT INTO contracts (number, client_name, signed_on, member_id, position_in_month, reward, accrued_at)
     SELECT 'ИС-' || g, 'Клиент', d, m.id, row_number() OVER (PARTITION BY m.id, date_trunc('month', d) ORDER BY g), 0, now()
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT ($2::date - ((g % 100) || ' days')::interval)::date AS d) dd
       JOIN members m ON m.phone = '795' || lpad((1 + (g::bigint * 7919) % greatest(1, $3::int / (1 + g % 4)))::text, 8, '0')`,
    [contracts, today, members],
  );
  await db.query('ANALYZE');
  const contractCount = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contracts')).rows[0]!.n;
  console.log(
    `contests: ${members.toLocaleString('en')} members, ${contractCount.toLocaleString('en')} contracts on PostgreSQL (data ${seconds(t0)} s)`,
  );

  // A contest for everyone from the first of the month: prizes for the top three of each league.
  const contest = await startBenchContest(db, { createdBy: operatorId, today });
  const counted = contest.counted;
  console.log(
    `  start: ${contest.members.toLocaleString('en')} members in leagues ${contest.leagues.map((l) => `${l.league}: ${l.n}`).join(', ')}; ${counted.toLocaleString('en')} contracts counted; ${contest.seconds.toFixed(1)} s`,
  );

  // A member's contest page from an API process of its own, at 200 requests a second.
  const tokenSecret = randomBytes(32).toString('base64url');
  const tokenKey = new Uint8Array(deriveKey(tokenSecret, 'access-token'));
  const { rows: sessions } = await db.query<{ id: string; member_id: string }>(
    `INSERT INTO auth_sessions (member_id, created_at, user_agent)
     SELECT id, now(), 'bench' FROM members ORDER BY phone LIMIT 2000 RETURNING id, member_id`,
  );
  const tokens = await Promise.all(
    sessions.map((s) => signAccessToken(tokenKey, { now: () => new Date() }, 3600, { memberId: s.member_id, sessionId: s.id })),
  );
  const port = await freePort();
  await startProcess('api', {
    args: ['apps/api/dist/server.js'],
    env: productionApiEnv({
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '10',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      TOKEN_SECRET: tokenSecret,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
    }),
    readyUrl: `http://127.0.0.1:${port}/api/health`,
  });
  const load = (duration: number) =>
    paced({
      url: `http://127.0.0.1:${port}`,
      rate: 200,
      duration,
      connections: 32,
      request: (n) => ({
        path: `/api/contests/${contest.id}/`,
        method: 'GET',
        headers: { authorization: `Bearer ${tokens[n % tokens.length]}` },
      }),
    });
  await load(3); // warm-up: plans, pools, caches
  const page = await load(20);
  console.log(
    `  member's contest page at 200 req/s: p50 ${page.p50} ms, p99 ${page.p99} ms, non-2xx ${page.non2xx}, errors ${page.errors}`,
  );
  // The pages measured carry the member's neighbours in a league of thousands (docs/product.md §11.1).
  const one = await fetch(`http://127.0.0.1:${port}/api/contests/${contest.id}/`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  const seen = (await one.json()) as { neighbours?: unknown[]; standing?: { membersInLeague: number } | null };
  const neighbours = seen.neighbours?.length ?? 0;
  console.log(`  a member's page: ${neighbours} lines around theirs in a league of ${seen.standing?.membersInLeague ?? 0}`);

  // An import of 100 000 contracts through the back office while the contest runs.
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const auth = await signInOperator(base);
  // With the optional tariff column, as a file for a contest of given tariffs carries it.
  const tariffs = ['Семейный', 'Бизнес', 'Базовый'];
  const lines = ['Телефон;Номер договора;Клиент;Дата подписания;Статус;Тариф'];
  for (let i = 1; i <= importRows; i++)
    lines.push(
      `795${String(1 + (i % members)).padStart(8, '0')};БК-${String(i).padStart(7, '0')};Клиент № ${i};${today};действует;${tariffs[i % 3]}`,
    );
  const { job, previewS, applyS } = await importFile(base, auth, Buffer.from(lines.join('\n')), 'contest.csv');
  const importS = previewS + applyS;
  const after = (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contest_contracts WHERE contest_id = $1', [contest.id])
  ).rows[0]!.n;
  console.log(
    `  import of ${importRows.toLocaleString('en')} contracts during the contest: ${importS.toFixed(1)} s (preview ${previewS.toFixed(1)} s, apply ${applyS.toFixed(1)} s; ${job.result.accrued.toLocaleString('en')} accrued; the contest counts ${(after - counted).toLocaleString('en')} more)`,
  );

  const whole = page.non2xx === 0 && page.errors === 0 && neighbours > 0 && after - counted === importRows;
  const over = printBudgets([
    ["member's contest page p99 at 200 req/s", page.p99, '≤', 15, 'ms'],
    [`import of ${importRows.toLocaleString('en')} contracts during a contest`, importS, '≤', 60, 's'],
    ['every page answered with neighbours, every imported contract counted (1 = yes)', whole ? 1 : 0, '≥', 1, ''],
  ]);
  if (over > 0) failed = true;
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  stopProcesses();
  await app?.close();
  await bench.drop();
}
console.log(failed ? 'contests: FAIL' : 'contests: PASS');
process.exit(failed ? 1 : 0);
