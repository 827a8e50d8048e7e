// What the benchmarks on the PostgreSQL server share (bench/import.ts, bench/contests.ts): a
// database of their own, created and dropped, with the built API over it and the demo operator;
// the operator's sign-in and an import through the back office, timed until its job is done.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportJob } from '@cabinet/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/api/dist/app.js';
import { parseEnv } from '../../apps/api/dist/config/env.js';
import { migrate } from '../../apps/api/dist/db/migrate.js';
import { openPostgres } from '../../apps/api/dist/db/postgres.js';
import type { Db } from '../../apps/api/dist/db/types.js';
import { DEMO_OPERATOR, seedOperatorsDemo } from '../../apps/api/dist/seed/operators-demo.js';

/** A bench's database on the server: its pool, its address, a data folder, and how to drop them. */
export interface BenchDatabase {
  db: Db;
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * Creates the database `bench_<name>_<pid>` on the server at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and opens a pool on it; without a server, prints
 * `<name>: SKIP — …` and exits 0. `drop()` closes the pool, drops the database and removes the
 * data folder.
 */
export async function createBenchDatabase(
  name: string,
  { statementTimeoutMs }: { statementTimeoutMs: number },
): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`${name}: SKIP — no PostgreSQL server at ${serverUrl} (${(err as Error).message})`);
    process.exit(0);
  }
  const dbName = `bench_${name}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const dataDir = path.join(tmpdir(), `bench-${name}-${randomUUID()}`);
  const db = openPostgres({ url: url.toString(), poolSize: 10, statementTimeoutMs });
  return {
    db,
    url: url.toString(),
    dataDir,
    async drop() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Migrates the bench database and builds the API over it, with the demo operator. */
export async function buildBenchApp({ db, url, dataDir }: BenchDatabase): Promise<FastifyInstance> {
  await migrate(db);
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: url, DATA_DIR: dataDir }),
    db,
    secrets: { sessionSecret: 's'.repeat(32), tokenSecret: 't'.repeat(32) },
  });
  await db.transaction((tx) => seedOperatorsDemo(tx, { now: new Date(), totpKey: app.deps.totpKey }));
  return app;
}

/** The demo operator's authorization header on the API at `base`. */
export async function signInOperator(base: string): Promise<{ authorization: string }> {
  const signIn = await fetch(`${base}/api/admin/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }),
  });
  const { token } = (await signIn.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** An import's job once applied: what applying did is known. */
export type AppliedImport = ImportJob & { result: NonNullable<ImportJob['result']> };

/**
 * Uploads a CSV through the back office (upload + preview), applies it and waits for its job:
 * the preview, the finished job and the seconds each part took. An import not applied throws.
 */
export async function importFile(
  base: string,
  auth: { authorization: string },
  bytes: Buffer<ArrayBuffer>,
  name: string,
): Promise<{ preview: ImportJob; job: AppliedImport; previewS: number; applyS: number }> {
  const form = new globalThis.FormData();
  form.append('fileName', name);
  form.append('content', new Blob([bytes], { type: 'text/csv' }), name);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/imports`, { method: 'POST', headers: auth, body: form });
  const preview = (await res.json()) as ImportJob;
  if (res.status !== 200) throw new Error(`preview: ${res.status} ${JSON.stringify(preview)}`);
  const t1 = performance.now();
  const applied = await fetch(`${base}/api/admin/imports/${preview.id}/apply`, { method: 'POST', headers: auth });
  if (applied.status !== 200) throw new Error(`apply: ${applied.status} ${await applied.text()}`);
  let job: ImportJob;
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    job = (await (await fetch(`${base}/api/admin/imports/${preview.id}`, { headers: auth })).json()) as ImportJob;
    if (job.status !== 'applying') break;
  }
  const t2 = performance.now();
  if (job.status !== 'applied') throw new Error(`import ${preview.id} ended ${job.status}: ${job.error}`);
  return { preview, job: job as AppliedImport, previewS: (t1 - t0) / 1000, applyS: (t2 - t1) / 1000 };
}
