// server.mjs's pass-through between real sockets: a small upstream standing for the API on 127.0.0.1
// and a front server that hands the request to the pass-through, as server.mjs does, and answers 299
// for what the pass-through leaves to Next.js.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { errorCatalogue } from '@cabinet/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PEER_HEADER } from './client-address.mjs';
import { createPassThrough } from './proxy.mjs';

const SECURITY = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];
const LEFT_TO_NEXT = 299;

/** @typedef {{ method: string, url: string, headers: http.IncomingHttpHeaders, bytes: number, sha: string, complete: boolean }} Seen */

/** What the upstream received, by request; `onRequest` decides how it answers. */
let seen = /** @type {Seen[]} */ ([]);
/** @type {(req: http.IncomingMessage, res: http.ServerResponse, record: Seen) => void} */
let onRequest = () => undefined;
const defaultAnswer = (
  /** @type {http.IncomingMessage} */ req,
  /** @type {http.ServerResponse} */ res,
  /** @type {Seen} */ record,
) => {
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('set-cookie', 'api=1; Path=/');
    res.setHeader('x-frame-options', 'SAMEORIGIN');
    res.setHeader('vary', 'Origin');
    res.setHeader('x-api', 'yes');
    res.end(JSON.stringify({ ok: true, bytes: record.bytes }));
  });
};

const upstream = http.createServer((req, res) => {
  const hash = createHash('sha256');
  /** @type {Seen} */
  const record = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, bytes: 0, sha: '', complete: false };
  seen.push(record);
  req.on('data', (chunk) => {
    record.bytes += chunk.length;
    hash.update(chunk);
  });
  req.on('end', () => {
    record.complete = true;
    record.sha = hash.digest('hex');
  });
  req.on('error', () => undefined);
  onRequest(req, res, record);
});

/** @type {string[]} */
const logged = [];
let apiOrigin = '';
/** @type {http.Server} */
let front;
let frontUrl = '';
/** @type {ReturnType<typeof createPassThrough>[]} */
const passThroughs = [];

/**
 * A front server as server.mjs runs the pass-through.
 * @param {Partial<Parameters<typeof createPassThrough>[0]>} options
 */
async function startFront(options = {}) {
  const passThrough = createPassThrough({
    apiOrigin,
    trustProxy: { hops: 0 },
    isOwnRoute: (p) => p === '/api/user' || p === '/api/user/',
    headersFor: () => SECURITY,
    log: (message) => logged.push(message),
    ...options,
  });
  passThroughs.push(passThrough);
  const server = http.createServer((req, res) => {
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
    if (passThrough.handle(req, res)) return;
    res.statusCode = LEFT_TO_NEXT;
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { server, url: `http://127.0.0.1:${address.port}` };
}

/**
 * One request through the front with node:http (headers exactly as written, a body streamed).
 * @param {string} path
 * @param {{ method?: string, headers?: Record<string, string>, body?: (req: http.ClientRequest) => Promise<void> | void, base?: string }} [opts]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, text: string }>}
 */
function call(path, opts = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${opts.base ?? frontUrl}${path}`,
      { method: opts.method ?? 'GET', headers: opts.headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    req.on('error', (err) => (req.writableEnded ? undefined : reject(err)));
    if (opts.body) Promise.resolve(opts.body(req)).catch(reject);
    else req.end();
  });
}

const bearer = { authorization: 'Bearer member-token' };

beforeAll(async () => {
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', () => resolve(undefined)));
  apiOrigin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (upstream.address()).port}`;
  ({ server: front, url: frontUrl } = await startFront());
});

afterEach(() => {
  seen = [];
  logged.length = 0;
  onRequest = defaultAnswer;
});

afterAll(() => {
  front.close();
  front.closeAllConnections();
  for (const { agent } of passThroughs) agent.destroy();
  upstream.close();
  upstream.closeAllConnections();
});

onRequest = defaultAnswer;

describe('what crosses to the API', () => {
  it('passes the call with the socket’s address and the app’s forwarding headers, never the cookie or a hop-by-hop header', async () => {
    const res = await call('/api/balance/user-balance/?x=1', {
      headers: {
        ...bearer,
        cookie: '__Host-agentplus_session=sealed',
        'x-forwarded-for': '6.6.6.6',
        'x-real-ip': '6.6.6.6',
        [PEER_HEADER]: '6.6.6.6',
        connection: 'keep-alive, x-secret',
        'keep-alive': 'timeout=5',
        'proxy-authorization': 'Basic eA==',
        te: 'trailers',
        'next-router-state-tree': 'x',
        'x-middleware-subrequest': 'ignored-by-next-too',
        'x-matched-path': '/api/admin',
        'idempotency-key': 'k-1',
        host: 'cabinet.example',
      },
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ ok: true, bytes: 0 });
    expect(seen).toHaveLength(1);
    const [{ method, url, headers }] = seen;
    expect(method).toBe('GET');
    expect(url).toBe('/api/balance/user-balance/?x=1');
    expect(headers.authorization).toBe('Bearer member-token');
    expect(headers['idempotency-key']).toBe('k-1');
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-host']).toBe('cabinet.example');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['accept-language']).toBe('ru-RU');
    expect(headers['accept-encoding']).toBe('identity');
    expect(headers.host).toBe(new URL(apiOrigin).host);
    for (const name of [
      'cookie',
      'x-real-ip',
      PEER_HEADER,
      'keep-alive',
      'proxy-authorization',
      'te',
      'next-router-state-tree',
      'x-matched-path',
    ]) {
      expect(headers[name], name).toBeUndefined();
    }
    expect(headers['transfer-encoding']).toBeUndefined();
  });

  it('keeps the browser’s language, and believes X-Forwarded-For only as far as WEB_TRUST_PROXY says', async () => {
    const { server, url } = await startFront({ trustProxy: { hops: 1 } });
    try {
      await call('/api/news/', {
        base: url,
        headers: { ...bearer, 'x-forwarded-for': '6.6.6.6, 198.51.100.7', 'accept-language': 'en', 'x-forwarded-proto': 'https' },
      });
    } finally {
      server.close();
      server.closeAllConnections();
    }
    expect(seen[0].headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(seen[0].headers['accept-language']).toBe('en');
    expect(seen[0].headers['x-forwarded-proto']).toBe('https');
  });

  it('answers with the API’s status and headers, next.config.ts’s headers standing, and no cookie of the API’s', async () => {
    const res = await call('/api/news/', { headers: bearer });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-api']).toBe('yes');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.vary).toBe('Origin');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.text)));
  });

  it('sends a body as a stream, as fetch sends the route’s', async () => {
    await call('/api/withdrawal/', {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json', 'content-length': '2' },
      body: (req) => void req.end('{}'),
    });
    expect(seen[0].headers['transfer-encoding']).toBe('chunked');
    expect(seen[0].complete).toBe(true);
  });

  it('sends no body for a call without one (a like, a cancellation), as the route sends none', async () => {
    // A browser's PUT or DELETE with nothing to send says Content-Length: 0; an empty chunked body
    // without a Content-Type would be refused by the API as an unsupported type.
    for (const method of ['PUT', 'DELETE', 'POST']) {
      seen = [];
      await call('/api/news/?slugId=1', { method, headers: { ...bearer, 'content-length': '0' }, body: (req) => void req.end() });
      expect(seen[0].headers['transfer-encoding'], method).toBeUndefined();
      expect(seen[0].headers['content-length'] ?? '0', method).toBe('0');
      expect(seen[0].complete, method).toBe(true);
    }
  });
});

describe('what is left to Next.js', () => {
  it('a call without a bearer, the app server’s own routes, paths the router would read otherwise, other methods', async () => {
    const left = [
      ['/api/balance/user-balance/', {}],
      ['/api/balance/user-balance/', { authorization: '' }],
      ['/api/user/', bearer],
      ['/api/user', bearer],
      ['/api/%75ser/', bearer],
      ['/api/x/../user/', bearer],
      ['/api//balance/', bearer],
      ['/apiary', bearer],
    ];
    for (const [path, headers] of /** @type {[string, Record<string, string>][]} */ (left)) {
      expect((await call(path, { headers })).status, path).toBe(LEFT_TO_NEXT);
    }
    expect((await call('/api/news/', { method: 'OPTIONS', headers: bearer })).status).toBe(LEFT_TO_NEXT);
    expect(seen).toHaveLength(0);
  });

  it('a path whose headers next.config.ts decides by condition', async () => {
    const { server, url } = await startFront({ headersFor: () => null });
    try {
      expect((await call('/api/news/', { base: url, headers: bearer })).status).toBe(LEFT_TO_NEXT);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });
});

describe('refusals', () => {
  it('403 for a write another site sent; reads pass; the back office’s refusal is Next.js’s to report', async () => {
    /** @type {Record<string, string>[]} */
    const foreign = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example', host: 'cabinet.example' }];
    for (const headers of foreign) {
      const res = await call('/api/withdrawal/', { method: 'POST', headers: { ...bearer, ...headers } });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.text)).toEqual({ code: 'forbidden', message: errorCatalogue.forbidden.message });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect(seen).toHaveLength(0);
    expect((await call('/api/news/', { headers: { ...bearer, 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
    const admin = await call('/api/admin/desk/pay-batch', {
      method: 'POST',
      headers: { ...bearer, 'sec-fetch-site': 'cross-site' },
    });
    expect(admin.status).toBe(LEFT_TO_NEXT);
    expect(seen).toHaveLength(1);
  });

  it('413 at once for a declared length over 1 MiB, before the API sees anything', async () => {
    const res = await call('/api/withdrawal/', {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json', 'content-length': String(1024 * 1024 + 1) },
      body: (req) => {
        req.write('{');
      },
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ code: 'payload_too_large', message: errorCatalogue.payload_too_large.message });
    expect(seen).toHaveLength(0);
  });

  it('413 when a body sent without a length passes the limit; the API’s call is cut off there', async () => {
    onRequest = () => undefined; // the API reads and never answers
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const res = await call('/api/withdrawal/', {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: async (req) => {
        for (let i = 0; i < 64 && !req.destroyed; i++) {
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        }
        req.end();
      },
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text).code).toBe('payload_too_large');
    expect(seen).toHaveLength(1);
    expect(seen[0].bytes).toBeLessThanOrEqual(1024 * 1024);
    await expect.poll(() => seen[0].complete).toBe(false);
  });

  it('502 {code: internal} when the API does not answer, and says so in the log', async () => {
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', () => resolve(undefined)));
    const port = /** @type {import('node:net').AddressInfo} */ (closed.address()).port;
    await new Promise((resolve) => closed.close(() => resolve(undefined)));
    const { server, url } = await startFront({ apiOrigin: `http://127.0.0.1:${port}` });
    try {
      const res = await call('/api/news/', { base: url, headers: bearer });
      expect(res.status).toBe(502);
      expect(JSON.parse(res.text)).toEqual({ code: 'internal', message: errorCatalogue.internal.message });
      expect(logged).toEqual([expect.stringMatching(/^API unreachable: .*ECONNREFUSED/)]);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });

  it('502 when the API says nothing within the time limit', async () => {
    onRequest = () => undefined;
    const { server, url } = await startFront({ timeoutMs: 300 });
    try {
      const res = await call('/api/news/', { base: url, headers: bearer });
      expect(res.status).toBe(502);
      expect(logged).toEqual([expect.stringMatching(/timeout/)]);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });
});

describe('streams', () => {
  it('an upload reaches the API while it is still being sent, whole and unchanged', async () => {
    const chunk = Buffer.alloc(256 * 1024);
    for (let i = 0; i < chunk.length; i++) chunk[i] = i % 251;
    const chunks = 32; // 8 MiB: under the upload limit, eight times the JSON one
    const whole = createHash('sha256');
    for (let i = 0; i < chunks; i++) whole.update(chunk);
    const res = await call('/api/lk/edit/set-passport/', {
      method: 'PUT',
      headers: { ...bearer, 'content-type': 'multipart/form-data; boundary=x' },
      body: async (req) => {
        for (let i = 0; i < chunks; i++) {
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
          // Half sent: the API must have bytes before the member has sent the rest (nothing buffers the whole).
          if (i === chunks / 2) await expect.poll(() => seen[0]?.bytes ?? 0, { timeout: 5_000 }).toBeGreaterThan(0);
        }
        req.end();
      },
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).bytes).toBe(chunks * chunk.length);
    expect(seen[0].sha).toBe(whole.digest('hex'));
  });

  it('the API’s answer is passed as it comes, and a member who leaves ends the API’s call', async () => {
    /** @type {http.ServerResponse | null} */
    let held = null;
    let apiCallClosed = false;
    onRequest = (_req, res) => {
      held = res;
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first part');
      res.on('close', () => (apiCallClosed = true));
    };
    const firstPart = await new Promise((resolve, reject) => {
      const req = http.request(`${frontUrl}/api/files/report`, { headers: bearer }, (res) => {
        res.once('data', (c) => {
          resolve(String(c));
          req.destroy();
        });
      });
      req.on('error', () => undefined);
      req.on('close', () => resolve(''));
      req.end();
      setTimeout(() => reject(new Error('no first part')), 5_000);
    });
    expect(firstPart).toBe('first part');
    await expect.poll(() => apiCallClosed, { timeout: 5_000 }).toBe(true);
    expect(held).not.toBeNull();
  });

  it('a member who leaves before the API answers ends the API’s call (499 in the route: nobody is there to read it)', async () => {
    let apiCallClosed = false;
    onRequest = (_req, res) => {
      res.on('close', () => (apiCallClosed = true));
    };
    const req = http.request(`${frontUrl}/api/news/`, { headers: bearer });
    req.on('error', () => undefined);
    req.end();
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(1);
    req.destroy();
    await expect.poll(() => apiCallClosed, { timeout: 5_000 }).toBe(true);
  });

  it('a member who stops sending once answered loses the connection after a while, rather than hold it (and a shutdown) open', async () => {
    onRequest = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"code":"unauthorized"}');
    };
    const { server, url } = await startFront({ lingerMs: 300 });
    // A client that keeps its connection: only the server can end it.
    const keepAlive = new http.Agent({ keepAlive: true });
    try {
      let socketClosed = false;
      const status = await new Promise((resolve, reject) => {
        const req = http.request(
          `${url}/api/withdrawal/`,
          {
            method: 'POST',
            agent: keepAlive,
            headers: { ...bearer, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          },
        );
        req.on('error', () => undefined);
        req.on('socket', (socket) => socket.on('close', () => (socketClosed = true)));
        // A little of the body, then nothing more (the body never ends).
        req.write('{"a":');
        setTimeout(() => reject(new Error('no answer')), 5_000);
      });
      expect(status).toBe(401);
      await expect.poll(() => socketClosed, { timeout: 5_000 }).toBe(true);
    } finally {
      keepAlive.destroy();
      server.close();
      server.closeAllConnections();
    }
  });

  it('an API that answers before the whole upload arrived: the member gets the answer, nothing hangs', async () => {
    onRequest = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"code":"unauthorized"}');
    };
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const res = await call('/api/lk/edit/set-passport/', {
      method: 'PUT',
      headers: { ...bearer, 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
      body: async (req) => {
        for (let i = 0; i < 64 && !req.destroyed; i++) {
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        }
        req.end();
      },
    });
    expect(res.status).toBe(401);
    // The front still answers on (the pass-through dropped the rest of that body rather than hold it).
    onRequest = defaultAnswer;
    expect((await call('/api/news/', { headers: bearer })).status).toBe(200);
  });
});
