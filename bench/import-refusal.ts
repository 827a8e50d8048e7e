// A hostile contracts file against the member's calls (decision 0030): a CSV of ten million empty
// lines and one of more rows than the cap are uploaded to the back office while a member calls
// GET /api/balance/user-balance/ every 10 ms. Prints how long each refusal took (budget ≤ 1 s) and
// the slowest member call meanwhile (budget ≤ 100 ms). Embedded database (PGlite), built API.
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { buildApp } from '../apps/api/dist/app.js';
import { parseEnv } from '../apps/api/dist/config/env.js';
import { migrate } from '../apps/api/dist/db/migrate.js';
import { openPglite } from '../apps/api/dist/db/pglite.js';
import { seedMember } from '../apps/api/dist/seed/members.js';
import { DEMO_OPERATOR, seedOperatorsDemo } from '../apps/api/dist/seed/operators-demo.js';
import { printBudgets } from './lib/budgets.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const HEADER = 'Телефон;Номер договора;Клиент;Дата подписания;Статус\n';
const PHONE = '79001234567';

const dataDir = path.join(tmpdir(), `bench-import-refusal-${randomUUID()}`);
mkdirSync(dataDir, { recursive: true });
const db = await openPglite(path.join(dataDir, 'pg'));
let app: FastifyInstance | undefined;
let failed: number | undefined;
try {
  await migrate(db);
  app = await buildApp({
    env: parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      OTP_FIXED_CODE: '000000',
      CAPTCHA_MAX_COUNTER: '200',
    }),
    db,
    secrets: { sessionSecret: 's'.repeat(32), tokenSecret: 't'.repeat(32) },
  });
  const { totpKey } = app.deps;
  await db.transaction((tx) => seedOperatorsDemo(tx, { now: new Date(), totpKey }));
  await seedMember(db, { phone: PHONE });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async (url: string, body: unknown) =>
    (
      await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const captcha = async () => {
    const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const { userId } = await post('/api/mobile-auth/code', { phone: PHONE, captcha: await captcha() });
  const { accessToken } = await post('/api/mobile-auth/verify', { userId, code: '000000', captcha: await captcha() });
  const { token } = await post('/api/admin/auth/sign-in', { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password });

  /** Member calls one after another, 10 ms apart, until `stop`; answers their latencies. */
  async function memberCalls(stop: { done: boolean }) {
    const times: number[] = [];
    while (!stop.done) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/balance/user-balance/`, { headers: { authorization: `Bearer ${accessToken}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`member call answered ${res.status}`);
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
    return times;
  }

  async function refusal(name: string, bytes: Buffer<ArrayBuffer>, expected: RegExp) {
    const stop = { done: false };
    const calls = memberCalls(stop);
    await new Promise((r) => setTimeout(r, 50));
    const form = new globalThis.FormData();
    form.append('content', new Blob([bytes], { type: 'text/csv' }), name);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/admin/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = (await res.json()) as { fields?: { content?: string } };
    const took = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 50));
    stop.done = true;
    const times = await calls;
    if (res.status !== 422 || !expected.test(answer.fields?.content ?? ''))
      throw new Error(`${name}: ${res.status} ${JSON.stringify(answer)}`);
    const slowest = Math.max(...times);
    console.log(
      `${name}: ${(bytes.length / 1e6).toFixed(1)} MB refused in ${took.toFixed(0)} ms («${answer.fields!.content}»); ` +
        `${times.length} member calls meanwhile, slowest ${slowest.toFixed(1)} ms`,
    );
    return { took, slowest };
  }

  const emptyLines = Buffer.concat([Buffer.from(HEADER), Buffer.alloc(MAX_BYTES - 4096, '\n')]);
  const overCap = Buffer.concat([Buffer.from(HEADER), Buffer.alloc(MAX_BYTES - 4096, ';\n')]);
  const lines = await refusal(`${(emptyLines.length / 1e6).toFixed(0)} M empty lines`, emptyLines, /нет строк/);
  const cap = await refusal(`${(overCap.length / 2e6).toFixed(1)} M rows of «;»`, overCap, /Слишком много строк/);
  failed = printBudgets([
    ['a 10 M-line file refused within', lines.took, '≤', 1000, 'ms'],
    ['member call while it is read', lines.slowest, '≤', 100, 'ms'],
    ['a file over the row cap refused within', cap.took, '≤', 1000, 'ms'],
    ['member call while that is read', cap.slowest, '≤', 100, 'ms'],
  ]);
} catch (err) {
  failed = 1;
  console.error(err);
} finally {
  await app?.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
