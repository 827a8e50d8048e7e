// Fault tests on the scaled deployment (nginx → two web → two API processes →
// PostgreSQL): parallel withdrawals across the processes, a web process killed mid-traffic, an API
// process killed mid-withdrawals, and every database connection terminated mid-traffic.
import { randomUUID } from 'node:crypto';
import { errorCatalogue } from '@cabinet/contracts';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../apps/api/src/db/types.js';
import { assertLedgerInvariants } from '../apps/api/test/ledger-invariants.js';
import {
  createDatabase,
  openDatabase,
  seedRichMember,
  signInThroughWeb,
  startScaled,
  terminateConnections,
  type Scaled,
} from './support.js';

const SBER = '100000000111';

let database: Awaited<ReturnType<typeof createDatabase>>;
let scaled: Scaled;
let db: Db;

beforeAll(async () => {
  database = await createDatabase();
  scaled = await startScaled(database.url);
  db = openDatabase(database.url);
});

afterAll(async () => {
  await db?.close();
  await scaled?.stop();
  await database?.drop();
});

function withdraw(cookie: string, amount: number, phone: string, key = randomUUID()) {
  return fetch(`${scaled.origin}/api/withdrawal/`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ bankId: SBER, amount, phone }),
  });
}

async function withdrawalsServedBy(opsPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${opsPort}/metrics`)).text();
  return [...text.matchAll(/^http_requests_total\{method="POST",route="\/api\/withdrawal\/",status="\d+"\} (\d+)/gm)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
}

async function signedIn(points: number) {
  const m = await seedRichMember(db, points);
  return { ...m, cookie: await signInThroughWeb(scaled.origin, m.phone) };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the scaled deployment under faults', () => {
  it('50 parallel withdrawals per member through two API processes: exactly the affordable ones succeed', async () => {
    const members = await Promise.all([signedIn(300), signedIn(300), signedIn(300)]);
    const results = await Promise.all(
      members.flatMap((m) =>
        Array.from({ length: 50 }, async () => {
          const res = await withdraw(m.cookie, 100, m.phone);
          return { memberId: m.memberId, status: res.status, body: (await res.json()) as { errorCode?: string } };
        }),
      ),
    );
    for (const m of members) {
      const own = results.filter((r) => r.memberId === m.memberId);
      expect(own.filter((r) => r.status === 200)).toHaveLength(3);
      expect(own.filter((r) => r.status === 422 && r.body.errorCode === 'insufficient_funds')).toHaveLength(47);
    }
    // Both API processes took part.
    const { ops } = scaled.state().ports;
    expect(await withdrawalsServedBy(ops[0]!)).toBeGreaterThan(0);
    expect(await withdrawalsServedBy(ops[1]!)).toBeGreaterThan(0);
    await assertLedgerInvariants(db);
  });

  it('killing one web process mid-traffic signs nobody out', async () => {
    const members = await Promise.all([signedIn(0), signedIn(0)]);
    const answers: { status: number; loggedIn: boolean }[] = [];
    const round = () =>
      Promise.all(
        members.flatMap((m) =>
          Array.from({ length: 4 }, async () => {
            const res = await fetch(`${scaled.origin}/api/user/`, { headers: { cookie: m.cookie } });
            const body = (await res.json().catch(() => ({}))) as { isLoggedIn?: boolean };
            answers.push({ status: res.status, loggedIn: body.isLoggedIn === true });
          }),
        ),
      );
    for (let i = 0; i < 5; i++) await round();
    const victim = scaled.state().pids.web1!;
    const killed = round().then(() => undefined);
    process.kill(victim, 'SIGKILL');
    await killed;
    for (let i = 0; i < 10; i++) await round();
    expect(answers.filter((a) => a.status !== 200 || !a.loggedIn)).toEqual([]);
    expect(answers.length).toBe(16 * 8);
    // The supervisor starts it again; the members are still signed in on it too.
    await expect
      .poll(() => scaled.state().pids.web1 !== victim && alive(scaled.state().pids.web1!), { timeout: 120_000 })
      .toBe(true);
  });

  it('SIGKILL of an API process mid-withdrawals: every acknowledged withdrawal is kept and the ledger holds', async () => {
    const members = await Promise.all([signedIn(1_000_000), signedIn(1_000_000), signedIn(1_000_000)]);
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let stop = false;
    const stream = async (m: (typeof members)[number]) => {
      for (let n = 0; n < 400 && !stop; n++) {
        const res = await withdraw(m.cookie, 100, m.phone).catch(() => null);
        const status = res?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (res?.status === 200) acknowledged.push(String(((await res.json()) as { order: { id: number | string } }).order.id));
        else await res?.body?.cancel();
      }
    };
    const streams = members.flatMap((m) => [stream(m), stream(m)]);
    await expect.poll(() => acknowledged.length, { timeout: 120_000, interval: 50 }).toBeGreaterThanOrEqual(30);
    const victim = scaled.state().pids.api1!;
    process.kill(victim, 'SIGKILL');
    const atKill = acknowledged.length;
    // Traffic goes on through the other API process.
    await expect.poll(() => acknowledged.length, { timeout: 120_000, interval: 50 }).toBeGreaterThanOrEqual(atKill + 60);
    stop = true;
    await Promise.all(streams);

    const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM withdrawal_orders WHERE id::text = ANY($1)', [
      acknowledged,
    ]);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(acknowledged));
    // Refusals only of a dying process (502 from nginx) or none at all: no 500.
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 502 && s !== 503)).toEqual([]);
    await assertLedgerInvariants(db);
  });

  it('every database connection terminated mid-traffic: 503s at worst, then the APIs recover by themselves', async () => {
    // The API process killed above is back (the supervisor restarts it) and ready.
    const apiPorts = scaled.state().ports.api;
    for (const port of apiPorts) {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null))?.status, { timeout: 120_000 })
        .toBe(200);
    }
    const restartsBefore = { ...scaled.state().restarts };
    const m = await signedIn(500);
    const balance = () => fetch(`${scaled.origin}/api/balance/user-balance/`, { headers: { cookie: m.cookie } });
    const statuses: number[] = [];
    let stop = false;
    const traffic = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!stop) {
          const res = await balance();
          statuses.push(res.status);
          await res.body?.cancel();
        }
      }),
    );
    await expect.poll(() => statuses.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(20);
    expect(await terminateConnections(database.name)).toBeGreaterThan(0);
    const atCut = statuses.length;
    await expect.poll(() => statuses.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(atCut + 40);
    await terminateConnections(database.name);
    await expect.poll(() => statuses.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(atCut + 80);
    stop = true;
    await traffic;

    expect([...new Set(statuses.filter((s) => s !== 200 && s !== 503))]).toEqual([]);
    const after = await Promise.all(Array.from({ length: 10 }, () => balance()));
    expect(after.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await after[0]!.json()).toMatchObject({ balance: 500 });
    // Nobody was restarted: the API processes rode it through.
    expect(scaled.state().restarts).toEqual(restartsBefore);
  });

  it('the job queue rides a cut of its connections through: a job queued afterwards runs in an API process', async () => {
    expect(await terminateConnections(database.name)).toBeGreaterThan(0);
    // A client of the queue from outside, as another service would queue work: it only sends.
    const boss = new PgBoss({ connectionString: database.url, supervise: false, schedule: false, migrate: false });
    boss.on('error', () => undefined);
    await boss.start();
    try {
      const id = await boss.send('housekeeping.sweep', {});
      expect(id).toBeTruthy();
      await expect
        .poll(async () => (await boss.getJobById('housekeeping.sweep', id!))?.state, { timeout: 60_000, interval: 200 })
        .toBe('completed');
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('sends bearer calls straight to the API, calls on the session cookie and the web app’s own routes to the web app', async () => {
    const m = await signedIn(700);
    const user = await fetch(`${scaled.origin}/api/user/`, { headers: { cookie: m.cookie } });
    const { accessToken } = (await user.json()) as { accessToken: string };
    // The web app marks what it answers with headers of its own (Permissions-Policy); the API does not.
    const byBearer = await fetch(`${scaled.origin}/api/balance/user-balance/`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(byBearer.status).toBe(200);
    expect(await byBearer.json()).toMatchObject({ balance: 700 });
    expect(byBearer.headers.get('permissions-policy')).toBeNull();
    const byCookie = await fetch(`${scaled.origin}/api/balance/user-balance/`, { headers: { cookie: m.cookie } });
    expect(await byCookie.json()).toMatchObject({ balance: 700 });
    expect(byCookie.headers.get('permissions-policy')).not.toBeNull();
    // The app server's routes stay its own, bearer or not, with or without the trailing slash.
    for (const p of ['/api/user/', '/api/user']) {
      const own = await fetch(`${scaled.origin}${p}`, { headers: { cookie: m.cookie, authorization: `Bearer ${accessToken}` } });
      expect(await own.json()).toMatchObject({ isLoggedIn: true });
    }
    // A body beyond nginx's own limit is refused as the apps refuse one.
    const huge = await fetch(`${scaled.origin}/api/withdrawal/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: new Uint8Array(12 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ code: 'payload_too_large', message: errorCatalogue.payload_too_large.message });
  });

  // Last: it spends this address's captcha challenges for the next ten minutes.
  it('an X-Forwarded-For forged by the client through nginx does not escape the per-address limits', async () => {
    // nginx appends the socket's address and the web app believes one hop (WEB_TRUST_PROXY=1), so
    // every claimed address below is the same client to the API: CAPTCHA_CHALLENGES_PER_IP_PER_10_MIN
    // (120) runs out however the header rotates.
    const statuses: number[] = [];
    for (let i = 0; i < 130; i++) {
      const res = await fetch(`${scaled.origin}/api/captcha/challenge`, {
        headers: { 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${i % 250}` },
      });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(statuses).toContain(429);
  });
});
