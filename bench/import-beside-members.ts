// node bench/import-beside-members.ts — the members' calls while the largest import runs (docs/product.md
// §11, decision 0030): an API process of its own, on the embedded database and then on the PostgreSQL
// server; a member calls GET /api/balance/user-balance/ every 10 ms while the back office uploads a file
// at the row cap (preview), applies it and the job runs to its end, then uploads a file of a million
// short rows (refused past the cap). Prints each phase's time and the member's p50, p99 and slowest call;
// budget: p99 ≤ 300 ms on each database.
//   IMPORT_BESIDE_ROWS (default the cap, 200 000), IMPORT_BESIDE_MEMBERS (10 000);
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; without a server the
//   PostgreSQL half is skipped). Uses the built API (`npm run bench:import-beside` builds it first).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { IMPORT_MAX_ROWS, type ImportJob } from '../packages/contracts/dist/index.js';
import { signAccessToken } from '../apps/api/dist/features/auth/tokens.js';
import { migrate } from '../apps/api/dist/db/migrate.js';
import { openPglite } from '../apps/api/dist/db/pglite.js';
import { openPostgres } from '../apps/api/dist/db/postgres.js';
import type { Db } from '../apps/api/dist/db/types.js';
import { hashPassword } from '../apps/api/dist/features/operators/passwords.js';
import { deriveKey } from '../apps/api/dist/lib/keys.js';
import { printBudgets, type Budget } from './lib/budgets.ts';
import { freePort, productionApiEnv, startProcess, stopProcesses } from './lib/processes.ts';

const rows = Number(process.env.IMPORT_BESIDE_ROWS ?? IMPORT_MAX_ROWS);
const members = Number(process.env.IMPORT_BESIDE_MEMBERS ?? 10_000);
const BUDGET_MS = 300;

/** The back office's operator of the bench: production refuses the demo's accounts. */
const OPERATOR = { email: 'bench-operator@agent-plus.test', password: randomBytes(18).toString('base64url') };

/** Members, an operator and one signed-in member's session, written straight into the database. */
async function seed(db: Db) {
  await migrate(db);
  await db.query(
    `INSERT INTO operators (email, display_name, role, password_hash, must_change_password, password_changed_at, created_at)
     VALUES ($1, 'Оператор замера', 'operator', $2, false, now(), now())`,
    [OPERATOR.email, await hashPassword(OPERATOR.password)],
  );
  await db.query(
    `INSERT INTO members (phone, first_name, last_name) SELECT '795' || lpad(g::text, 8, '0'), 'Агент', 'Номер ' || g
       FROM generate_series(1, $1::int) g`,
    [members],
  );
  const { rows: s } = await db.query<{ id: string; member_id: string }>(
    `INSERT INTO auth_sessions (member_id, created_at, user_agent)
     SELECT id, now(), 'bench' FROM members ORDER BY phone LIMIT 1 RETURNING id, member_id`,
  );
  return s[0]!;
}

/** A file of `n` active contracts of this month, spread over the members: short rows, so the cap fits the size limit. */
function contractsFile(n: number, prefix: string) {
  const today = new Date().toISOString().slice(0, 10);
  const lines = ['Телефон;Номер договора;Клиент;Дата подписания;Статус'];
  for (let i = 1; i <= n; i++) lines.push(`795${String(1 + (i % members)).padStart(8, '0')};${prefix}${i};K;${today};active`);
  return Buffer.from(lines.join('\n'));
}

/** A member's balance asked every 10 ms until `stop()`: each call's time in ms. */
function memberCalls(base: string, token: string) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/balance/user-balance/`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`user-balance answered ${res.status}`);
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = [...times].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
    },
  };
}

async function upload(base: string, auth: { authorization: string }, bytes: Buffer<ArrayBuffer>, name: string) {
  const form = new globalThis.FormData();
  form.append('fileName', name);
  form.append('content', new Blob([bytes], { type: 'text/csv' }), name);
  const res = await fetch(`${base}/api/admin/imports`, { method: 'POST', headers: auth, body: form });
  return { status: res.status, body: (await res.json()) as ImportJob };
}

/** One database: the API started over it, the member calling, the import previewed, applied and refused. */
async function measure(
  label: string,
  { env, db, close }: { env: Record<string, string>; db: Db; close: () => Promise<void> },
): Promise<Budget> {
  const tokenSecret = randomBytes(32).toString('base64url');
  const session = await seed(db);
  await close();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  await startProcess(`api (${label})`, {
    args: ['apps/api/dist/server.js'],
    env: productionApiEnv({ ...env, API_PORT: String(port), TOKEN_SECRET: tokenSecret, SESSION_SECRET: 's'.repeat(43) }),
    readyUrl: `${base}/api/health`,
  });
  const token = await signAccessToken(new Uint8Array(deriveKey(tokenSecret, 'access-token')), { now: () => new Date() }, 3600, {
    memberId: session.member_id,
    sessionId: session.id,
  });
  const signIn = await fetch(`${base}/api/admin/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  const auth = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };

  const calls = memberCalls(base, token);
  await new Promise((r) => setTimeout(r, 500));
  const t0 = performance.now();
  const preview = await upload(base, auth, contractsFile(rows, 'I'), 'большой.csv');
  if (preview.status !== 200) throw new Error(`preview: ${preview.status} ${JSON.stringify(preview.body)}`);
  const t1 = performance.now();
  const applied = await fetch(`${base}/api/admin/imports/${preview.body.id}/apply`, { method: 'POST', headers: auth });
  if (applied.status !== 200) throw new Error(`apply: ${applied.status} ${await applied.text()}`);
  let job: ImportJob;
  do {
    await new Promise((r) => setTimeout(r, 250));
    job = (await (await fetch(`${base}/api/admin/imports/${preview.body.id}`, { headers: auth })).json()) as ImportJob;
  } while (job.status === 'applying');
  if (job.status !== 'applied') throw new Error(`import ended ${job.status}: ${job.error}`);
  const t2 = performance.now();
  const short = Buffer.from(`Телефон;Номер договора;Клиент;Дата подписания;Статус\n${'1;2\n'.repeat(1_000_000)}`);
  const refused = await upload(base, auth, short, 'миллион.csv');
  const t3 = performance.now();
  const member = await calls.stop();
  stopProcesses();
  console.log(
    `${label}: preview of ${rows.toLocaleString('en')} rows ${((t1 - t0) / 1000).toFixed(1)} s, applied in ${((t2 - t1) / 1000).toFixed(1)} s ` +
      `(${job.result!.accrued.toLocaleString('en')} accrued); a million short rows refused (${refused.status}) in ${((t3 - t2) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  the member's ${member.n.toLocaleString('en')} calls meanwhile: p50 ${member.p50.toFixed(1)} ms, p99 ${member.p99.toFixed(1)} ms, slowest ${member.max.toFixed(0)} ms`,
  );
  return [`member calls p99 during the largest import, ${label}`, member.p99, '≤', BUDGET_MS, 'ms'];
}

const budgets: Budget[] = [];
let failed = false;
const dataDir = path.join(tmpdir(), `bench-import-beside-${randomUUID()}`);
mkdirSync(dataDir, { recursive: true });
try {
  const pgliteDir = path.join(dataDir, 'pg');
  const embedded = await openPglite(pgliteDir);
  budgets.push(
    await measure('the embedded database', { env: { DATA_DIR: dataDir }, db: embedded, close: () => embedded.close() }),
  );

  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  const reachable = await admin.connect().then(
    () => true,
    (err: Error) => (console.log(`PostgreSQL: SKIP — no server at ${serverUrl} (${err.message})`), false),
  );
  if (reachable) {
    const name = `bench_import_beside_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const server = openPostgres({ url: url.toString(), poolSize: 4, statementTimeoutMs: 120_000 });
    try {
      budgets.push(
        await measure('PostgreSQL', {
          env: { DATABASE_URL: url.toString(), DATA_DIR: path.join(dataDir, 'server') },
          db: server,
          close: () => server.close(),
        }),
      );
    } finally {
      stopProcesses();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  if (printBudgets(budgets) > 0) failed = true;
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  stopProcesses();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? 'import-beside-members: FAIL' : 'import-beside-members: PASS');
process.exit(failed ? 1 : 0);
