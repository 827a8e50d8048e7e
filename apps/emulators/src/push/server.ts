// A stand-in for a browser's push service and the browser behind it (decision 0036). It hands out
// subscriptions as `PushSubscription.toJSON()` does (an endpoint, the P-256 key and the auth
// secret), takes pushes at the endpoint as RFC 8030 says (`TTL`, `Urgency`, `Topic`, VAPID
// authorization, an `aes128gcm` body; 201 Created), and decrypts each as the browser would, so a
// test reads the very text a device would show. An expired subscription answers 410 Gone.
//   POST   /subscriptions                → {id, endpoint, keys: {p256dh, auth}}
//   POST   /push/:id                     ← a push (what the product's sender posts)
//   GET    /subscriptions/:id/messages   → {messages: [{payload, ttl, urgency, topic, receivedAt}]}
//   DELETE /subscriptions/:id            → the subscription expires (later pushes: 410)
//   GET    /messages                     → every message received, newest last (the demo's view)
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptPush, verifyVapid } from './decrypt.js';

export interface ReceivedPush {
  subscriptionId: string;
  payload: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  receivedAt: string;
}

interface EmulatedSubscription {
  id: string;
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
  expired: boolean;
  /** The VAPID key of the first push: later pushes must carry the same (as push services check). */
  vapidKey: string | null;
  messages: ReceivedPush[];
}

export interface PushEmulator {
  url: string;
  /** A new subscription, as the browser gives it to the page. */
  subscribe(): { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
  messages(id?: string): ReceivedPush[];
  expire(id: string): void;
  close(): Promise<void>;
}

const MAX_BODY = 4096 + 103;

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) resolve(null);
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startPushEmulator(opts: { host?: string; port?: number } = {}): Promise<PushEmulator> {
  const subs = new Map<string, EmulatedSubscription>();
  const all: ReceivedPush[] = [];
  let url = '';

  const subscribe = () => {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const sub: EmulatedSubscription = {
      id: randomUUID(),
      privateKey: ecdh.getPrivateKey(),
      publicKey,
      auth: randomBytes(16),
      expired: false,
      vapidKey: null,
      messages: [],
    };
    subs.set(sub.id, sub);
    return {
      id: sub.id,
      endpoint: `${url}/push/${sub.id}`,
      keys: { p256dh: publicKey.toString('base64url'), auth: sub.auth.toString('base64url') },
    };
  };

  async function receive(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const sub = subs.get(id);
    if (!sub) return answer(res, 404, { error: 'no such subscription' });
    if (sub.expired) return answer(res, 410, { error: 'subscription expired' });
    const vapid = verifyVapid(req.headers.authorization, new URL(url).origin, Math.floor(Date.now() / 1000));
    if ('error' in vapid) return answer(res, 401, { error: vapid.error });
    if (sub.vapidKey && sub.vapidKey !== vapid.key) return answer(res, 403, { error: 'another application server key' });
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return answer(res, 400, { error: 'TTL header required' });
    if (req.headers['content-encoding'] !== 'aes128gcm') return answer(res, 415, { error: 'aes128gcm only' });
    const body = await readBody(req, MAX_BODY);
    if (!body) return answer(res, 413, { error: 'payload larger than 4096 bytes' });
    let payload: string;
    try {
      payload = decryptPush(body, sub);
    } catch (err) {
      return answer(res, 400, { error: `does not decrypt: ${(err as Error).message}` });
    }
    sub.vapidKey ??= vapid.key;
    const push: ReceivedPush = {
      subscriptionId: id,
      payload,
      ttl,
      urgency: String(req.headers.urgency ?? 'normal'),
      topic: typeof req.headers.topic === 'string' ? req.headers.topic : null,
      receivedAt: new Date().toISOString(),
    };
    sub.messages.push(push);
    all.push(push);
    res.writeHead(201, { location: `${url}/messages/${randomUUID()}` }).end();
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const parts = path.split('/').filter(Boolean);
    const handle = async () => {
      if (req.method === 'POST' && path === '/subscriptions') return answer(res, 201, subscribe());
      if (req.method === 'GET' && path === '/messages') return answer(res, 200, { messages: all });
      if (parts[0] === 'push' && parts.length === 2 && req.method === 'POST') return receive(req, res, parts[1]!);
      if (parts[0] === 'subscriptions' && parts.length >= 2) {
        const sub = subs.get(parts[1]!);
        if (!sub) return answer(res, 404, { error: 'no such subscription' });
        if (req.method === 'GET' && parts[2] === 'messages') return answer(res, 200, { messages: sub.messages });
        if (req.method === 'DELETE' && parts.length === 2) {
          sub.expired = true;
          return answer(res, 204);
        }
      }
      return answer(res, 404, { error: 'not found' });
    };
    handle().catch((err: unknown) => answer(res, 500, { error: (err as Error).message }));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const addr = server.address() as AddressInfo;
  url = `http://${opts.host ?? '127.0.0.1'}:${addr.port}`;
  return {
    url,
    subscribe,
    messages: (id) => (id ? (subs.get(id)?.messages ?? []) : all),
    expire(id) {
      const sub = subs.get(id);
      if (sub) sub.expired = true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
