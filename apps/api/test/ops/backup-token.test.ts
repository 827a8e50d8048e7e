// The ops port's `POST /backup` always asks for a token (decision 0009): this machine runs servers
// that post where others choose, so the database is never handed out to a request without it.
// OPS_TOKEN when set; otherwise the API makes one at its first start and keeps it in DATA_DIR,
// where `npm run backup` (the same DATA_DIR) reads it.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpsToken, readStoredOpsToken } from '../../src/config/ops-token.js';
import { fetchBackup } from '../../src/db/backup.js';
import { buildOpsApp } from '../../src/ops-app.js';
import { buildTestApp, type TestContext } from '../helper.js';

let ctx: TestContext;
const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentplus-ops-token-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** What a backup answers once past the token: the archive on PGlite, «use pg_dump» on a server. */
const served = (kind: string) => (kind === 'pglite' ? 200 : 501);

describe('the token', () => {
  it('is OPS_TOKEN when set; else one made once, kept in DATA_DIR for its owner only', () => {
    expect(loadOpsToken({ DATA_DIR: fresh(), OPS_TOKEN: 'o'.repeat(16) })).toBe('o'.repeat(16));
    const DATA_DIR = path.join(fresh(), 'data');
    expect(readStoredOpsToken({ DATA_DIR })).toBeUndefined();
    const made = loadOpsToken({ DATA_DIR, OPS_TOKEN: undefined });
    expect(made).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(DATA_DIR, 'ops-token')).mode & 0o777).toBe(0o600);
    // The next start, and the backup command, read the same one.
    expect(loadOpsToken({ DATA_DIR, OPS_TOKEN: undefined })).toBe(made);
    expect(readStoredOpsToken({ DATA_DIR })).toBe(made);
  });
});

describe('POST /backup', () => {
  it('is refused without the token even when OPS_TOKEN is unset; metrics stay open then', async () => {
    const backupToken = loadOpsToken({ DATA_DIR: fresh(), OPS_TOKEN: undefined });
    const ops = await buildOpsApp({ metrics: ctx.app.metrics, db: ctx.db, backupToken });
    try {
      expect((await ops.inject({ method: 'POST', url: '/backup' })).statusCode).toBe(401);
      expect((await ops.inject({ method: 'POST', url: '/backup?x=1' })).statusCode).toBe(401);
      const wrong = await ops.inject({ method: 'POST', url: '/backup', headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
      expect(wrong.statusCode).toBe(401);
      const right = await ops.inject({ method: 'POST', url: '/backup', headers: { authorization: `Bearer ${backupToken}` } });
      expect(right.statusCode).toBe(served(ctx.db.kind));
      expect((await ops.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    } finally {
      await ops.close();
    }
  });

  it('with no token at all it is never open', async () => {
    const ops = await buildOpsApp({ metrics: ctx.app.metrics, db: ctx.db });
    try {
      expect((await ops.inject({ method: 'POST', url: '/backup' })).statusCode).toBe(401);
      expect((await ops.inject({ method: 'POST', url: '/backup', headers: { authorization: 'Bearer ' } })).statusCode).toBe(401);
    } finally {
      await ops.close();
    }
  });

  it('OPS_TOKEN guards both; the backup command sends the token it reads from DATA_DIR', async () => {
    const token = 'o'.repeat(16);
    const guarded = await buildOpsApp({ metrics: ctx.app.metrics, db: ctx.db, token, backupToken: 'ignored'.repeat(6) });
    try {
      expect((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const backup = await guarded.inject({ method: 'POST', url: '/backup', headers: { authorization: `Bearer ${token}` } });
      expect(backup.statusCode).toBe(served(ctx.db.kind));
    } finally {
      await guarded.close();
    }

    // Over a real socket, as `npm run backup` asks a running API (apps/api/src/db/backup-cli.ts).
    const DATA_DIR = fresh();
    const ops = await buildOpsApp({
      metrics: ctx.app.metrics,
      db: ctx.db,
      backupToken: loadOpsToken({ DATA_DIR, OPS_TOKEN: undefined }),
    });
    const origin = await ops.listen({ port: 0, host: '127.0.0.1' });
    try {
      await expect(fetchBackup(origin)).rejects.toThrow(/refused the backup: 401/);
      if (ctx.db.kind === 'pglite')
        expect((await fetchBackup(origin, readStoredOpsToken({ DATA_DIR }))).length).toBeGreaterThan(1000);
      else await expect(fetchBackup(origin, readStoredOpsToken({ DATA_DIR }))).rejects.toThrow(/refused the backup: 501/);
    } finally {
      await ops.close();
    }
  });
});
