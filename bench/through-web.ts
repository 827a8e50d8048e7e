// npm run bench:through-web — a member's call through `npm start`'s web app against the same call
// straight to the API (docs/decisions/0050-…): user-balance at 50 connections, directly and through
// the web app's catch-all route with the member's bearer, in pairs; then once on the session cookie
// alone (the same route, which unseals the session: what <img> and the back office send).
// The API runs as production does, with one member signed in, on the embedded database in a
// temporary folder, or with BENCH_DATABASE_URL in a database of its own on that PostgreSQL server
// (created and dropped; the API answers faster there, so the web app's share of a call is larger).
// Prints req/s, p99, the ratios and the machine's load average, and PASS / FAIL for «through the
// web app ≥ 0.5 of direct» (the median of the pairs).
//
//   BENCH_DURATION=5 (seconds a run)   BENCH_ROUNDS=3 (direct-and-web pairs; the median ratio counts)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (PostgreSQL instead of PGlite)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sealData } from 'iron-session';
import { signAccessToken } from '../apps/api/dist/features/auth/tokens.js';
import { migrate } from '../apps/api/dist/db/migrate.js';
import { openPglite } from '../apps/api/dist/db/pglite.js';
import { deriveKey } from '../apps/api/dist/lib/keys.js';
import { seedMember } from '../apps/api/dist/seed/members.js';
import { buildWebIfStale } from '../scripts/lib/ensure.mjs';
import { printBudgets } from './lib/budgets.ts';
import { freePort, productionApiEnv, startProcess, stopProcesses } from './lib/processes.ts';
import { createBenchDatabase } from './lib/server-app.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const CALL = '/api/balance/user-balance/';

// One autocannon run, in a process of its own so that the load does not share the bench's event
// loop: `node bench/through-web.ts --load <url> <headers JSON> <seconds>` prints one JSON line.
if (process.argv[2] === '--load') {
  const [url, headers, seconds] = process.argv.slice(3) as [string, string, string];
  const result = await autocannon({ url, connections: CONNECTIONS, duration: Number(seconds), headers: JSON.parse(headers) });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  console.log(JSON.stringify({ rps: result.requests.average, p99: result.latency.p99, statuses }));
  process.exit(0);
}

buildWebIfStale();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-through-web-'));
const tokenSecret = randomBytes(32).toString('base64url');
const sessionSecret = randomBytes(32).toString('base64url');

// The member and a sign-in of theirs, written before the API opens the database (the embedded one is one process's).
const server = process.env.BENCH_DATABASE_URL ? await createBenchDatabase('through_web', { statementTimeoutMs: 30_000 }) : null;
const db = server?.db ?? (await openPglite(path.join(dataDir, 'pg')));
await migrate(db);
const memberId = await seedMember(db, { phone: '79001234567' });
const { rows } = await db.query<{ id: string }>(
  'INSERT INTO auth_sessions (member_id, created_at, user_agent) VALUES ($1, now(), $2) RETURNING id',
  [memberId, 'bench'],
);
if (!server) await db.close();
const token = await signAccessToken(new Uint8Array(deriveKey(tokenSecret, 'access-token')), { now: () => new Date() }, 3600, {
  memberId,
  sessionId: rows[0]!.id,
});

let failed = 1;
try {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const web = `http://127.0.0.1:${webPort}`;
  await startProcess('API', {
    args: ['apps/api/dist/server.js'],
    env: productionApiEnv({
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TOKEN_SECRET: tokenSecret,
      SESSION_SECRET: sessionSecret,
      LOG_LEVEL: 'warn',
      ...(server ? { DATABASE_URL: server.url, DATABASE_POOL_SIZE: '10' } : {}),
    }),
    readyUrl: `${api}/api/ready`,
    log: path.join(dataDir, 'api.log'),
  });
  await startProcess('web app', {
    args: ['apps/web/server.mjs'],
    env: { NODE_ENV: 'production', PORT: String(webPort), WEB_HOST: '127.0.0.1', API_URL: api, SESSION_SECRET: sessionSecret },
    readyUrl: `${web}/api/health`,
    log: path.join(dataDir, 'web.log'),
  });

  const bearer = { authorization: `Bearer ${token}` };
  // What an <img> of the member's sends: the sealed session only (src/lib/server/session.ts, loopback: __Host-).
  const seal = await sealData({ accessToken: token, userId: memberId }, { password: sessionSecret, ttl: 1_296_060 });
  const cookie = { cookie: `__Host-agentplus_session=${seal}` };

  const load = (url: string, headers: Record<string, string>, seconds = DURATION) =>
    new Promise<{ rps: number; p99: number; statuses: Record<string, number> }>((resolve, reject) => {
      const child = spawn(process.execPath, [process.argv[1]!, '--load', url, JSON.stringify(headers), String(seconds)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`))));
    });
  const show = (what: string, r: { rps: number; p99: number; statuses: Record<string, number> }) => {
    const others = Object.entries(r.statuses).filter(([s]) => s !== '200');
    console.log(
      `  ${what.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms` +
        (others.length ? `  (non-200: ${JSON.stringify(Object.fromEntries(others))})` : ''),
    );
    if (others.length) throw new Error(`${what}: answers other than 200`);
    return r.rps;
  };

  console.log(
    `user-balance on ${server ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION} s a run; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  // Warm-up: the API's caches, the web app's first compilations, the connections.
  await load(`${api}${CALL}`, bearer, 2);
  await load(`${web}${CALL}`, bearer, 2);
  await load(`${web}${CALL}`, cookie, 2);
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const direct = show(`round ${round}: directly`, await load(`${api}${CALL}`, bearer));
    const through = show(`round ${round}: web app, bearer`, await load(`${web}${CALL}`, bearer));
    ratios.push(through / direct);
    console.log(`  ${''.padEnd(34)} ratio ${(through / direct).toFixed(2)}`);
  }
  const direct = show('directly', await load(`${api}${CALL}`, bearer));
  const viaNext = show('web app, cookie', await load(`${web}${CALL}`, cookie));
  const median = ratios.sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
  console.log(`  cookie through the web app: ${(viaNext / direct).toFixed(2)} of direct`);
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  failed = printBudgets([["user-balance through npm start's web app, of direct (median)", median, '≥', 0.5, '']]);
} catch (err) {
  console.error(err);
} finally {
  stopProcesses();
  await new Promise((r) => setTimeout(r, 500));
  await server?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
