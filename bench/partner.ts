// npm run bench:partner — contracts in real time (docs/partner-api.md, decision 0063): a company's system
// sends contracts by the partner API at a sustained 200 a second, in signed batches, while a contest in
// leagues runs for every agent; for a sample of contracts the agent's contest page is read from the
// moment the API answered until it shows the contract counted (budget: p99 ≤ 60 s end to end, the
// batch's own answer included). On the PostgreSQL server and on the embedded database, each with the
// built API in a process of its own as production runs it.
//   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres) — where the server's database is made;
//   PARTNER_AGENTS (10000), PARTNER_RATE (200 contracts/s), PARTNER_BATCH (20 rows), PARTNER_SECONDS (60);
//   PARTNER_DB (both | postgres | pglite).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { migrate } from '../apps/api/dist/db/migrate.js';
import { openPglite } from '../apps/api/dist/db/pglite.js';
import type { Db } from '../apps/api/dist/db/types.js';
import { signAccessToken } from '../apps/api/dist/features/auth/tokens.js';
import { insertKey } from '../apps/api/dist/features/partner-api/key-queries.js';
import { keptSecretsOf } from '../apps/api/dist/features/partner-api/key-secrets.js';
import { deriveKey, operatorTotpKey } from '../apps/api/dist/lib/keys.js';
import { DEMO_OPERATOR, seedOperatorsDemo } from '../apps/api/dist/seed/operators-demo.js';
import { printBudgets, type Budget } from './lib/budgets.ts';
import { moscowDay, startBenchContest } from './lib/contest.ts';
import { insertBenchMembers } from './lib/members.ts';
import { percentile } from './lib/paced.ts';
import { freePort, productionApiEnv, startProcess, stopProcesses } from './lib/processes.ts';
import { createBenchDatabase } from './lib/server-app.ts';

const agents = Number(process.env.PARTNER_AGENTS ?? 10_000);
const rate = Number(process.env.PARTNER_RATE ?? 200);
const batchRows = Number(process.env.PARTNER_BATCH ?? 20);
const seconds = Number(process.env.PARTNER_SECONDS ?? 60);
const which = process.env.PARTNER_DB ?? 'both';
const BUDGET_MS = 60_000;
/** Agents whose contest page the sample reads (each has a signed-in session). */
const WATCHED = 500;

interface Prepared {
  apiKey: string;
  signingSecret: string;
  contestId: number;
  tokens: string[];
}

/** Members, the demo operators, a running contest for all, a partner key, sessions for the watched agents. */
async function prepare(db: Db, tokenSecret: string): Promise<Prepared> {
  await migrate(db);
  const now = new Date();
  await db.transaction((tx) => seedOperatorsDemo(tx, { now, totpKey: operatorTotpKey(tokenSecret) }));
  await insertBenchMembers(db, agents);
  const operatorId = (await db.query<{ id: string }>('SELECT id FROM operators WHERE email = $1', [DEMO_OPERATOR.email])).rows[0]!
    .id;
  const contest = await startBenchContest(db, { createdBy: operatorId });
  const apiKey = `apk_${randomBytes(8).toString('hex')}_${randomBytes(32).toString('base64url')}`;
  const kept = keptSecretsOf({ tokenSecret, sessionSecret: tokenSecret }, apiKey, `whsec_${randomBytes(32).toString('base64')}`);
  await insertKey(db, {
    id: kept.id,
    name: 'Бенчмарк',
    scopes: ['contracts:write', 'contracts:read'],
    addresses: [],
    ratePerMinute: 100_000,
    status: 'active',
    expiresAt: null,
    secretHash: kept.secretHash,
    signingSecret: kept.sealedSigningSecret,
    createdBy: operatorId,
    createdAt: now,
    rotatedFrom: null,
  });
  const { rows: sessions } = await db.query<{ id: string; member_id: string }>(
    `INSERT INTO auth_sessions (member_id, created_at, user_agent)
     SELECT id, now(), 'bench' FROM members ORDER BY phone LIMIT $1 RETURNING id, member_id`,
    [WATCHED],
  );
  const tokenKey = new Uint8Array(deriveKey(tokenSecret, 'access-token'));
  // Sessions in the phones' order: the n-th token is agent n + 1's (795 00000001 …).
  const byMember = new Map(sessions.map((s) => [s.member_id, s.id]));
  const { rows: watched } = await db.query<{ id: string }>('SELECT id FROM members ORDER BY phone LIMIT $1', [WATCHED]);
  const tokens = await Promise.all(
    watched.map((m) =>
      signAccessToken(tokenKey, { now: () => new Date() }, 7200, { memberId: m.id, sessionId: byMember.get(m.id)! }),
    ),
  );
  return { apiKey, signingSecret: kept.signingSecret, contestId: contest.id, tokens };
}

/** The load and the sample against the API at `base`; answers the latencies, ms. */
async function measure(base: string, p: Prepared) {
  const signer = new Webhook(p.signingSecret);
  const today = moscowDay();
  const run = randomUUID().slice(0, 8);
  const counted = new Map<number, number>(); // watched agent → contracts accepted for them
  const answerMs: number[] = [];
  const visibleMs: number[] = [];
  const endToEndMs: number[] = [];
  let sent = 0;
  let accepted = 0;
  let refused = 0;
  let failures = 0;
  let seq = 0;
  const pending: Promise<void>[] = [];

  async function score(agent: number): Promise<number> {
    const res = await fetch(`${base}/api/contests/${p.contestId}/`, { headers: { authorization: `Bearer ${p.tokens[agent]}` } });
    const page = (await res.json()) as { standing?: { score: number } | null };
    return page.standing?.score ?? 0;
  }

  async function batch(n: number): Promise<void> {
    // One watched agent per batch, the rest spread over every agent: the sample follows that one.
    const watched = n % WATCHED;
    const rows = Array.from({ length: batchRows }, (_, i) => {
      seq += 1;
      const agent = i === 0 ? watched : (seq * 7919) % agents;
      return {
        number: `БП-${run}-${seq}`,
        agentPhone: `795${String(agent + 1).padStart(8, '0')}`,
        clientName: 'Клиент',
        signedOn: today,
      };
    });
    const body = JSON.stringify({ contracts: rows });
    const id = `req_${run}_${n}`;
    const t0 = performance.now();
    const at = new Date();
    const res = await fetch(`${base}/api/partner/v1/contracts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${p.apiKey}`,
        'content-type': 'application/json',
        'idempotency-key': `bench-${run}-${n}`,
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signer.sign(id, at, body),
      },
      body,
    });
    const tAnswer = performance.now();
    if (!res.ok) {
      failures += 1;
      await res.arrayBuffer();
      return;
    }
    const answer = (await res.json()) as { accepted: number; refused: number; rows: { result: string }[] };
    sent += rows.length;
    accepted += answer.accepted;
    refused += answer.refused;
    answerMs.push(tAnswer - t0);
    if (answer.rows[0]?.result !== 'accepted') return;
    const expected = (counted.get(watched) ?? 0) + 1;
    counted.set(watched, expected);
    // From the answer until the agent's page counts the contract (polled every 50 ms, up to the budget).
    for (;;) {
      if ((await score(watched)) >= expected) break;
      if (performance.now() - tAnswer > BUDGET_MS) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const tSeen = performance.now();
    visibleMs.push(tSeen - tAnswer);
    endToEndMs.push(tSeen - t0);
  }

  // Batches paced at `rate / batchRows` a second, each sent when due whatever the others are doing.
  const batches = Math.round((rate / batchRows) * seconds);
  const interval = (1000 * batchRows) / rate;
  const start = performance.now();
  for (let n = 0; n < batches; n++) {
    const due = start + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(batch(n).catch(() => void (failures += 1)));
  }
  await Promise.all(pending);
  const took = (performance.now() - start) / 1000;
  const sort = (a: number[]) => a.toSorted((x, y) => x - y);
  return {
    sent,
    accepted,
    refused,
    failures,
    achieved: sent / took,
    answer: sort(answerMs),
    visible: sort(visibleMs),
    endToEnd: sort(endToEndMs),
  };
}

async function runOn(kind: 'postgres' | 'pglite'): Promise<Budget[]> {
  const tokenSecret = randomBytes(32).toString('base64url');
  const port = await freePort();
  const env: Record<string, string> = {
    API_PORT: String(port),
    TOKEN_SECRET: tokenSecret,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
  };
  let cleanup: () => Promise<void>;
  let prepared: Prepared;
  if (kind === 'postgres') {
    const bench = await createBenchDatabase('partner', { statementTimeoutMs: 600_000 });
    prepared = await prepare(bench.db, tokenSecret);
    Object.assign(env, { DATABASE_URL: bench.url, DATABASE_POOL_SIZE: '10', DATA_DIR: bench.dataDir });
    cleanup = () => bench.drop();
  } else {
    // The embedded database is one process's: prepared here, closed, then opened by the API.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-partner-'));
    const db = await openPglite(path.join(dataDir, 'pg'));
    prepared = await prepare(db, tokenSecret);
    await db.close();
    Object.assign(env, { DATA_DIR: dataDir });
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    await startProcess(`api (${kind})`, {
      args: ['apps/api/dist/server.js'],
      env: productionApiEnv(env),
      readyUrl: `http://127.0.0.1:${port}/api/health`,
    });
    const base = `http://127.0.0.1:${port}`;
    const r = await measure(base, prepared);
    const name = kind === 'postgres' ? 'PostgreSQL' : 'embedded';
    console.log(
      `partner (${name}): ${agents.toLocaleString('en')} agents, ${r.sent.toLocaleString('en')} contracts sent at ${r.achieved.toFixed(0)}/s ` +
        `(asked ${rate}/s in batches of ${batchRows}); accepted ${r.accepted}, refused ${r.refused}, failed batches ${r.failures}`,
    );
    console.log(
      `  batch answer: p50 ${percentile(r.answer, 50).toFixed(0)} ms, p95 ${percentile(r.answer, 95).toFixed(0)} ms, p99 ${percentile(r.answer, 99).toFixed(0)} ms`,
    );
    console.log(
      `  answer → contest page shows it: p50 ${percentile(r.visible, 50).toFixed(0)} ms, p95 ${percentile(r.visible, 95).toFixed(0)} ms, ` +
        `p99 ${percentile(r.visible, 99).toFixed(0)} ms (${r.visible.length} sampled)`,
    );
    console.log(
      `  sent → contest page shows it: p95 ${percentile(r.endToEnd, 95).toFixed(0)} ms, p99 ${percentile(r.endToEnd, 99).toFixed(0)} ms`,
    );
    return [
      [`${name}: contracts a second sustained`, Number(r.achieved.toFixed(1)), '≥', rate * 0.95, '/s'],
      [`${name}: failed batches`, r.failures, '≤', 0, ''],
      [`${name}: p95 sent → contest page`, Math.round(percentile(r.endToEnd, 95)), '≤', BUDGET_MS, 'ms'],
      [`${name}: p99 sent → contest page`, Math.round(percentile(r.endToEnd, 99)), '≤', BUDGET_MS, 'ms'],
    ];
  } finally {
    stopProcesses();
    await new Promise((r) => setTimeout(r, 500));
    await cleanup();
  }
}

const budgets: Budget[] = [];
if (which === 'both' || which === 'postgres') budgets.push(...(await runOn('postgres')));
if (which === 'both' || which === 'pglite') budgets.push(...(await runOn('pglite')));
const failed = printBudgets(budgets);
process.exit(failed > 0 ? 1 : 0);
