// npm run bench:api — the calls members make most, on the large data set (bench:data) on the
// PostgreSQL server, at saturation (50 connections) and at a fixed 200 requests per second (a
// supervisor's team page at 100, the rate its budget names), directly, through the production front (nginx, as `npm run start:scaled` configures it) and
// through the web app alone (`npm start`'s layout), beside the two floors measured in the same run
// (a bare Fastify route with one prepared primary-key SELECT through the API's own pool; a constant
// answer; bench/lib/floor-server.ts). Each floor run has every other server stopped (SIGSTOP), so
// that nothing of ours shares the cores with it. Load comes from autocannon in a process of its own.
// Prints the figures, the ratios and PASS / FAIL per budget.
//
//   BENCH_DURATION=5 (seconds per run)   BENCH_ONLY=direct (skip the web app and nginx)
//   BENCH_ROUNDS=3 (floor-and-call pairs per call measured against its floor; the median ratio counts)
//   BENCH_API_SERVER=path/to/dist/server.js (another build of the API, e.g. an older commit's)
//   BENCH_TARGETS='news list;user-balance' (only these calls, by name, separated by ';' as names hold commas; the budgets of the others are left out)
//   BENCH_ROUND=0 (leave out the other work of the round, below)
//   BENCH_API_PROFILE=dir (the API runs with --cpu-prof, its profile written there when the run ends)
// Then, unless only some calls were asked for, the other work of the round in its own benches, their
// budget lines printed with these: payouts submitted to the provider's emulator (bench/payouts.ts)
// and a contest's standings with a contracts import during it (bench/contests.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { listHistory } from '../apps/api/dist/features/balance/history.js';
import { signAccessToken } from '../apps/api/dist/features/auth/tokens.js';
import type { Queryable, QueryResult } from '../apps/api/dist/db/types.js';
import { deriveKey } from '../apps/api/dist/lib/keys.js';
import { buildWebIfStale } from '../scripts/lib/ensure.mjs';
import { ensureNginx, nginxConfig } from '../scripts/lib/nginx.mjs';
import { BENCH_DB_URL, HEAVY_MEMBER, benchRoot, memberUuid, repoRoot } from './lib/bench-db.ts';
import { runningBenchContest } from './lib/contest.ts';
import { benchTeamSupervisor } from './lib/team.ts';
import type { LoadConfig } from './lib/load.ts';
import type { LoadResult } from './lib/paced.ts';
import { alone, freePort, productionApiEnv, startProcess, stopProcesses } from './lib/processes.ts';
import { printBudgets, type Budget } from './lib/budgets.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WITH_WEB = process.env.BENCH_ONLY !== 'direct';
const SATURATION = 50;
const RATE = 200;
/** Floor-and-target pairs for each call with a floor budget (the median ratio counts). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The calls whose budget is a share of the floor measured right before them (docs/performance.md): call → [label, least ratio]. */
const FLOOR_BUDGETS = new Map<string, [label: string, least: number]>([
  ['user-balance', ['user-balance direct, 50 connections', 0.6]],
  ['history, first page', ['history first page direct, 50 connections', 0.4]],
  ['history, page 5 with a search', ['history page 5 with a search, 50 connections', 0.4]],
  ['news list', ['news list direct, 50 connections', 0.4]],
  ['contest page', ["a member's contest page direct, 50 connections", 0.4]],
  ['contests list', ["a member's contests list direct, 50 connections", 0.4]],
]);
/**
 * The calls whose budget is a share of the same call direct, measured in pairs right before it
 * (median ratio): call → [[through, label, least ratio]]. A member's call goes through the web
 * app's catch-all route in both layouts (decision 0050); `npm run start:scaled`'s nginx is in front of it.
 */
const DIRECT_BUDGETS = new Map<string, [through: 'web' | 'front', label: string, least: number][]>([
  [
    'user-balance',
    [
      ['web', 'user-balance through the web app alone (npm start)', 0.5],
      ['front', 'user-balance through the front (nginx)', 0.6],
    ],
  ],
]);
const dataDir = path.join(benchRoot, '.data/api');
mkdirSync(dataDir, { recursive: true });

// The data set: generated (or reused) at full scale unless BENCH_SCALE says otherwise.
const scale = process.env.BENCH_SCALE ?? 'full';
const gen = spawnSync(process.execPath, [path.join(benchRoot, 'data.ts'), `--scale=${scale}`], { stdio: 'inherit' });
if (gen.status !== 0) process.exit(gen.status ?? 1);
if (WITH_WEB) buildWebIfStale();

const db = new pg.Pool({ connectionString: BENCH_DB_URL, max: 2 });

// Signed-in members: sessions of their own and tokens signed with the secret the API is given.
const tokenSecret = randomBytes(32).toString('base64url');
const sessionSecret = randomBytes(32).toString('base64url');
const tokenKey = new Uint8Array(deriveKey(tokenSecret, 'access-token'));
const clock = { now: () => new Date() };
async function tokensFor(members: number[]): Promise<string[]> {
  const ids = members.map(memberUuid);
  // Withdrawals need a confirmed identity document.
  await db.query(
    `INSERT INTO identity_documents (member_id, status, version, reviewed_at) SELECT unnest($1::uuid[]), 'confirmed', 1, now()
     ON CONFLICT (member_id) DO UPDATE SET status = 'confirmed'`,
    [ids],
  );
  const { rows } = await db.query<{ id: string; member_id: string }>(
    `INSERT INTO auth_sessions (member_id, created_at, user_agent) SELECT unnest($1::uuid[]), now(), 'bench' RETURNING id, member_id`,
    [ids],
  );
  return Promise.all(rows.map((r) => signAccessToken(tokenKey, clock, 3600, { memberId: r.member_id, sessionId: r.id })));
}
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const regular = await tokensFor(range(2, 200));
const heavy = await tokensFor([HEAVY_MEMBER]);
// bench:data adds a team of 200 agents with its supervisor (bench/lib/team.ts): their «Команда».
const supervisorNo = await benchTeamSupervisor(db);
if (supervisorNo === null) throw new Error('no team in the bench data set: run npm run bench:data');
const supervisor = await tokensFor([supervisorNo]);
const payers = await tokensFor(range(1001, 2000));
const newsId = (await db.query<{ id: number }>('SELECT min(id)::int AS id FROM news WHERE is_published')).rows[0]!.id;
// bench:data starts a contest over the data set (bench/lib/contest.ts): every member takes part.
const contestId = await runningBenchContest(db);
if (contestId === null) throw new Error('no running contest in the bench data set: run npm run bench:data');

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const page50 = { skip: 980, take: 20, since: day(365), to: day(0), search: 'договор' };
const page50Path = (skip: number) =>
  `/api/accounts/transactions?SkipCount=${skip}&MaxResultCount=${page50.take}&DateSince=${page50.since}&DateTo=${page50.to}&Search=${encodeURIComponent(page50.search)}`;
/** A call measured: its name, its path, the members calling it; `paths(k)` for run k asks for pages no other run asks for. */
interface Target {
  name: string;
  path: string;
  tokens: string[];
  method?: string;
  body?: unknown;
  idempotencyKey?: boolean;
  paths?: (k: number) => string[];
  /** The fixed rate of its own run, when its budget names another than RATE. */
  rate?: number;
}
/** What a run sends: a target's request, or the floor's. */
type Call = Omit<Target, 'name' | 'paths' | 'rate'>;
const targets: Target[] = [
  { name: 'user-balance', path: '/api/balance/user-balance/', tokens: regular },
  { name: 'pending-amount', path: '/api/pending-amount/', tokens: regular },
  { name: 'history, first page', path: '/api/accounts/transactions?SkipCount=0&MaxResultCount=20', tokens: regular },
  {
    name: 'history, page 5 with a search',
    path: `/api/accounts/transactions?SkipCount=80&MaxResultCount=20&Search=${encodeURIComponent('иванов')}`,
    tokens: heavy,
  },
  { name: 'history, page 50, dates + search', path: page50Path(page50.skip), tokens: heavy },
  {
    // Every request a page not asked before (history pages are remembered per account state,
    // decision 0014): what the query itself costs. Figures only, no budget.
    name: 'history, pages 50–500, dates + search, each page new',
    path: page50Path(page50.skip),
    // Run k (0 warm-up, 1 at saturation, 2 at the fixed rate) asks for pages no other run asks for.
    // Skips 3 apart from 1 000 (page 50) to 28 000, within the ~30 000 lines the filters match.
    paths: (k) => Array.from({ length: 3000 }, (_, j) => page50Path(1000 + 3 * (k * 3000 + j))),
    tokens: heavy,
  },
  { name: 'news list', path: '/api/news/?skipCount=0&maxResultCount=10', tokens: regular },
  // A member's contest page and their contests with their places ("standings", decision 0032), in
  // the data set's running contest: league 1 holds all but one of its 100 000 members.
  { name: 'contest page', path: `/api/contests/${contestId}/`, tokens: regular },
  { name: 'contests list', path: '/api/contests/', tokens: regular },
  // A supervisor's team page (docs/product.md §12h): 200 agents' month, their targets and clawbacks.
  { name: 'team page', path: '/api/team', tokens: supervisor, rate: 100 },
  { name: 'news item', path: `/api/news/item/?newsId=${newsId}`, tokens: regular },
  { name: 'is-notification', path: '/api/notification/is-notification/', tokens: regular },
  {
    name: 'withdrawal',
    path: '/api/withdrawal/',
    method: 'POST',
    body: { bankId: '100000000111', amount: 100, phone: '79001234567' },
    idempotencyKey: true,
    tokens: payers,
  },
];
const only = process.env.BENCH_TARGETS?.split(';').map((name) => name.trim());
if (only) targets.splice(0, targets.length, ...targets.filter((t) => only.includes(t.name)));

// Servers: the API (as production runs it, logs to a file), the floors, the web app, nginx.
const startServer = (name: string, script: string, env: Record<string, string>, readyUrl: string, flags: string[] = []) =>
  startProcess(name, { args: [...flags, script], env, readyUrl, log: path.join(dataDir, `${name}.log`) });

const [apiPort, floorPort, webPort, frontPort, balancerPort] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];
const common = { DATABASE_URL: BENCH_DB_URL, DATABASE_POOL_SIZE: '10' };
const apiServer = await startServer(
  'api',
  // Another build of the API (an older commit's, for the figures before a change) when given.
  process.env.BENCH_API_SERVER ?? 'apps/api/dist/server.js',
  productionApiEnv({
    ...common,
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    TOKEN_SECRET: tokenSecret,
    SESSION_SECRET: sessionSecret,
  }),
  `http://127.0.0.1:${apiPort}/api/health`,
  // A CPU profile of the API for the whole run, written when it stops: where a call's time goes.
  process.env.BENCH_API_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_API_PROFILE)}`] : [],
);
const floorServer = await startServer(
  'floor',
  'bench/lib/floor-server.ts',
  { ...common, PORT: String(floorPort) },
  `http://127.0.0.1:${floorPort}/floor/const`,
);
let webServer: ChildProcess | null = null;
let frontServer: ChildProcess | null = null;
if (WITH_WEB) {
  webServer = await startServer(
    'web',
    'apps/web/server.mjs',
    {
      NODE_ENV: 'production',
      PORT: String(webPort),
      WEB_HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${apiPort}`,
      SESSION_SECRET: sessionSecret,
    },
    `http://127.0.0.1:${webPort}/api/health`,
  );
  // The production front: nginx as `npm run start:scaled` writes it, one web app and this API
  // behind it; a member's calls go through the web app (decision 0050).
  const runDir = path.join(dataDir, 'nginx');
  mkdirSync(path.join(runDir, 'tmp'), { recursive: true });
  // nginx started as root runs its workers as nobody: they write request buffers here.
  chmodSync(path.join(runDir, 'tmp'), 0o777);
  const conf = path.join(runDir, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig({
      dir: runDir,
      publicHost: '127.0.0.1',
      publicPort: frontPort,
      apiBalancerPort: balancerPort,
      webPorts: [webPort],
      apiPorts: [apiPort],
      maxBodyMiB: 11,
      tooLargeMessage: 'Файл слишком большой',
    }),
  );
  frontServer = await startProcess('nginx', {
    cmd: ensureNginx(),
    args: ['-c', conf, '-p', runDir],
    readyUrl: `http://127.0.0.1:${frontPort}/api/health`,
    log: path.join(dataDir, 'nginx.log'),
  });
}

function load(cfg: LoadConfig): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // The configuration (thousands of tokens) goes through a file: too long for a command line.
    const file = path.join(dataDir, `load-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(cfg));
    const child = spawn(process.execPath, [path.join(benchRoot, 'lib/load.ts'), file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`load exit ${code}`)),
    );
  });
}

// CPU time a server process spent (user + system, /proc, Linux): per request it moves far less with
// the machine's load than requests per second do.
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
const serverOf = (origin: string) =>
  origin.endsWith(`:${apiPort}`) ? apiServer : origin.endsWith(`:${floorPort}`) ? floorServer : null;
/** The servers a call through `origin` needs running: the rest are stopped while it is measured. */
const neededBy = (origin: string) =>
  origin.endsWith(`:${floorPort}`)
    ? [floorServer]
    : origin.endsWith(`:${apiPort}`)
      ? [apiServer]
      : [apiServer, webServer, frontServer].filter(Boolean);
/** A run at saturation against `origin` with nothing but what it needs running. */
const saturate = (origin: string, t: Call, paths?: string[]) =>
  alone(neededBy(origin), () =>
    load({
      url: origin + t.path,
      method: t.method,
      body: t.body,
      idempotencyKey: t.idempotencyKey,
      tokens: t.tokens,
      paths,
      connections: SATURATION,
      duration: DURATION,
    }),
  );

/** A call's figures: at saturation and at the fixed rate, and its reference's (the median round). */
interface Row {
  label: string;
  name: string;
  reference: 'floor' | 'direct' | null;
  ref: number | null;
  ratio: number | null;
  sat: LoadResult;
  fixed: LoadResult;
  cpuPerRequest: number | null;
  ratios: (number | null)[];
}
const results: Row[] = [];
/**
 * Measures call `t` through `origin`: warmed up, then at saturation and at the fixed rate. With a
 * `reference` — 'floor' (the pk SELECT floor) or an origin (the same call direct) — each
 * saturation run follows a run of the reference, and a call with a budget against it gets ROUNDS
 * such pairs, of which the median ratio counts: the machine's load changes by the minute (one 5 s
 * window moved a ratio by a third on this 2-core machine: floors of 3 600 and 7 300 req/s in the
 * same run).
 */
async function measure(
  label: string,
  origin: string,
  t: Target,
  { reference = null, budgeted = false }: { reference?: string | null; budgeted?: boolean } = {},
): Promise<Row> {
  const base = {
    url: origin + t.path,
    method: t.method,
    body: t.body,
    idempotencyKey: t.idempotencyKey,
    tokens: t.tokens,
  };
  await load({ ...base, paths: t.paths?.(0), connections: 10, duration: 1 }); // warm-up
  const server = serverOf(origin);
  const rounds: Pick<Row, 'ref' | 'sat' | 'cpuPerRequest' | 'ratio'>[] = [];
  for (let r = 0; r < (reference && budgeted ? ROUNDS : 1); r++) {
    const ref =
      reference === 'floor'
        ? (await saturate(floorOrigin, { path: '/floor/pk', tokens: t.tokens })).rps
        : reference
          ? (await saturate(reference, t, t.paths?.(1))).rps
          : null;
    const cpu0 = server ? cpuMs(server.pid!) : 0;
    const sat = await saturate(origin, t, t.paths?.(1));
    const cpuPerRequest = server ? (cpuMs(server.pid!) - cpu0) / sat.total : null;
    rounds.push({ ref, sat, cpuPerRequest, ratio: ref ? sat.rps / ref : null });
  }
  const byRatio = [...rounds].sort((a, b) => (a.ratio ?? 0) - (b.ratio ?? 0));
  const { ref, sat, cpuPerRequest, ratio } = byRatio[Math.floor((byRatio.length - 1) / 2)]!;
  const rate = t.rate ?? RATE;
  const fixed = await alone(neededBy(origin), () =>
    load({ ...base, paths: t.paths?.(2), connections: 20, duration: DURATION, rate }),
  );
  const row: Row = {
    label,
    name: t.name,
    reference: reference === 'floor' ? 'floor' : reference ? 'direct' : null,
    ref,
    ratio,
    sat,
    fixed,
    cpuPerRequest,
    ratios: rounds.map((x) => x.ratio),
  };
  results.push(row);
  const bad = sat.errors + sat.non2xx + fixed.errors + fixed.non2xx;
  console.log(
    `  ${`${t.name} ${label}`.padEnd(46)} ${sat.rps.toFixed(0).padStart(6)} req/s  p50 ${String(sat.p50).padStart(4)} p99 ${String(sat.p99).padStart(4)} ms` +
      `  | at ${rate}/s: p50 ${String(fixed.p50).padStart(3)} p99 ${String(fixed.p99).padStart(4)} ms` +
      (cpuPerRequest !== null ? `  | CPU ${cpuPerRequest.toFixed(2)} ms/req` : '') +
      (ref ? `  | ${row.reference} before it ${ref.toFixed(0)} req/s` : '') +
      (rounds.length > 1
        ? `  | of ${row.reference === 'floor' ? 'the floor' : 'direct'}: ${rounds.map((x) => x.ratio!.toFixed(2)).join(', ')}, median counts`
        : '') +
      (bad ? `  (${bad} errors/non-2xx: ${JSON.stringify(sat.statuses)})` : ''),
  );
  return row;
}

console.log(`\nat ${SATURATION} connections for ${DURATION} s, then at ${RATE} req/s for ${DURATION} s (req/s, latency):`);
// The floors get the same bearer headers (ignored): the load generator pays the same per request.
const floorOrigin = `http://127.0.0.1:${floorPort}`;
const floors1 = [
  await measure('', floorOrigin, { name: 'floor: pk SELECT', path: '/floor/pk', tokens: regular }),
  await measure('', floorOrigin, { name: 'floor: constant', path: '/floor/const', tokens: regular }),
  await measure('', floorOrigin, { name: 'floor: bare pg', path: '/floor/bare-pg', tokens: regular }),
];
// V8 compiles and the pools fill on first use: every target warms up before anything is measured,
// so that the first one measured does not pay for all.
for (const t of targets) {
  const base = {
    method: t.method,
    body: t.body,
    idempotencyKey: t.idempotencyKey,
    tokens: t.tokens,
    connections: 10,
    duration: 2,
  };
  await load({ ...base, url: `http://127.0.0.1:${apiPort}${t.path}` });
  if (WITH_WEB) await load({ ...base, url: `http://127.0.0.1:${webPort}${t.path}` });
  if (WITH_WEB) await load({ ...base, url: `http://127.0.0.1:${frontPort}${t.path}` });
}
const direct: Record<string, Row> = {};
const viaWeb: Record<string, Row> = {};
const viaFront: Record<string, Row> = {};
const directOrigin = `http://127.0.0.1:${apiPort}`;
for (const t of targets) {
  direct[t.name] = await measure('(direct)', directOrigin, t, { reference: 'floor', budgeted: FLOOR_BUDGETS.has(t.name) });
  // A page asked once is remembered: the uncached target is measured once, directly.
  if (!WITH_WEB || t.paths) continue;
  const through = new Map((DIRECT_BUDGETS.get(t.name) ?? []).map(([via]) => [via, true]));
  viaWeb[t.name] = await measure('(web app)', `http://127.0.0.1:${webPort}`, t, {
    reference: directOrigin,
    budgeted: through.has('web'),
  });
  viaFront[t.name] = await measure('(nginx front)', `http://127.0.0.1:${frontPort}`, t, {
    reference: directOrigin,
    budgeted: through.has('front'),
  });
}
const floors2 = [
  await measure('(again)', floorOrigin, { name: 'floor: pk SELECT', path: '/floor/pk', tokens: regular }),
  await measure('(again)', floorOrigin, { name: 'floor: constant', path: '/floor/const', tokens: regular }),
  await measure('(again)', floorOrigin, { name: 'floor: bare pg', path: '/floor/bare-pg', tokens: regular }),
];
const floorPk = (floors1[0]!.sat.rps + floors2[0]!.sat.rps) / 2;
const floorConst = (floors1[1]!.sat.rps + floors2[1]!.sat.rps) / 2;
const floorBare = (floors1[2]!.sat.rps + floors2[2]!.sat.rps) / 2;

console.log(
  `\nratios (the run's floors: pk SELECT ${floorPk.toFixed(0)} req/s, mean of its first and last runs; constant ${floorConst.toFixed(0)} req/s):`,
);
// The pk SELECT floor goes through the API's database layer (openDb); the bare one through pg alone.
console.log(
  `  the API's database layer: the pk SELECT through it ${floorPk.toFixed(0)} req/s, through a bare pg pool ${floorBare.toFixed(0)} req/s (${(floorPk / floorBare).toFixed(2)})`,
);
for (const t of targets) {
  const d = direct[t.name]!;
  const w = viaWeb[t.name];
  const f = viaFront[t.name];
  console.log(
    `  ${t.name.padEnd(36)} direct ${d.ratio!.toFixed(2)} of the floor before it, ${(d.sat.rps / floorPk).toFixed(2)} of the run's mean floor (${(d.sat.rps / floorConst).toFixed(2)} of constant)` +
      (f ? `; through the nginx front ${f.ratio!.toFixed(2)} of direct before it` : '') +
      (w ? `, through the web app alone ${w.ratio!.toFixed(2)}` : ''),
  );
}

// The plans the API's connections keep: its history statements are prepared, and after five runs
// PostgreSQL may keep a generic plan, made without the parameters' values (decision 0014) — the
// plan of every later page, whatever its member or depth. Shown under EXPLAIN ANALYZE for page 50
// read first (no mark) and for the page 3 lines after it (seeking from page 50's end).
const planner = new pg.Client({ connectionString: BENCH_DB_URL });
await planner.connect();
await planner.query('SET jit = off; SET plan_cache_mode = force_generic_plan');
const literal = (v: unknown) =>
  Array.isArray(v)
    ? planner.escapeLiteral(`{${v.join(',')}}`)
    : typeof v === 'number'
      ? String(v)
      : planner.escapeLiteral(String(v));
let planned = 0;
const explaining: Pick<Queryable, 'query'> = {
  async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
    if (/^\s*SELECT (e\.id|count)/.test(sql)) {
      const name = `bench_plan_${planned++}`;
      await planner.query(`PREPARE ${name} AS ${sql}`);
      const { rows } = await planner.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${name}(${params!.map(literal).join(', ')})`,
      );
      console.log(rows.map((r) => '    ' + r['QUERY PLAN']).join('\n') + '\n');
    }
    return db.query(sql, params as unknown[] | undefined).then((r) => ({ rows: r.rows as T[], rowCount: r.rowCount! }));
  },
};
// The search's statements, then the unfiltered history's (dates only: each account read in order).
for (const search of [page50.search, undefined]) {
  for (const skip of [page50.skip, page50.skip + page50.take + 3]) {
    console.log(
      `\ngeneric plan: history skip ${skip} (${page50.take} rows, ${page50.since}…${page50.to}${search ? `, search "${search}"` : ''})${skip === page50.skip ? '' : ', after the mark the page before left'}:`,
    );
    // listHistory only queries: the handle that explains its statements is all it needs.
    await listHistory(explaining as Queryable, { memberId: memberUuid(HEAVY_MEMBER), category: 'all', ...page50, search, skip });
  }
}
await planner.end();

// A budget whose call was left out (BENCH_TARGETS) has no value and is not printed.
type MaybeBudget = [what: string, value: number | null | undefined, op: '≥' | '≤', limit: number, unit: string];
const measured: MaybeBudget[] = [
  ...[...FLOOR_BUDGETS].map(([name, [label, least]]): MaybeBudget => [
    label,
    direct[name]?.ratio,
    '≥',
    least,
    'of the floor before it',
  ]),
  // The production layout's path (decision 0014), and `npm start`'s web app passing a call on.
  ...[...DIRECT_BUDGETS].flatMap(([name, lines]) =>
    lines.map(([via, label, least]): MaybeBudget => [
      label,
      (via === 'web' ? viaWeb : viaFront)[name]?.ratio,
      '≥',
      least,
      'of direct before it',
    ]),
  ),
  ['history page 50 with filters, p99 at 200 req/s', direct['history, page 50, dates + search']?.fixed.p99, '≤', 15, 'ms'],
  // Each page asked once runs its statements (no page is remembered): the generic plans' line. A
  // share of the floor would compare a seek through 20–40 index lines and five joins with one
  // primary-key row; what a member paging deep meets is the time of each page while others call.
  [
    'history pages 50–500 each read once, p99 at 200 req/s',
    direct['history, pages 50–500, dates + search, each page new']?.fixed.p99,
    '≤',
    15,
    'ms',
  ],
  ["a member's contest page, p99 at 200 req/s", direct['contest page']?.fixed.p99, '≤', 15, 'ms'],
  ["a supervisor's team page (200 agents), p99 at 100 req/s", direct['team page']?.fixed.p99, '≤', 25, 'ms'],
];
const budgets = measured.filter((budget): budget is Budget => budget[1] !== undefined);
// The servers of the calls are done; the round's other benches start their own.
stopProcesses();
if (!process.env.BENCH_TARGETS && process.env.BENCH_ROUND !== '0') budgets.push(...roundBenches());
const failed = printBudgets(budgets);
const errors = results.reduce((n, r) => n + r.sat.errors + r.fixed.errors, 0);
if (errors) console.log(`  note: ${errors} connection errors or timeouts in the run`);

mkdirSync(path.join(benchRoot, 'results'), { recursive: true });
const file = path.join(benchRoot, 'results', `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ duration: DURATION, floorPk, floorConst, floorBare, results }, null, 2));
console.log(`\nraw figures: ${path.relative(repoRoot, file)}`);
await db.end();
process.exitCode = failed ? 1 : 0;

/**
 * The payouts' and the contests' benches, one after the other, each in a process of its own; their
 * budget lines, prefixed with the bench's name (a bench that failed before printing any counts as one
 * failed line).
 */
function roundBenches(): Budget[] {
  const lines: Budget[] = [];
  for (const [name, file] of [
    ['payouts', 'payouts.ts'],
    ['contests', 'contests.ts'],
  ] as const) {
    const out = path.join(dataDir, `${name}-budgets.jsonl`);
    rmSync(out, { force: true });
    console.log(`
› the round's ${name}: bench/${file}`);
    const res = spawnSync(process.execPath, [path.join(benchRoot, file)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_BUDGETS_OUT: out },
    });
    const rows = existsSync(out)
      ? readFileSync(out, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Budget)
      : [];
    if (rows.length === 0) rows.push([`bench/${file} ran to its budgets (exit ${res.status})`, 0, '≥', 1, '']);
    lines.push(...rows.map(([what, ...rest]): Budget => [`${name}: ${what}`, ...rest]));
  }
  return lines;
}
