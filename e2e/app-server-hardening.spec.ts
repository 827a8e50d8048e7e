// Findings 1 and 3 of the adversarial review (docs/product.md §13) and the web app's operations, against an
// API and a web app of this file's own (tight sign-in limits, a fresh embedded database).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { freePort, startNode, stopServer, waitForUrl, type Server } from './support/servers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VERIFY_LIMIT = 3;

let dir: string;
let api: Server;
let web: Server;
let baseUrl: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'agentplus-hardening-'));
  const [apiPort, webPort] = await Promise.all([freePort(), freePort()]);
  const dropped = new Set(['SESSION_SECRET', 'TOKEN_SECRET', 'DATABASE_URL', 'API_URL', 'PORT', 'NODE_ENV', 'WEB_TRUST_PROXY']);
  const base = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !dropped.has(k))),
    DATA_DIR: path.join(dir, 'data'),
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  api = startNode(
    'API (hardening)',
    [path.join(root, 'apps/api/dist/server.js')],
    { ...base, NODE_ENV: 'test', VERIFY_REQUESTS_PER_IP_PER_10_MIN: String(VERIFY_LIMIT), LOG_LEVEL: 'warn' },
    root,
    path.join(dir, 'api.log'),
  );
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/ready`, api);
  web = startNode(
    'web (hardening)',
    [path.join(root, 'apps/web/server.mjs'), '-p', String(webPort), '-H', '127.0.0.1'],
    { ...base, APP_ENV: 'test' },
    root,
    path.join(dir, 'web.log'),
  );
  baseUrl = `http://127.0.0.1:${webPort}`;
  await waitForUrl(`${baseUrl}/api/health`, web);
});

test.afterAll(async () => {
  await stopServer(web);
  await stopServer(api);
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request through node:http, so that the body can be streamed without Content-Length. */
function rawRequest(
  pathname: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    chunks?: number;
    chunkBytes?: number;
    /** Runs once the server has the request's headers (it answered `100 Continue`), before the body ends. */
    beforeEnd?: () => Promise<void>;
    /** The last bytes of the body. */
    tail?: string;
  },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${pathname}`,
      { method: opts.method ?? 'POST', headers: { 'content-type': 'application/json', ...opts.headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    // With a step before the body ends, the server confirms it has the request: 100 Continue.
    const received = opts.beforeEnd ? new Promise<void>((r) => req.once('continue', () => r())) : Promise.resolve();
    if (opts.beforeEnd) req.setHeader('expect', '100-continue');
    req.flushHeaders();
    // Writing after the server answered and closed is expected here.
    req.on('error', (err) => (req.writableEnded ? undefined : reject(err)));
    void (async () => {
      const chunk = Buffer.alloc(opts.chunkBytes ?? 1024 * 1024, 0x20);
      for (let i = 0; i < (opts.chunks ?? 1); i++) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      await received;
      await opts.beforeEnd?.();
      req.end(opts.tail);
    })().catch(() => undefined);
  });
}

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

test('finding 1: a forged X-Forwarded-For does not get round the per-address sign-in limit', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 1; i <= VERIFY_LIMIT + 3; i++) {
    const res = await request.post(`${baseUrl}/api/mobile-auth/verify`, {
      headers: { 'x-forwarded-for': `203.0.113.${i}`, 'X-Real-IP': `198.51.100.${i}` },
      data: { userId: randomUUID(), code: '123456', captcha: 'not-solved' },
    });
    statuses.push(res.status());
  }
  // The API counted every request against the one real address (the socket's).
  expect(statuses.slice(0, VERIFY_LIMIT)).toEqual(Array(VERIFY_LIMIT).fill(400));
  expect(statuses.slice(VERIFY_LIMIT)).toEqual([429, 429, 429]);
});

test.describe('finding 3: every app-server route limits the size of what it reads', () => {
  const big = 'x'.repeat(4 * 1024 * 1024);

  for (const [method, route] of [
    ['POST', '/api/logout'],
    ['POST', '/api/mobile-auth/verify'],
    ['POST', '/api/mobile-auth/code'],
    ['POST', '/api/withdrawal/'],
    ['PUT', '/api/lk/edit/set-user-data/'],
    ['GET', '/api/user/'],
  ] as const) {
    test(`${method} ${route}: a 4 MB JSON body is refused with 413 {code, message}`, async ({ request }) => {
      const res = await request.fetch(`${baseUrl}${route}`, {
        method,
        headers: { 'content-type': 'application/json' },
        data: JSON.stringify({ padding: big }),
      });
      expect(res.status()).toBe(413);
      expect(await res.json()).toEqual({ code: 'payload_too_large', message: expect.any(String) });
    });
  }

  test('bodies streamed without Content-Length are cut off at the limit; the server does not swell', async () => {
    const before = rssMiB(web.child.pid!);
    for (const route of ['/api/logout', '/api/mobile-auth/verify', '/api/mobile-auth/code', '/api/logout']) {
      const res = await rawRequest(route, { headers: { 'transfer-encoding': 'chunked' }, chunks: 48 });
      expect(res.status, route).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'payload_too_large' });
    }
    // The catch-all route streams the body to the API, which refuses a visitor before reading it.
    const passed = await rawRequest('/api/withdrawal/', { headers: { 'transfer-encoding': 'chunked' }, chunks: 48 });
    expect([401, 413]).toContain(passed.status);
    // The same on a bearer, which server.mjs passes itself (decision 0037): the API refuses the token
    // at once, and the rest of the body is dropped as it comes, not kept.
    const bearer = await rawRequest('/api/withdrawal/', {
      headers: { 'transfer-encoding': 'chunked', authorization: 'Bearer not-a-token' },
      chunks: 48,
    });
    expect([401, 413]).toContain(bearer.status);
    // 6 × 48 MiB were sent; had they been buffered, the process would have grown by about that much.
    expect(rssMiB(web.child.pid!) - before).toBeLessThan(96);
  });
});

test.describe('operations of the web app', () => {
  test('/api/health and /api/ready answer, and are never cached', async ({ request }) => {
    const health = await request.get(`${baseUrl}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await request.get(`${baseUrl}/api/ready`);
    expect(ready.status()).toBe(200);
    expect(ready.headers()['cache-control']).toContain('no-store');
  });

  test('SIGTERM: a request in flight is finished, then the process exits cleanly', async ({ request }) => {
    const exited = new Promise<number | null>((resolve) => web.child.once('exit', (code) => resolve(code)));
    let signalled = false;
    const inFlight = rawRequest('/api/logout', {
      headers: { 'content-length': '2' },
      chunks: 0,
      tail: '{}',
      beforeEnd: async () => {
        // The server has the request; it is told to stop before the body ends, and the body is sent
        // only once it accepts no new connection.
        process.kill(web.child.pid!, 'SIGTERM');
        signalled = true;
        await expect
          .poll(
            () =>
              fetch(`${baseUrl}/api/health`).then(
                () => 'accepting',
                () => 'closed',
              ),
            { timeout: 30_000 },
          )
          .toBe('closed');
      },
    });
    const res = await inFlight.catch((err: unknown) => ({ status: -1, body: String(err) }));
    expect(signalled).toBe(true);
    expect(res.status).toBe(200);
    expect(await exited).toBe(0);
    await expect(request.get(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});
