// `npm start` (scripts/start.mjs) on one host: the API killed (SIGKILL) is started again by the
// supervisor (scripts/lib/supervisor.mjs) and answers ready; the web app and the emulators keep
// running, and the script says what it did. On the embedded database and on the PostgreSQL server.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { freePort, startNode, stopServer, waitForUrl } from '../e2e/support/servers.js';
import { createDatabase } from './support.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface StartState {
  pids: Record<string, number>;
  restarts: Record<string, number>;
}

it.each([
  ['the embedded database', false],
  ['the PostgreSQL server', true],
])(
  'on %s: a crashed API is started again, the rest keeps running',
  async (_, onServer) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentplus-start-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    const database = onServer ? await createDatabase() : null;
    if (database) cleanup.push(() => database.drop());

    const [apiPort, opsPort, webPort, emulatorPort, pushPort, smsPort, tbankPort] = await Promise.all(
      Array.from({ length: 7 }, freePort),
    );
    const dropped = new Set(['SESSION_SECRET', 'TOKEN_SECRET', 'API_URL', 'NODE_ENV', 'YM_COUNTER_ID', 'DATABASE_URL']);
    const env = {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !dropped.has(k))),
      DATA_DIR: path.join(dir, 'data'),
      API_PORT: String(apiPort),
      OPS_PORT: String(opsPort),
      PORT: String(webPort),
      EMULATOR_PORT: String(emulatorPort),
      PUSH_EMULATOR_PORT: String(pushPort),
      SMS_EMULATOR_PORT: String(smsPort),
      EMULATOR_TBANK_SECURED_PORT: String(tbankPort),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    const logFile = path.join(dir, 'start.log');
    const start = startNode('npm start', [path.join(root, 'scripts/start.mjs')], env, root, logFile);
    cleanup.push(() => stopServer(start));
    const state = () => JSON.parse(readFileSync(path.join(dir, 'data', 'start', 'state.json'), 'utf8')) as StartState;
    const log = () => readFileSync(logFile, 'utf8');

    // The script's output is in the data folder, removed at the end: a failure quotes its end.
    try {
      await waitForUrl(`http://127.0.0.1:${webPort}/version.json`, start, 300_000);
      const before = state();
      expect(before.restarts.API).toBeUndefined();
      const { API: api, Web: web } = before.pids;
      expect(alive(api!) && alive(web!)).toBe(true);

      process.kill(api!, 'SIGKILL');
      await until(() => state().restarts.API === 1 && state().pids.API !== api, 30_000, 'the API started again');
      await waitForUrl(`http://127.0.0.1:${apiPort}/api/ready`, start, 120_000);
      expect(log()).toContain('API stopped (SIGKILL); starting it again in 1 s.');
      expect(log()).not.toContain('stopping the rest');
      // Nothing else was touched: the same web process serves, through it the API answers again.
      const after = state();
      expect(after.pids.Web).toBe(web);
      expect(after.restarts.API).toBe(1);
      expect(after.restarts.Web).toBe(before.restarts.Web);
      expect(alive(web!)).toBe(true);
      expect(start.child.exitCode).toBeNull();
      expect((await fetch(`http://127.0.0.1:${webPort}/version.json`)).ok).toBe(true);

      // SIGTERM to the script alone (what Ctrl-C does) stops everything it started, the restarted API
      // included, and nothing is started again.
      const restarted = after.pids.API!;
      process.kill(start.child.pid!, 'SIGTERM');
      await until(() => start.child.exitCode !== null, 20_000, 'npm start exited');
      expect(start.child.exitCode).toBe(0);
      await until(() => Object.values(state().pids).every((pid) => !alive(pid)), 20_000, 'every process stopped');
      expect(alive(restarted)).toBe(false);
    } catch (err) {
      throw new Error(
        `${(err as Error).message}\n--- npm start's output, its end ---\n${log().split('\n').slice(-40).join('\n')}`,
        { cause: err },
      );
    }
    // npm start first builds what is stale (tsc -b, next build when a web source changed).
  },
  900_000,
);
