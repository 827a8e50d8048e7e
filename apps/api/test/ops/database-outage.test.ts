// Finding 2: the API rides through a database outage — lost connections are logged, requests
// meeting the outage answer 503 with a Russian message, and it recovers with no restart.
import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { parseEnv } from '../../src/config/env.js';
import { openPostgres } from '../../src/db/postgres.js';
import { isDatabaseUnavailable } from '../../src/db/unavailable.js';
import { buildTestApp } from '../helper.js';
import { credit, moneyMember } from '../money/fixtures.js';

describe('a database that never answers', () => {
  // Accepts TCP connections and then says nothing, like a server behind a dead network path.
  const silent = net.createServer(() => undefined);
  const held: net.Socket[] = [];
  silent.on('connection', (s) => held.push(s));
  afterAll(() => {
    for (const s of held) s.destroy();
    silent.close();
  });

  it('gives up connecting after the timeout; the API answers 503, not a hang', async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const db = openPostgres({
      url: `postgres://x@127.0.0.1:${port}/none`,
      poolSize: 2,
      connectTimeoutMs: 300,
      onConnectionError() {},
    });
    const err = await db.query('SELECT 1').then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(err)).toBe(true);

    const app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/cabinet-outage-test' }),
      db,
      secrets: { sessionSecret: 's'.repeat(32), tokenSecret: 't'.repeat(32) },
      logStream: { write() {} },
    });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'service_unavailable', message: expect.stringMatching(/[А-Яа-я]/) });
      expect(ready.headers['retry-after']).toBeDefined();
      // Alive all the same: a database outage is no reason to restart the process.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('connections terminated by the server (pg_terminate_backend)', () => {
  async function terminate(applicationName: string): Promise<number> {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ok: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()',
        [applicationName],
      );
      return rows.length;
    } finally {
      await admin.end();
    }
  }

  it('idle and busy connections dropped mid-traffic: 200 or 503, never 500, then 200 again by itself', async () => {
    const ctx = await buildTestApp();
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 500);
    // Each test file's connections carry its database's name (helper.ts).
    const database = (await ctx.db.query<{ d: string }>('SELECT current_database() AS d')).rows[0]!.d;
    const get = () => ctx.app.inject({ method: 'GET', url: '/api/balance/user-balance/', headers: m.headers });

    // Fill the pool, so that idle connections are there to be dropped.
    await Promise.all(Array.from({ length: 15 }, get));
    const statuses: number[] = [];
    let stop = false;
    const traffic = (async () => {
      while (!stop) statuses.push(...(await Promise.all(Array.from({ length: 5 }, get))).map((r) => r.statusCode));
    })();
    await new Promise((r) => setTimeout(r, 100));
    expect(await terminate(database)).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(await terminate(database)).toBeGreaterThanOrEqual(0);
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await traffic;

    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const after = await Promise.all(Array.from({ length: 10 }, get));
    expect(after.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(after[0]!.json()).toMatchObject({ balance: 500 });
  });
});
