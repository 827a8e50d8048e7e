// The one way from the browser to the API (the catch-all route's forwardToApi) between real
// sockets: a small upstream stands for the API on 127.0.0.1, and the route's function is handed the
// Request that Next.js would hand it, with the peer address server.mjs writes. The calls carry a
// bearer, as the cabinet's client's do: the session cookie's way is the browser tests'.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCatalogue, SCAN_MAX_BYTES } from '@cabinet/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiOriginFromEnv } from './api-origin';
import { declaresTooMuch, forwardedBodyLimit, JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './body-limit';
import { PEER_HEADER } from './client-address';
import { forwardToApi } from './forward';
import { isForwardedRequestHeader, isRelayedResponseHeader } from './upstream';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
  sha: string;
  complete: boolean;
}

let seen: Seen[] = [];
type Answer = (req: http.IncomingMessage, res: http.ServerResponse, record: Seen) => void;
const defaultAnswer: Answer = (req, res, record) => {
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('set-cookie', 'api=1; Path=/');
    res.setHeader('x-api', 'yes');
    res.end(JSON.stringify({ ok: true, bytes: record.bytes }));
  });
};
let onRequest: Answer = defaultAnswer;

const upstream = http.createServer((req, res) => {
  const hash = createHash('sha256');
  const record: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, bytes: 0, sha: '', complete: false };
  seen.push(record);
  req.on('data', (chunk: Buffer) => {
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

const logged: string[] = [];
let apiOrigin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  // webConfig() reads the environment at its first call, which comes after this.
  process.env.API_URL = apiOrigin;
  process.env.SESSION_SECRET = 's'.repeat(32);
  process.env.APP_ENV = 'production';
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
});

afterEach(() => {
  seen = [];
  logged.length = 0;
  onRequest = defaultAnswer;
});

afterAll(() => {
  upstream.close();
  upstream.closeAllConnections();
});

const BEARER = { authorization: 'Bearer member-token' };

/** The Request Next.js hands the route: the browser's headers, plus the peer address server.mjs wrote. */
function browserRequest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Request {
  const headers = new Headers({ host: 'cabinet.example', [PEER_HEADER]: '127.0.0.1', ...BEARER, ...init.headers });
  return new Request(`http://cabinet.example${path}`, {
    ...init,
    headers,
    ...(init.body ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** A request body of `count` chunks of `size` bytes, sent without a length; `sent` counts what was read. */
function slowBody(count: number, size: number) {
  const progress = { sent: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (progress.sent >= count) return controller.close();
      progress.sent++;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, progress };
}

describe('what crosses to the API', () => {
  it('passes the call with the member’s address and the app’s forwarding headers, never the cookie or a hop-by-hop header', async () => {
    const res = await forwardToApi(
      browserRequest('/api/balance/user-balance/?x=1', {
        headers: {
          cookie: '__Host-agentplus_session=sealed',
          'x-forwarded-for': '6.6.6.6',
          'x-real-ip': '6.6.6.6',
          'x-forwarded-proto': 'https',
          'keep-alive': 'timeout=5',
          'proxy-authorization': 'Basic eA==',
          'next-router-state-tree': 'x',
          rsc: '1',
          'idempotency-key': 'k-1',
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, bytes: 0 });
    expect(seen).toHaveLength(1);
    const [{ method, url, headers }] = seen as [Seen];
    expect(method).toBe('GET');
    expect(url).toBe('/api/balance/user-balance/?x=1');
    expect(headers.authorization).toBe('Bearer member-token');
    expect(headers['idempotency-key']).toBe('k-1');
    // Nobody in front is trusted here (WEB_TRUST_PROXY unset): the socket's address, never the client's word.
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-host']).toBe('cabinet.example');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['accept-language']).toBe('ru-RU');
    expect(headers['accept-encoding']).toBe('identity');
    expect(headers.host).toBe(new URL(apiOrigin).host);
    for (const name of [
      'cookie',
      'x-real-ip',
      PEER_HEADER,
      'keep-alive',
      'proxy-authorization',
      'next-router-state-tree',
      'rsc',
    ]) {
      expect(headers[name], name).toBeUndefined();
    }
  });

  it('keeps the browser’s language, and the browser’s own bearer over any session', async () => {
    await forwardToApi(browserRequest('/api/news/', { headers: { 'accept-language': 'en' } }));
    expect(seen[0]!.headers['accept-language']).toBe('en');
    expect(seen[0]!.headers.authorization).toBe('Bearer member-token');
  });

  it('answers with the API’s status and headers, its length kept, and no cookie of the API’s', async () => {
    const body = '{"code":"conflict"}';
    onRequest = (req, res) =>
      req.on('end', () =>
        res
          .writeHead(409, {
            'content-type': 'application/json',
            'content-length': body.length,
            'x-api': 'yes',
            'set-cookie': 'a=1',
          })
          .end(body),
      );
    const res = await forwardToApi(browserRequest('/api/news/'));
    expect(res.status).toBe(409);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-api')).toBe('yes');
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(await res.json()).toEqual({ code: 'conflict' });
  });

  it('an upload reaches the API whole and unchanged, streamed', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 31) % 251);
    const res = await forwardToApi(
      browserRequest('/api/user/scans/', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: new Blob([bytes]).stream(),
      }),
    );
    expect(res.status).toBe(200);
    expect(seen[0]!.bytes).toBe(bytes.length);
    expect(seen[0]!.sha).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(seen[0]!.headers['transfer-encoding']).toBe('chunked');
  });

  it('sends no body for a call without one (a like, a cancellation)', async () => {
    for (const method of ['PUT', 'DELETE', 'POST']) {
      seen = [];
      await forwardToApi(browserRequest('/api/news/?slugId=1', { method }));
      expect(seen[0]!.headers['transfer-encoding'], method).toBeUndefined();
      expect(seen[0]!.headers['content-length'] ?? '0', method).toBe('0');
      expect(seen[0]!.complete, method).toBe(true);
    }
  });
});

describe('refusals', () => {
  it('413 at once for a declared length over 1 MiB, before the API sees anything', async () => {
    const res = await forwardToApi(
      browserRequest('/api/withdrawal/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(JSON_BODY_LIMIT + 1) },
        body: '{',
      }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'payload_too_large', message: errorCatalogue.payload_too_large.message });
    expect(seen).toHaveLength(0);
  });

  it('413 when a body sent without a length passes the limit; the API’s call is cut off there', async () => {
    onRequest = () => undefined; // the API reads and never answers
    const { stream, progress } = slowBody(64, 64 * 1024);
    const res = await forwardToApi(
      browserRequest('/api/withdrawal/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream }),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('payload_too_large');
    expect(progress.sent).toBeLessThan(64);
    // The API may not have seen the call begin at all; what it saw is never more than the limit, nor whole.
    for (const record of seen) {
      expect(record.bytes).toBeLessThanOrEqual(JSON_BODY_LIMIT);
      await expect.poll(() => record.complete).toBe(false);
    }
  });

  it('502 {code: internal} when the API does not answer, and says so in the log', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { webConfig } = await import('./config');
    const config = webConfig();
    const saved = config.apiOrigin;
    config.apiOrigin = `http://127.0.0.1:${port}`;
    try {
      const res = await forwardToApi(browserRequest('/api/news/'));
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ code: 'internal', message: errorCatalogue.internal.message });
      expect(logged).toEqual([expect.stringMatching(/^API unreachable: /)]);
    } finally {
      config.apiOrigin = saved;
    }
  });

  it('a member who leaves before the API answers ends the API’s call (499: nobody is there to read it)', async () => {
    let apiCallClosed = false;
    onRequest = (req) => req.socket.once('close', () => (apiCallClosed = true));
    const leaving = new AbortController();
    const answer = forwardToApi(browserRequest('/api/news/', { signal: leaving.signal }));
    await expect.poll(() => seen.length).toBe(1);
    leaving.abort();
    expect((await answer).status).toBe(499);
    await expect.poll(() => apiCallClosed).toBe(true);
  });
});

describe('the rules of what crosses', () => {
  it('never passes the cookie, the forwarding headers a client wrote, hop-by-hop headers or Next.js’s own', () => {
    for (const name of ['cookie', 'x-forwarded-for', 'x-real-ip', 'forwarded', 'connection', 'transfer-encoding', 'host']) {
      expect(isForwardedRequestHeader(name), name).toBe(false);
    }
    for (const name of [PEER_HEADER, 'next-router-state-tree', 'rsc', 'content-length', 'expect']) {
      expect(isForwardedRequestHeader(name), name).toBe(false);
    }
    for (const name of ['authorization', 'content-type', 'accept', 'user-agent', 'idempotency-key']) {
      expect(isForwardedRequestHeader(name), name).toBe(true);
    }
  });

  it('relays no cookie and no hop-by-hop header of the API’s answer', () => {
    for (const name of ['set-cookie', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']) {
      expect(isRelayedResponseHeader(name), name).toBe(false);
    }
    for (const name of ['content-type', 'cache-control', 'retry-after', 'content-disposition']) {
      expect(isRelayedResponseHeader(name), name).toBe(true);
    }
  });

  it('gives uploads the largest scan and anything else the API’s 1 MiB; refuses a declared length over it', () => {
    expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(SCAN_MAX_BYTES);
    const typed = (type: string | null) => ({ headers: new Headers(type ? { 'content-type': type } : {}) });
    expect(forwardedBodyLimit(typed('multipart/form-data; boundary=x'))).toBe(UPLOAD_BODY_LIMIT);
    expect(forwardedBodyLimit(typed('Multipart/Form-Data'))).toBe(UPLOAD_BODY_LIMIT);
    expect(forwardedBodyLimit(typed('application/json'))).toBe(JSON_BODY_LIMIT);
    expect(forwardedBodyLimit(typed(null))).toBe(JSON_BODY_LIMIT);
    const length = (n: string | null) => ({ headers: new Headers(n === null ? {} : { 'content-length': n }) });
    expect(declaresTooMuch(length(String(JSON_BODY_LIMIT + 1)), JSON_BODY_LIMIT)).toBe(true);
    expect(declaresTooMuch(length(String(JSON_BODY_LIMIT)), JSON_BODY_LIMIT)).toBe(false);
    expect(declaresTooMuch(length(null), JSON_BODY_LIMIT)).toBe(false);
  });

  it('takes API_URL, else API_HOST and API_PORT, reaching every-interface hosts over loopback', () => {
    expect(apiOriginFromEnv({ API_URL: 'http://api.internal:8080/x' })).toBe('http://api.internal:8080');
    expect(apiOriginFromEnv({})).toBe('http://127.0.0.1:4000');
    expect(apiOriginFromEnv({ API_HOST: '0.0.0.0', API_PORT: '4100' })).toBe('http://127.0.0.1:4100');
    expect(apiOriginFromEnv({ API_HOST: '::1' })).toBe('http://[::1]:4000');
    expect(apiOriginFromEnv({ API_URL: 'not a url' })).toBeNull();
  });
});
