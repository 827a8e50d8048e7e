// The scaled deployment for fault tests: a database of its own on the PostgreSQL server,
// `npm run start:scaled` on spare ports, members seeded with points, and sign-in through nginx.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/postgres.js';
import type { Db } from '../apps/api/src/db/types.js';
import { adjustBalance } from '../apps/api/src/features/adjustments/adjust-balance.js';
import { seedMember } from '../apps/api/src/seed/members.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.FAULT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database of this run's own on the server, dropped at the end. */
export async function createDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `agentplus_fault_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Ends every connection the API processes and their job queues hold to `database` (what a failover does to them). */
export async function terminateConnections(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND application_name IN ('agentplus-api', 'agentplus-jobs') AND pid <> pg_backend_pid()`,
      [database],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** A port nothing listens on now (the object store's emulator of start:scaled takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Eight consecutive free ports (start:scaled uses SCALED_PORT and the seven after it). */
async function freeBlock(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const checks = await Promise.all(Array.from({ length: 8 }, (_, i) => portFree(base + i)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error('no block of 8 free ports found');
}

export interface ScaledState {
  ports: { public: number; apiBalancer: number; api: number[]; web: number[]; ops: number[] };
  /** The API processes' data folders: two when the files are on object storage (two machines). */
  dataDirs: string[];
  pids: Record<string, number>;
  restarts: Record<string, number>;
  ready?: boolean;
}

export interface Scaled {
  origin: string;
  /** DATA_DIR of start:scaled (its S3 emulator keeps its objects in s3-emulator/ there). */
  dataDir: string;
  state(): ScaledState;
  logFile: string;
  stop(): Promise<void>;
}

/** Starts `npm run start:scaled`'s script on spare ports and waits until nginx answers ready. */
export async function startScaled(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<Scaled> {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentplus-fault-'));
  const base = await freeBlock();
  const logFile = path.join(dir, 'scaled.log');
  const log = createWriteStream(logFile);
  const dropped = new Set(['SESSION_SECRET', 'TOKEN_SECRET', 'API_URL', 'PORT', 'NODE_ENV', 'YM_COUNTER_ID', 'OPS_PORT']);
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start-scaled.mjs')], {
    cwd: root,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !dropped.has(k))),
      SCALED_PORT: String(base),
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      OTP_FIXED_CODE: '000000',
      CAPTCHA_MAX_COUNTER: '200',
      CODE_REQUESTS_PER_IP_PER_HOUR: '100000',
      VERIFY_REQUESTS_PER_IP_PER_10_MIN: '100000',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stateFile = path.join(dir, 'data', 'scaled', 'state.json');
  const state = () => JSON.parse(readFileSync(stateFile, 'utf8')) as ScaledState;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // gone
        }
      }, 20_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const until = Date.now() + 480_000;
  while (!(existsSync(stateFile) && state().ready)) {
    if (child.exitCode !== null || Date.now() > until) {
      const output = readFileSync(logFile, 'utf8').slice(-4000);
      await stop();
      throw new Error(`start:scaled did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { origin: `http://127.0.0.1:${base}`, dataDir: path.join(dir, 'data'), state, logFile, stop };
}

export interface Member {
  memberId: string;
  phone: string;
  cookie: string;
}

let phoneSeq = 0;

/** A member with a confirmed identity and `points` on the balance, straight into the database. */
export async function seedRichMember(db: Db, points: number): Promise<{ memberId: string; phone: string }> {
  const phone = `7902${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq++).padStart(4, '0')}`;
  const memberId = await seedMember(db, { phone });
  await db.query("INSERT INTO identity_documents (member_id, status) VALUES ($1, 'confirmed')", [memberId]);
  if (points === 0) return { memberId, phone };
  await db.transaction((tx) =>
    adjustBalance(tx, {
      memberId,
      amount: points,
      reason: 'Баланс для теста отказов',
      operator: 'fault@agentplus.ru',
      at: new Date(),
    }),
  );
  return { memberId, phone };
}

async function captcha(origin: string): Promise<string> {
  const challenge = (await (await fetch(`${origin}/api/captcha/challenge`)).json()) as Parameters<
    typeof solveChallenge
  >[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Signs in through nginx and the web app, as the browser does: the session cookie comes back. */
export async function signInThroughWeb(origin: string, phone: string): Promise<string> {
  const post = async (p: string, body: unknown) =>
    fetch(`${origin}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const code = await post('/api/mobile-auth/code', { phone, captcha: await captcha(origin) });
  if (code.status !== 200) throw new Error(`code: ${code.status} ${await code.text()}`);
  const { userId } = (await code.json()) as { userId: string };
  const verify = await post('/api/mobile-auth/verify', { userId, code: '000000', captcha: await captcha(origin) });
  if (verify.status !== 200) throw new Error(`verify: ${verify.status} ${await verify.text()}`);
  const cookie = verify.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

export function openDatabase(url: string): Db {
  return openPostgres({ url, poolSize: 4, applicationName: 'agentplus-fault-test' });
}
