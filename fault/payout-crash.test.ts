// The API killed (SIGKILL) between sending a payout to the provider and storing its answer: after
// the restart the provider has exactly one payout for the order and the ledger agrees (decision
// 0031). The real API process on the PostgreSQL server, the ЮKassa Payouts emulator beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { migrate } from '../apps/api/src/db/migrate.js';
import { createOrder } from '../apps/api/src/features/orders/create-order.js';
import { startEmulator } from '../apps/emulators/src/payouts/server.js';
import { assertLedgerInvariants } from '../apps/api/test/ledger-invariants.js';
import { freePort, startNode, stopServer, waitForUrl, type Server } from '../e2e/support/servers.js';
import { createDatabase, openDatabase, seedRichMember } from './support.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(tmpdir(), 'agentplus-payout-crash-'));
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
  rmSync(dir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('a payout whose answer died with the API is asked again with its key: one payout, the ledger agrees', async () => {
  const database = await createDatabase();
  cleanup.push(() => database.drop());
  const db = openDatabase(database.url);
  cleanup.push(() => db.close());
  await migrate(db);

  // An approved order on the provider's rail, as the desk leaves it (the job that sends it is the
  // API's sweep, which sends approved payouts no job took).
  const { memberId, phone } = await seedRichMember(db, 1_000);
  const orderId = await db.transaction((tx) =>
    createOrder(tx, {
      memberId,
      destination: { kind: 'sbp', bank: { id: '100000000111', name: 'Сбербанк' }, phone },
      rail: 'provider',
      amount: 700_00,
      at: new Date(),
    }),
  );
  await db.query("INSERT INTO payout_rail (id, rail, updated_at, updated_by) VALUES (true, 'provider', now(), 'fault')");
  await db.query(
    `INSERT INTO provider_payouts (order_id, provider, idempotence_key, state, amount, approved_by, approved_at, updated_at)
     VALUES ($1, 'yookassa', $2, 'approved', 70000, 'fault@agentplus.ru', now(), now())`,
    [orderId, `fault-key-${orderId}`],
  );

  // The emulator makes the payout and then never answers this request: the API dies waiting.
  const emulator = await startEmulator({ settleMs: 200 });
  cleanup.push(() => emulator.close());
  emulator.fault({ op: 'create', hangMs: 600_000, afterWork: true });

  const apiPort = await freePort();
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: database.url,
    API_PORT: String(apiPort),
    LOG_LEVEL: 'info',
    PAYOUT_PROVIDER: 'yookassa',
    YOOKASSA_API_URL: emulator.url,
    YOOKASSA_AGENT_ID: emulator.config.agentId,
    YOOKASSA_SECRET_KEY: emulator.config.secretKey,
    YOOKASSA_WEBHOOK_NETWORKS: '127.0.0.1,::1',
    PAYOUT_PROVIDER_TIMEOUT_MS: '2000',
  };
  const start = (n: number): Server => {
    const api = startNode(`API ${n}`, [path.join(root, 'apps/api/dist/server.js')], env, root, path.join(dir, `api-${n}.log`));
    // A killed process has no exit code but a signal: there is nothing left to stop.
    cleanup.push(async () => {
      if (api.child.signalCode === null) await stopServer(api);
    });
    return api;
  };
  const first = start(1);
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/ready`, first);

  // The sweep (every minute) sends it; the moment the emulator has made it, the API is killed.
  await until(() => emulator.payouts().some((p) => p.metadata?.order_id === String(orderId)), 120_000, 'the payout made');
  process.kill(-first.child.pid!, 'SIGKILL');
  await until(() => first.child.exitCode !== null || first.child.signalCode !== null, 10_000, 'the API killed');
  const { rows: left } = await db.query<{ state: string; provider_payout_id: string | null }>(
    'SELECT state, provider_payout_id FROM provider_payouts WHERE order_id = $1',
    [orderId],
  );
  expect(left).toEqual([{ state: 'unknown', provider_payout_id: null }]);

  // Restarted, with the provider's notifications going to it now.
  const second = start(2);
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/ready`, second);
  emulator.config.webhookUrl = `http://127.0.0.1:${apiPort}/api/payouts/yookassa/notifications`;
  await until(
    async () =>
      (await db.query<{ status: string }>('SELECT status FROM withdrawal_orders WHERE id = $1', [orderId])).rows[0]!.status ===
      'paid',
    150_000,
    'the order paid',
  );

  const payouts = emulator.payouts().filter((p) => p.metadata?.order_id === String(orderId));
  expect(payouts).toHaveLength(1);
  expect(payouts[0]).toMatchObject({ status: 'succeeded', amount: { value: '700.00' } });
  const { rows } = await db.query('SELECT state, provider_payout_id FROM provider_payouts WHERE order_id = $1', [orderId]);
  expect(rows).toEqual([{ state: 'succeeded', provider_payout_id: payouts[0]!.id }]);
  const { rows: accounts } = await db.query<{ kind: string; balance: string }>(
    "SELECT kind, balance::text AS balance FROM ledger_accounts WHERE member_id = $1 AND kind IN ('available', 'frozen') ORDER BY kind",
    [memberId],
  );
  expect(accounts).toEqual([
    { kind: 'available', balance: '30000' },
    { kind: 'frozen', balance: '0' },
  ]);
  await assertLedgerInvariants(db);
});
