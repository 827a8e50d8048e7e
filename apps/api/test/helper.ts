import { randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { expect, inject } from 'vitest';
import { closeAfterFile } from './file-teardown.js';
import { buildApp, type BuildOptions } from '../src/app.js';
import { parseEnv } from '../src/config/env.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { UNDECLARED_REFUSAL } from '../src/plugins/errors.js';
import type { Db } from '../src/db/types.js';
import type { JobDefinition } from '../src/jobs/definition.js';
import { ManualClock } from '../src/lib/clock.js';
import { assertLedgerInvariants } from './ledger-invariants.js';
import { databaseUrl, TEST_DB_PREFIX } from './test-databases.js';

/**
 * A fresh migrated database for one test file, copied from the one the run migrated once
 * (global-setup.ts): in-memory PGlite loaded from its dumped data directory by default, or a
 * database of its own on the server named by TEST_DATABASE_URL (`CREATE DATABASE … TEMPLATE`,
 * dropped afterwards), so files run in parallel.
 */
export async function createTestDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject('testTemplateDatabase');
    if (!template) throw new Error('no template database: vitest.config.ts names apps/api/test/global-setup.ts');
    const name = `${TEST_DB_PREFIX}${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    // Named after its database, so that a test can find (and terminate) this file's connections only.
    const inner = openPostgres({ url: databaseUrl(url, name), poolSize: 20, applicationName: name });
    return {
      ...inner,
      async close() {
        await inner.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  return openTemplatePglite();
}

/** A PGlite copy of the run's migrated database, in memory or (`dataDir`) in a folder of its own. */
export async function openTemplatePglite(dataDir?: string): Promise<Db> {
  const dump = inject('testPgliteDump');
  if (!dump) throw new Error('no migrated PGlite dump: vitest.config.ts names apps/api/test/global-setup.ts');
  return openPglite(dataDir, { loadDataDir: new Blob([readFileSync(dump)]) });
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  rawLogs: string[];
}

/**
 * The organiser every test app has unless a test opts out (an empty value is no value: pass
 * `ORGANISER_INN: ''` for an organiser without its ИНН): a month closes only with all four set.
 */
export const TEST_ORGANISER = {
  ORGANISER_NAME: 'ООО «Агент Плюс — тест»',
  ORGANISER_INN: '7701234560',
  ORGANISER_OGRN: '1027700123450',
  ORGANISER_ADDRESS: '000000, г. Тестовск, ул. Проверочная, д. 1',
} as const;

/** Builds the app on a fresh database for the current test file and closes both after it. */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: Pick<BuildOptions, 'jobs' | 'resolveHost'> = {},
): Promise<TestContext> {
  const db = await createTestDb();
  const clock = new ManualClock();
  const rawLogs: string[] = [];
  const logs: Record<string, unknown>[] = [];
  const app = await buildApp({
    env: parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      CAPTCHA_MAX_COUNTER: '200',
      // Test files solve many challenges from one inject address; the limit has a test of its own.
      CAPTCHA_CHALLENGES_PER_IP_PER_10_MIN: '100000',
      DATA_DIR: `/tmp/cabinet-test-${randomUUID()}`,
      ...TEST_ORGANISER,
      ...env,
    }),
    db,
    clock,
    secrets: { sessionSecret: 's'.repeat(32), tokenSecret: 't'.repeat(32) },
    // Idle workers look for work twice a second: a test waits for a job, never sleeps a fixed time.
    jobs: { pollingIntervalSeconds: 0.5, ...opts.jobs },
    ...(opts.resolveHost ? { resolveHost: opts.resolveHost } : {}),
    logStream: {
      write(line: string) {
        rawLogs.push(line);
        logs.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  });
  await app.ready();
  await app.deps.jobs.ready();
  // Checked and closed when the file ends (file-teardown.ts).
  closeAfterFile(async () => {
    try {
      // Every test file leaves the ledger consistent, whatever it did.
      await assertLedgerInvariants(db);
      // Every refusal a test provoked is one its route's contract declares.
      const undeclared = logs
        .filter((l) => l.msg === UNDECLARED_REFUSAL)
        .map((l) => `${String(l.operationId)}: ${String(l.code)}`);
      expect([...new Set(undeclared)], 'refusals the contracts do not list').toEqual([]);
    } finally {
      await app.close();
      await db.close();
    }
  });
  return { app, db, clock, logs, rawLogs };
}

/**
 * Queues a job as its schedule or its feature would and waits until a worker of the app has run
 * it: answers its final state and what the handler returned (or the error it threw).
 */
export async function runJob<T extends object>(
  app: FastifyInstance,
  def: JobDefinition<T, never>,
  data: T,
): Promise<{ state: string; output: Record<string, unknown> }> {
  const { jobs } = app.deps;
  const id = await jobs.send(app.deps.db, def, data);
  return waitForJob(app, def.name, id);
}

/** Waits until a job is completed, failed or cancelled (retries included). */
export async function waitForJob(
  app: FastifyInstance,
  queue: string,
  id: string,
  timeoutMs = 60_000,
): Promise<{ state: string; output: Record<string, unknown> }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await app.deps.jobs.boss.getJobById(queue, id);
    if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) {
      return { state: job.state, output: job.output as Record<string, unknown> };
    }
    if (Date.now() > until) throw new Error(`job ${queue} ${id} still ${job?.state ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Solves a fresh challenge the way the browser widget does and returns the payload it submits. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey: sha });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The codes the log SMS provider has "sent" to a phone, oldest first. */
export function sentCodes(ctx: TestContext, phone: string): string[] {
  return ctx.logs
    .map((l) => l.sms as { to: string; text: string } | undefined)
    .filter((s): s is { to: string; text: string } => s?.to === phone)
    .map((s) => /\d{6}/.exec(s.text)![0]);
}

export async function requestCode(ctx: TestContext, phone: string, ip = '203.0.113.10') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/mobile-auth/code',
    remoteAddress: ip,
    payload: { phone, captcha: await solveCaptcha(ctx.app) },
  });
}

export async function verifyCode(ctx: TestContext, userId: string, code: string, ip = '203.0.113.10') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/mobile-auth/verify',
    remoteAddress: ip,
    payload: { userId, code, captcha: await solveCaptcha(ctx.app) },
  });
}

export interface SignedIn {
  userId: string;
  accessToken: string;
  refreshToken: string;
  /** `headers` for `inject` with the bearer token. */
  headers: { authorization: string };
}

/** Signs a member in through the real code flow and returns the tokens. */
export async function signIn(ctx: TestContext, phone: string): Promise<SignedIn> {
  // A fresh address per sign-in keeps many sign-ins of one file clear of the per-address limit.
  const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const code = await requestCode(ctx, phone, ip);
  if (code.statusCode !== 200) throw new Error(`code: ${code.body}`);
  const { userId } = code.json<{ userId: string }>();
  const sent = sentCodes(ctx, phone).at(-1)!;
  const res = await verifyCode(ctx, userId, sent, ip);
  if (res.statusCode !== 200) throw new Error(`verify: ${res.body}`);
  const body = res.json<{ userId: string; accessToken: string; refreshToken: string }>();
  // Let the next sign-in of the same phone pass the re-send pause.
  ctx.clock.advance(61_000);
  return { ...body, headers: { authorization: `Bearer ${body.accessToken}` } };
}
