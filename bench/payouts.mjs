// npm run bench:payouts — 10 000 approved payouts sent to the ЮKassa Payouts emulator answering in
// 200 ms, within the provider's rate limit (the emulator refuses more with 429), by the same code the
// `payouts.submit` job runs (decision 0031). Budget: 60 s until every payout is stored as submitted,
// none refused for the rate, none made twice. Embedded database (PGlite), as under `npm start`.
//   PAYOUTS (default 10000), PROVIDER_RPS (the emulator's limit, default 300).
// Uses the built API (`npm run bench:payouts` builds it first).
import pino from 'pino';
import { parseEnv } from '../apps/api/dist/config/env.js';
import { migrate } from '../apps/api/dist/db/migrate.js';
import { openPglite } from '../apps/api/dist/db/pglite.js';
import { sendPayouts } from '../apps/api/dist/features/payouts/submit.js';
import { createPayoutProvider } from '../apps/api/dist/providers/payouts/create-provider.js';
import { spawn } from 'node:child_process';
import { waitForOk } from '../scripts/lib/wait-for.mjs';
import { printBudgets } from './lib/budgets.mjs';

const BUDGET_S = 60;
const count = Number(process.env.PAYOUTS ?? 10_000);
const limit = Number(process.env.PROVIDER_RPS ?? 300);

// The emulator in a process of its own, as the provider is: its work is not the API's.
const port = 4700 + (process.pid % 200);
const emulatorProcess = spawn(process.execPath, [new URL('../apps/emulators/dist/payouts/main.js', import.meta.url).pathname], {
  env: {
    ...process.env,
    EMULATOR_PORT: String(port),
    EMULATOR_RESPONSE_DELAY_MS: '200',
    EMULATOR_REQUESTS_PER_SECOND: String(limit),
    EMULATOR_SETTLE_MS: '3600000',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
await waitForOk(`${base}/emulator/payouts`, { timeoutMs: 30_000 });
const emulator = { url: `${base}/v3`, config: { agentId: '505050', secretKey: 'test_emulator_secret_key' } };
const db = await openPglite();
await migrate(db);
const now = new Date();
await db.query(
  `INSERT INTO members (phone, first_name, last_name) SELECT '7903' || lpad(g::text, 7, '0'), 'Участник', 'Нагрузочный'
     FROM generate_series(1, 1000) g`,
);
await db.query(
  `INSERT INTO withdrawal_orders (member_id, bank_id, phone, amount, status, created_at, updated_at)
   SELECT m.id, '100000000111', m.phone, 150000, 'pending', $2, $2
     FROM generate_series(1, $1::int) g JOIN (SELECT id, phone, row_number() OVER () AS n FROM members) m ON m.n = 1 + g % 1000`,
  [count, now],
);
await db.query(
  `INSERT INTO provider_payouts (order_id, provider, idempotence_key, state, amount, approved_by, approved_at, updated_at)
   SELECT id, 'yookassa', gen_random_uuid()::text, 'approved', amount, 'bench', $1, $1 FROM withdrawal_orders`,
  [now],
);

// The client keeps under the provider's limit with a margin for the timers' jitter.
const env = parseEnv({
  PAYOUT_PROVIDER: 'yookassa',
  YOOKASSA_API_URL: emulator.url,
  YOOKASSA_AGENT_ID: emulator.config.agentId,
  YOOKASSA_SECRET_KEY: emulator.config.secretKey,
  PAYOUT_PROVIDER_REQUESTS_PER_SECOND: String(Math.floor(limit * 0.9)),
  PAYOUT_SUBMIT_CONCURRENCY: '128',
});
const deps = {
  db,
  clock: { now: () => new Date() },
  provider: createPayoutProvider(env),
  concurrency: env.PAYOUT_SUBMIT_CONCURRENCY,
  // What the sweep does a minute later, done at once here: the unanswered are asked again, same key.
  retryAfterMs: 0,
  log: pino({ level: 'silent' }),
};
const started = performance.now();
const tally = await sendPayouts(deps, { retry: false });
let retried = 0;
for (let pass = 0; pass < 5; pass++) {
  const again = await sendPayouts(deps, { retry: true });
  if (again.sent === 0) break;
  retried += again.sent;
}
const seconds = (performance.now() - started) / 1000;
const { rows } = await db.query("SELECT count(*)::int AS n FROM provider_payouts WHERE state = 'submitted'");
const submitted = rows[0].n;
const { items } = await (await fetch(`${base}/emulator/payouts`)).json();
const made = items.length;
const ordersPaid = new Set(items.map((p) => p.metadata.order_id)).size;
emulatorProcess.kill('SIGTERM');
await db.close();

console.log(
  `payouts: ${count} sent in ${seconds.toFixed(1)} s (${(count / seconds).toFixed(0)}/s, provider limit ${limit}/s, answers in 200 ms); ` +
    `submitted ${submitted}, made at the provider ${made}, unanswered at first ${tally.unanswered}, asked again ${retried}`,
);
// Every payout submitted exactly once is the condition of the time counting at all: one missing or
// made twice fails the run whatever the time.
const once = submitted === count && made === count && ordersPaid === count;
if (!once) console.log(`payouts: FAIL — not every payout submitted exactly once`);
const failed = printBudgets([
  [`${count.toLocaleString('en')} approved payouts submitted to the emulator`, seconds, '≤', BUDGET_S, 's'],
  ['payouts submitted exactly once (1 = every one)', once ? 1 : 0, '≥', 1, ''],
]);
process.exit(failed === 0 ? 0 : 1);
