// Fault tests on the scaled deployment (nginx → two web → two API processes →
// PostgreSQL): parallel withdrawals across the processes, a web process killed mid-traffic, an API
// process killed mid-withdrawals, and every database connection terminated mid-traffic. The two API
// processes have data folders of their own, as two machines have, and keep the files in the object
// store (start:scaled's S3 emulator, decision 0044): a scan crosses from one to the other, the store
// stopped for a while answers «попробуйте позже» and loses nothing, a half-sent upload never appears.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { errorCatalogue, PD_CONSENT_VERSION } from '@cabinet/contracts';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../apps/api/src/db/types.js';
import { assertLedgerInvariants } from '../apps/api/test/ledger-invariants.js';
import {
  createDatabase,
  freePort,
  openDatabase,
  seedRichMember,
  signInThroughWeb,
  startScaled,
  terminateConnections,
  type Scaled,
} from './support.js';

const SBER = '100000000111';
const S3_BUCKET = 'agentplus-fault';

let database: Awaited<ReturnType<typeof createDatabase>>;
let scaled: Scaled;
let db: Db;

beforeAll(async () => {
  database = await createDatabase();
  scaled = await startScaled(database.url, {
    FILES_S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
    FILES_S3_BUCKET: S3_BUCKET,
    FILES_S3_ACCESS_KEY_ID: 'fault-access-key',
    FILES_S3_SECRET_ACCESS_KEY: 'fault-secret-key',
    FILES_S3_FORCE_PATH_STYLE: 'true',
    FILES_S3_SSE: 'AES256',
    FILES_S3_TIMEOUT_MS: '1500',
  });
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

// First: the per-address captcha limits are spent by the last test of the describe after it.
describe('files on the object store, two machines', () => {
  let member: { memberId: string; phone: string; cookie: string; bearer: string };
  const sha256 = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');
  const apiOrigin = (i: number) => `http://127.0.0.1:${scaled.state().ports.api[i]!}`;
  const storeDir = () => path.join(scaled.dataDir, 's3-emulator', S3_BUCKET);
  const objectsInStore = () => (existsSync(storeDir()) ? readdirSync(storeDir()).filter((f) => f.endsWith('.json')).length : 0);
  /** Bytes of a put still arriving or cut off: the emulator keeps them aside and never as an object. */
  const halfStored = () => (existsSync(storeDir()) ? readdirSync(storeDir()).filter((f) => f.endsWith('.part')) : []);
  const uploadScan = (origin: string, kind: string, bytes: Buffer, type: string, name: string) => {
    const form = new FormData();
    form.set('kind', kind);
    form.set('content', new Blob([new Uint8Array(bytes)], { type }), name);
    return fetch(`${origin}/api/lk/edit/set-passport-file/`, {
      method: 'PUT',
      headers: { authorization: member.bearer },
      body: form,
    });
  };
  const scanRows = async () =>
    (await db.query<{ id: string }>('SELECT id FROM files WHERE member_id = $1 ORDER BY id', [member.memberId])).rows.map(
      (r) => r.id,
    );

  beforeAll(async () => {
    const m = await signedIn(0);
    const user = await fetch(`${scaled.origin}/api/user/`, { headers: { cookie: m.cookie } });
    const { accessToken } = (await user.json()) as { accessToken: string };
    member = { ...m, bearer: `Bearer ${accessToken}` };
    const consent = await fetch(`${scaled.origin}/api/lk/consent`, {
      method: 'POST',
      headers: { authorization: member.bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ version: PD_CONSENT_VERSION }),
    });
    expect(consent.status).toBe(200);
  });

  it('a scan uploaded through one API process is read through the other; neither keeps it on its disk', async () => {
    const { dataDirs } = scaled.state();
    expect(new Set(dataDirs).size).toBe(2);
    // A PDF is stored as uploaded: the bytes that come back are the bytes sent.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
    const res = await uploadScan(apiOrigin(0), 'innScan', pdf, 'application/pdf', 'inn.pdf');
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const read = await fetch(`${apiOrigin(1)}${url}`, { headers: { authorization: member.bearer } });
    expect(read.status).toBe(200);
    expect(sha256(new Uint8Array(await read.arrayBuffer()))).toBe(sha256(pdf));
    // And through nginx and the web app, with the session cookie, as the cabinet reads it.
    const viaWeb = await fetch(`${scaled.origin}${url}`, { headers: { cookie: member.cookie } });
    expect(sha256(new Uint8Array(await viaWeb.arrayBuffer()))).toBe(sha256(pdf));
    for (const dir of dataDirs) {
      const files = path.join(dir, 'files');
      expect(existsSync(files) ? readdirSync(files, { recursive: true }).length : 0).toBe(0);
    }
  });

  it('the object store stopped for a while: «попробуйте позже», nothing half-stored, and everything stored before is there after', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(512 * 1024), Buffer.from('\n%%EOF\n')]);
    const stored = await uploadScan(apiOrigin(0), 'adressScan', pdf, 'application/pdf', 'address.pdf');
    expect(stored.status).toBe(200);
    const { url } = (await stored.json()) as { url: string };
    const rowsBefore = await scanRows();
    const objectsBefore = objectsInStore();

    const storePid = scaled.state().pids.s3!;
    process.kill(storePid, 'SIGSTOP');
    try {
      const refused = await uploadScan(apiOrigin(1), 'pasportScan', pdf, 'application/pdf', 'passport.pdf');
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ code: 'files_unavailable', message: errorCatalogue.files_unavailable.message });
      expect(errorCatalogue.files_unavailable.message).toContain('попробуйте позже');
      const reading = await fetch(`${scaled.origin}${url}`, { headers: { cookie: member.cookie } });
      expect(reading.status).toBe(503);
      expect(await reading.json()).toMatchObject({ code: 'files_unavailable' });
    } finally {
      process.kill(storePid, 'SIGCONT');
    }
    // The put the API gave up on never becomes a file of the member: no row names it, and nothing of
    // it is left half-stored. (If all its bytes had reached the store before the API gave up, the
    // store keeps them whole but unnamed — what a real store does with a put whose answer was lost.)
    await new Promise((r) => setTimeout(r, 1000));
    expect(await scanRows()).toEqual(rowsBefore);
    expect(halfStored()).toEqual([]);
    expect(objectsInStore()).toBeLessThanOrEqual(objectsBefore + 1);
    for (const i of [0, 1]) {
      const again = await fetch(`${apiOrigin(i)}${url}`, { headers: { authorization: member.bearer } });
      expect(again.status).toBe(200);
      expect(sha256(new Uint8Array(await again.arrayBuffer()))).toBe(sha256(pdf));
    }
  });

  it('an upload whose client goes away halfway leaves no file and no row', async () => {
    const rowsBefore = await scanRows();
    const objectsBefore = objectsInStore();
    const boundary = 'fault-boundary';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="kind"\r\n\r\ninnScan\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="content"; filename="inn.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const port = scaled.state().ports.api[0]!;
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: '/api/lk/edit/set-passport-file/',
        headers: {
          authorization: member.bearer,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 2 * 1024 * 1024),
        },
      });
      req.on('error', () => resolve());
      req.on('response', (res) => {
        res.resume();
        resolve();
      });
      req.write(head);
      req.write(randomBytes(1024 * 1024), () => setTimeout(() => req.destroy(), 200));
      req.on('close', () => resolve());
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await scanRows()).toEqual(rowsBefore);
    expect(objectsInStore()).toBe(objectsBefore);
    expect(halfStored()).toEqual([]);
  });
});

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

  it('sends every call to the web app: bearer calls, calls on the session cookie and its own routes (decision 0050)', async () => {
    const m = await signedIn(700);
    const user = await fetch(`${scaled.origin}/api/user/`, { headers: { cookie: m.cookie } });
    const { accessToken } = (await user.json()) as { accessToken: string };
    // The web app marks what it answers with headers of its own (Permissions-Policy); the API does not.
    const byBearer = await fetch(`${scaled.origin}/api/balance/user-balance/`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(byBearer.status).toBe(200);
    expect(await byBearer.json()).toMatchObject({ balance: 700 });
    expect(byBearer.headers.get('permissions-policy')).not.toBeNull();
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
