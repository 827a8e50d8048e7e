// npm run backup while the API serves the embedded database, npm run restore into a fresh data
// folder: the restored database has the same balances (the scripts' own entry points, real processes).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from '../apps/api/src/db/pglite.js';
import { assertLedgerInvariants } from '../apps/api/test/ledger-invariants.js';
import { freePort, startNode, stopServer, waitForUrl, type Server } from '../e2e/support/servers.js';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(tmpdir(), 'agentplus-backup-cli-'));
let api: Server | undefined;

afterAll(async () => {
  if (api) await stopServer(api);
  rmSync(dir, { recursive: true, force: true });
});

const BALANCES = 'SELECT member_id, kind, balance FROM ledger_accounts WHERE member_id IS NOT NULL ORDER BY member_id, kind';

it('a backup taken while the API serves restores into a fresh folder with the same balances', async () => {
  const [apiPort, opsPort] = await Promise.all([freePort(), freePort()]);
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    DATA_DIR: path.join(dir, 'data'),
    API_PORT: String(apiPort),
    OPS_PORT: String(opsPort),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  api = startNode('API (backup)', [path.join(root, 'apps/api/dist/server.js')], env, root, path.join(dir, 'api.log'));
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/ready`, api);

  const file = path.join(dir, 'backup.tar.gz');
  const backup = await run(process.execPath, [path.join(root, 'apps/api/dist/db/backup-cli.js'), file], { env, cwd: root });
  expect(backup.stdout).toContain('copied from the running API');

  // Nothing changed the ledger since the copy: the source's balances now are those it copied.
  await stopServer(api);
  api = undefined;
  const source = await openPglite(path.join(dir, 'data', 'pg'));
  const expected = (await source.query(BALANCES)).rows;
  await source.close();
  expect(expected.length).toBeGreaterThan(10);

  const restoredDir = path.join(dir, 'restored');
  const restore = await run(process.execPath, [path.join(root, 'apps/api/dist/db/restore-cli.js'), file], {
    env: { ...env, DATA_DIR: restoredDir },
    cwd: root,
  });
  expect(restore.stdout).toContain('restored');
  const restored = await openPglite(path.join(restoredDir, 'pg'));
  try {
    expect((await restored.query(BALANCES)).rows).toEqual(expected);
    await assertLedgerInvariants(restored);
  } finally {
    await restored.close();
  }
  // A second restore into the same folder is refused: it never overwrites a database.
  await expect(
    run(process.execPath, [path.join(root, 'apps/api/dist/db/restore-cli.js'), file], { env: { ...env, DATA_DIR: restoredDir } }),
  ).rejects.toThrow(/not empty/);
});
