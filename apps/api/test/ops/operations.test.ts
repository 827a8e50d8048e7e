// What the people who run the service use: health and readiness, metrics, the housekeeping
// sweeps, the per-member upload limit, and a backup restored into a fresh folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { parseEnv } from '../../src/config/env.js';
import { restoreDataDir } from '../../src/db/backup.js';
import { openPglite } from '../../src/db/pglite.js';
import { sweepJob } from '../../src/features/housekeeping/sweep-job.js';
import { buildOpsApp } from '../../src/ops-app.js';
import { buildTestApp, openTemplatePglite, runJob, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { credit, moneyMember, SBER, withdraw } from '../money/fixtures.js';
import { pngFile, solidPng, upload } from '../profile/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ UPLOADS_PER_MEMBER_PER_HOUR: '2' });
});

describe('health and readiness', () => {
  it('/api/health says alive, /api/ready that the database answers and is migrated', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: ctx.db.kind });
  });

  it('/api/ready answers 503 while a migration is missing, and while shutting down', async () => {
    await ctx.db.query("DELETE FROM schema_migrations WHERE version = '0005_profile'");
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'service_unavailable', message: 'Миграции базы данных не применены' });
    } finally {
      await ctx.db.query("INSERT INTO schema_migrations (version) VALUES ('0005_profile')");
    }
    ctx.app.draining = true;
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      ctx.app.draining = false;
    }
  });
});

describe('metrics (ops listener)', () => {
  it('counts requests per route, codes sent, withdrawals and the pool', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 300);
    expect((await withdraw(ctx, m, { bankId: SBER, amount: 100, phone: m.phone })).statusCode).toBe(200);
    const ops = await buildOpsApp({ metrics: ctx.app.metrics, db: ctx.db, token: 'o'.repeat(16) });
    try {
      expect((await ops.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const res = await ops.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${'o'.repeat(16)}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const text = res.body;
      expect(text).toMatch(/http_requests_total\{method="POST",route="\/api\/withdrawal\/",status="200"\} 1/);
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="\/api\/withdrawal\/"/);
      expect(text).toMatch(/sms_codes_sent_total [1-9]/);
      expect(text).toMatch(/withdrawal_orders\{status="requested"\} [1-9]/);
      expect(text).toMatch(/withdrawal_orders\{status="pending"\} [1-9]/);
      // Ids never become label values.
      expect(text).not.toContain(m.memberId);
    } finally {
      await ops.close();
    }
  });
});

describe('housekeeping sweeps', () => {
  it('remove old rate-limit windows, used captcha solutions and idempotency keys, and nothing current', async () => {
    // Signing the member in moves the clock (a code's resend wait): the sweep runs at the time after.
    const m = await moneyMember(ctx);
    const now = ctx.clock.now();
    const old = new Date(now.getTime() - 8 * 24 * 3_600_000);
    await ctx.db.query("INSERT INTO rate_limits (key, window_start, hits) VALUES ('sweep:old', $1, 1), ('sweep:new', $2, 1)", [
      old,
      now,
    ]);
    await ctx.db.query("INSERT INTO captcha_uses (challenge_id, expires_at) VALUES ('sweep-old', $1), ('sweep-new', $2)", [
      old,
      new Date(now.getTime() + 60_000),
    ]);
    await ctx.db.query(
      `INSERT INTO withdrawal_requests (member_id, idempotency_key, request_hash, created_at)
       VALUES ($1, 'sweep-old-key', 'h', $2), ($1, 'sweep-new-key', 'h', $3)`,
      [m.memberId, old, now],
    );
    const removed = (await runJob(ctx.app, sweepJob, {})).output;
    expect(removed.rateLimits).toBeGreaterThanOrEqual(1);
    expect(removed.captcha).toBeGreaterThanOrEqual(1);
    expect(removed.idempotency).toBeGreaterThanOrEqual(1);
    const left = await ctx.db.query<{ k: string }>(
      `SELECT key AS k FROM rate_limits WHERE key LIKE 'sweep:%'
       UNION ALL SELECT challenge_id FROM captcha_uses WHERE challenge_id LIKE 'sweep-%'
       UNION ALL SELECT idempotency_key FROM withdrawal_requests WHERE idempotency_key LIKE 'sweep-%'`,
    );
    expect(left.rows.map((r) => r.k).sort()).toEqual(['sweep-new', 'sweep-new-key', 'sweep:new']);
  });

  it('are scheduled on the job queue, once an hour', async () => {
    const schedules = await ctx.app.deps.jobs.boss.getSchedules();
    expect(schedules.map((x) => ({ name: x.name, cron: x.cron, tz: x.options?.tz ?? null }))).toEqual(
      expect.arrayContaining([
        { name: 'housekeeping.sweep', cron: '5 * * * *', tz: 'Europe/Moscow' },
        { name: 'identity.retention', cron: '35 * * * *', tz: 'Europe/Moscow' },
        { name: 'notifications.deliver', cron: '* * * * *', tz: 'Europe/Moscow' },
      ]),
    );
  });
});

describe('uploads per member', () => {
  it('are limited per hour (UPLOADS_PER_MEMBER_PER_HOUR), the refusal 429 with Retry-After', async () => {
    const m = await moneyMember(ctx);
    const png = await solidPng(64, 64);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await upload(ctx, '/api/lk/edit/set-img/', m, { content: pngFile(png) })).statusCode);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    const third = await upload(ctx, '/api/lk/edit/set-img/', m, { content: pngFile(png) });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate_limited' });
    expect(third.headers['retry-after']).toBeDefined();
    // Another member is not affected.
    const other = await moneyMember(ctx);
    expect((await upload(ctx, '/api/lk/edit/set-img/', other, { content: pngFile(png) })).statusCode).toBe(200);
  });
});

describe('backup and restore of the embedded database', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentplus-backup-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('a copy taken while withdrawals run restores into a fresh folder with the same balances', async () => {
    const source = await openTemplatePglite(path.join(fresh(), 'pg'));
    const app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', DATA_DIR: fresh(), CAPTCHA_MAX_COUNTER: '200' }),
      db: source,
      clock: ctx.clock,
      secrets: { sessionSecret: 's'.repeat(32), tokenSecret: 't'.repeat(32) },
      // The sign-in helper reads the codes the log provider "sent" from the test's log.
      logStream: { write: (line) => ctx.logs.push(JSON.parse(line) as Record<string, unknown>) },
    });
    const backupToken = 'b'.repeat(43);
    const ops = await buildOpsApp({ metrics: app.metrics, db: source, backupToken });
    const authorization = `Bearer ${backupToken}`;
    const local = { ...ctx, app, db: source };
    try {
      const members = [await moneyMember(local), await moneyMember(local)];
      for (const m of members) await credit(local, m.memberId, 1000);
      // A backup in the middle of the traffic is consistent on its own.
      const traffic = Promise.all(
        members.flatMap((m) =>
          Array.from({ length: 6 }, () => withdraw(local, m, { bankId: SBER, amount: 100, phone: m.phone })),
        ),
      );
      const during = await ops.inject({ method: 'POST', url: '/backup', headers: { authorization } });
      await traffic;
      expect(during.statusCode).toBe(200);
      const duringDir = path.join(fresh(), 'pg');
      await restoreDataDir(during.rawPayload, duringDir);
      const restoredDuring = await openPglite(duringDir);
      await assertLedgerInvariants(restoredDuring);
      await restoredDuring.close();

      // Quiet now: the copy has exactly the balances the source has.
      const after = await ops.inject({ method: 'POST', url: '/backup', headers: { authorization } });
      expect(after.headers['content-type']).toBe('application/gzip');
      const dir = path.join(fresh(), 'pg');
      await restoreDataDir(after.rawPayload, dir);
      await expect(restoreDataDir(after.rawPayload, dir)).rejects.toThrow(/not empty/);
      const restored = await openPglite(dir);
      const balances =
        'SELECT member_id, kind, balance FROM ledger_accounts WHERE member_id IS NOT NULL ORDER BY member_id, kind';
      const expected = (await source.query(balances)).rows;
      // Two members, each with an available, a frozen and a debt account.
      expect(expected.length).toBe(6);
      expect((await restored.query(balances)).rows).toEqual(expected);
      await assertLedgerInvariants(restored);
      await restored.close();
    } finally {
      await ops.close();
      await app.close();
      await source.close();
    }
  });
});
