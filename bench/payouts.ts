// npm run bench:payouts — 10 000 approved payouts sent to the ЮKassa Payouts emulator answering in
// 200 ms, within the provider's rate limit (the emulator refuses more with 429), by the same code the
// `payouts.submit` job runs (decision 0031). A tenth of the members are self-employed: before each of
// their payouts ФНС is asked for the status (decision 0054), its emulator answering in 200 ms within
// its own rate, and one of them has lost it (those payouts are cancelled, never sent). Budget: 60 s
// until every other payout is stored as submitted, none refused for a rate, none made twice.
// Embedded database (PGlite), as under `npm start`.
//   PAYOUTS (default 10000), PROVIDER_RPS (the emulator's limit, default 300),
//   SELF_EMPLOYED (members of the 1000, default 100), NPD_CHECKS_PER_MINUTE (ФНС's rate, default 600).
// Uses the built API (`npm run bench:payouts` builds it first).
import pino from 'pino';
import { parseEnv } from '../apps/api/dist/config/env.js';
import { migrate } from '../apps/api/dist/db/migrate.js';
import { openPglite } from '../apps/api/dist/db/pglite.js';
import { sendPayouts, type PayoutDeps } from '../apps/api/dist/features/payouts/submit.js';
import { createPayoutProvider } from '../apps/api/dist/providers/payouts/create-provider.js';
import { npdStatusChecker } from '../apps/api/dist/providers/npd/npd-status.js';
import { mapPooled } from '../apps/api/dist/lib/rate-gate.js';
import { adjustBalance } from '../apps/api/dist/features/adjustments/adjust-balance.js';
import { post } from '../apps/api/dist/ledger/post.js';
import { recordOrderDecision } from '../apps/api/dist/features/tax/order-decision.js';
import type { WithdrawalTax } from '../apps/api/dist/features/tax/withdrawal-tax.js';
import { completePersonInn } from '@cabinet/contracts';
import { spawn } from 'node:child_process';
import { waitForOk } from '../scripts/lib/wait-for.mjs';
import { printBudgets } from './lib/budgets.ts';

const BUDGET_S = 60;
const count = Number(process.env.PAYOUTS ?? 10_000);
const limit = Number(process.env.PROVIDER_RPS ?? 300);
const selfEmployedMembers = Number(process.env.SELF_EMPLOYED ?? 100);
const npdPerMinute = Number(process.env.NPD_CHECKS_PER_MINUTE ?? 600);

// The emulator in a process of its own, as the provider is: its work is not the API's.
const port = 4700 + (process.pid % 200);
const emulatorProcess = spawn(process.execPath, [new URL('../apps/emulators/dist/payouts/main.js', import.meta.url).pathname], {
  env: {
    ...process.env,
    EMULATOR_PORT: String(port),
    // T-Bank's secured twin on any free port: the benchmark pays through ЮKassa.
    EMULATOR_TBANK_SECURED_PORT: '0',
    EMULATOR_RESPONSE_DELAY_MS: '200',
    EMULATOR_REQUESTS_PER_SECOND: String(limit),
    EMULATOR_SETTLE_MS: '3600000',
    EMULATOR_NPD_RESPONSE_DELAY_MS: '200',
    EMULATOR_NPD_CHECKS_PER_MINUTE: String(npdPerMinute),
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
  `INSERT INTO withdrawal_orders (member_id, bank_id, phone, amount, status, rail, created_at, updated_at)
   SELECT m.id, '100000000111', m.phone, 150000, 'pending', 'provider', $2, $2
     FROM generate_series(1, $1::int) g JOIN (SELECT id, phone, row_number() OVER () AS n FROM members) m ON m.n = 1 + g % 1000`,
  [count, now],
);
await db.query(
  `INSERT INTO provider_payouts (order_id, provider, idempotence_key, state, amount, approved_by, approved_at, updated_at)
   SELECT id, 'yookassa', gen_random_uuid()::text, 'approved', amount, 'bench', $1, $1 FROM withdrawal_orders`,
  [now],
);

// The client keeps under each service's limit with a margin for the timers' jitter.
const env = parseEnv({
  PAYOUT_PROVIDER: 'yookassa',
  YOOKASSA_API_URL: emulator.url,
  YOOKASSA_AGENT_ID: emulator.config.agentId,
  YOOKASSA_SECRET_KEY: emulator.config.secretKey,
  PAYOUT_PROVIDER_REQUESTS_PER_SECOND: String(Math.floor(limit * 0.9)),
  PAYOUT_SUBMIT_CONCURRENCY: '128',
  NPD_STATUS_API_URL: `${base}/statusnpd/api/v1`,
  NPD_STATUS_CHECKS_PER_MINUTE: String(Math.floor(npdPerMinute * 0.9)),
});
// ЮKassa is configured above: there is a provider.
const provider = createPayoutProvider(env)!;

// The self-employed: bound at the provider (the request, then «Разрешить» on its «Мой налог» page),
// their orders decided as self-employed with that binding; the last one's status lost at ФНС.
const { rows: chosen } = await db.query<{ id: string }>('SELECT id FROM members ORDER BY phone LIMIT $1', [selfEmployedMembers]);
const innOf = (i: number) => completePersonInn(`78${String(i + 1).padStart(8, '0')}`);
const lostInn = selfEmployedMembers > 0 ? innOf(selfEmployedMembers - 1) : null;
await mapPooled(
  chosen.map((m, i) => ({ id: m.id, i })),
  16,
  async ({ id, i }) => {
    const inn = innOf(i);
    const binding = await provider.createSelfEmployed({ inn }, `bench-se-${i}`);
    await fetch(binding.confirmationUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'answer=confirm',
    });
    await db.query(
      `INSERT INTO member_tax_profiles (member_id, regime, inn, resident, changed_at) VALUES ($1, 'self_employed', $2, true, $3)`,
      [id, inn, now],
    );
    await db.query(
      `INSERT INTO member_npd (member_id, provider, binding_id, binding_inn, binding_status, binding_checked_at, updated_at)
     VALUES ($1, 'yookassa', $2, $3, 'confirmed', $4, $4)`,
      [id, binding.id, inn, now],
    );
    // ЮKassa pays the self-employed to cards (decision 0056): a card's synonym from the widget's
    // emulator, the member's orders to it.
    const issued = await fetch(`${base}/payouts-data/tokens`, {
      method: 'POST',
      body: JSON.stringify({ account_id: emulator.config.agentId, card_number: '2202201234567895' }),
    });
    const token = (await issued.json()) as {
      payout_token: string;
      first6: string;
      last4: string;
      issuer_name: string;
      card_type: string;
    };
    const { rows: cards } = await db.query<{ id: unknown }>(
      `INSERT INTO payout_cards (member_id, provider, payout_token, first6, last4, issuer_name, card_type, status, is_default,
                                 created_at, activated_at)
       VALUES ($1, 'yookassa', $2, $3, $4, $5, $6, 'active', true, $7, $7) RETURNING id`,
      [id, token.payout_token, token.first6, token.last4, token.issuer_name, token.card_type, now],
    );
    await db.query('UPDATE withdrawal_orders SET bank_id = NULL, phone = NULL, payout_card_id = $2 WHERE member_id = $1', [
      id,
      cards[0]!.id,
    ]);
    // Each order decided as a withdrawal request decides it (decision 0042).
    const { rows: orders } = await db.query<{ id: number }>(
      'SELECT id::float8 AS id FROM withdrawal_orders WHERE member_id = $1',
      [id],
    );
    for (const o of orders)
      await recordOrderDecision(db, {
        orderId: o.id,
        // What the order keeps of a withdrawal's tax: its regime, the residency and who pays.
        tax: { regime: 'self_employed', resident: true, payer: null } as WithdrawalTax,
        inn,
        npdBindingId: binding.id,
        at: now,
      });
  },
);
if (lostInn) {
  await fetch(`${base}/emulator/config`, { method: 'POST', body: JSON.stringify({ npdInactiveInns: [lostInn] }) });
  // Their points come back when the payouts are cancelled: they were credited and frozen as a
  // withdrawal request freezes them (the other orders never reach the ledger here).
  const { rows: orders } = await db.query<{ id: number; memberId: string; amount: number }>(
    `SELECT o.id::float8 AS id, o.member_id AS "memberId", o.amount::float8 AS amount
       FROM withdrawal_orders o JOIN order_tax_decisions d ON d.order_id = o.id WHERE d.inn = $1`,
    [lostInn],
  );
  await db.transaction(async (tx) => {
    const total = orders.reduce((sum, o) => sum + o.amount, 0);
    await adjustBalance(tx, {
      memberId: orders[0]!.memberId,
      amount: total / 100,
      reason: 'Нагрузочный тест',
      operator: 'bench',
      at: now,
    });
    for (const o of orders)
      await post(tx, {
        kind: 'withdrawal_request',
        memberId: o.memberId,
        orderId: o.id,
        lines: [
          { account: 'available', amount: -o.amount },
          { account: 'frozen', amount: o.amount },
        ],
        title: `Заявка на вывод № ${o.id}`,
        actor: 'member',
        at: now,
      });
  });
}
const { rows: lostRows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_tax_decisions WHERE inn = $1`, [
  lostInn ?? '',
]);
const lostOrders = lostRows[0]!.n;
const { rows: seRows } = await db.query<{ n: number }>(
  `SELECT count(*)::int AS n FROM order_tax_decisions WHERE regime = 'self_employed'`,
);
const selfEmployedOrders = seRows[0]!.n;

const deps: PayoutDeps = {
  db,
  clock: { now: () => new Date() },
  provider,
  env,
  npdStatus: npdStatusChecker({
    baseUrl: env.NPD_STATUS_API_URL,
    checksPerMinute: env.NPD_STATUS_CHECKS_PER_MINUTE,
    timeoutMs: 10_000,
    refuseEmulator: false,
  }),
  concurrency: env.PAYOUT_SUBMIT_CONCURRENCY,
  // What the sweep does a minute later, done at once here: the unanswered are asked again, same key.
  retryAfterMs: 0,
  log: pino({ level: 'silent' }),
};
const started = performance.now();
const tally = await sendPayouts(deps, { retry: false });
// Payouts put back because ФНС's rate had no place for their check: what the next sweep sends.
let deferred = tally.deferred;
for (let pass = 0, left = tally.deferred; pass < 5 && left > 0; pass++) {
  left = (await sendPayouts(deps, { retry: false })).deferred;
  deferred += left;
}
let retried = 0;
for (let pass = 0; pass < 5; pass++) {
  const again = await sendPayouts(deps, { retry: true });
  if (again.sent === 0) break;
  retried += again.sent;
}
const seconds = (performance.now() - started) / 1000;
const { rows } = await db.query<{ submitted: number; lost: number }>(
  `SELECT count(*) FILTER (WHERE state = 'submitted')::int AS submitted,
          count(*) FILTER (WHERE state = 'cancelled' AND cancel_reason = 'npd_status_lost')::int AS lost
     FROM provider_payouts`,
);
const { submitted, lost } = rows[0]!;
const { rows: asked } = await db.query<{ n: number }>(
  'SELECT count(*)::int AS n FROM member_npd WHERE npd_checked_at IS NOT NULL',
);
const { items } = (await (await fetch(`${base}/emulator/payouts`)).json()) as { items: { metadata: { order_id: string } }[] };
const made = items.length;
const ordersPaid = new Set(items.map((p) => p.metadata.order_id)).size;
emulatorProcess.kill('SIGTERM');
await db.close();

console.log(
  `payouts: ${count} sent in ${seconds.toFixed(1)} s (${(count / seconds).toFixed(0)}/s, provider limit ${limit}/s, answers in 200 ms); ` +
    `submitted ${submitted}, made at the provider ${made}, unanswered at first ${tally.unanswered}, asked again ${retried}`,
);
console.log(
  `payouts: ${selfEmployedOrders} to ${selfEmployedMembers} self-employed members, ФНС asked for ${asked[0]!.n} of them ` +
    `(${npdPerMinute} a minute allowed, answers in 200 ms); ${lost} of ${lostOrders} payouts of the member whose status was lost cancelled unsent; ` +
    `${deferred} put back for ФНС's rate`,
);
// Every payout submitted exactly once is the condition of the time counting at all: one missing or
// made twice fails the run whatever the time.
const expected = count - lostOrders;
const once = submitted === expected && made === expected && ordersPaid === expected && lost === lostOrders;
if (!once) console.log(`payouts: FAIL — not every payout submitted exactly once`);
const failed = printBudgets([
  [`${count.toLocaleString('en')} approved payouts submitted to the emulator`, seconds, '≤', BUDGET_S, 's'],
  ['payouts submitted exactly once (1 = every one)', once ? 1 : 0, '≥', 1, ''],
  ['self-employed members asked at ФНС before their payouts', asked[0]!.n, '≥', selfEmployedMembers, ''],
]);
process.exit(failed === 0 ? 0 : 1);
