// A company's webhook receiver on this machine (started and stopped by the test file), the back
// office's webhook calls, and the Standard Webhooks library's verifier as a company would use it.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import type { WebhookDelivery, WebhookEndpointWithSecret } from '@cabinet/contracts';
import { Webhook } from 'standardwebhooks';
import { expect, vi } from 'vitest';
import { closeAfterFile } from '../file-teardown.js';
import type { TestContext } from '../helper.js';
import type { OperatorSession } from '../admin/fixtures.js';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  received: Received[];
  /** What the next requests are answered, in turn; then 200 `ok`. */
  answers: { status: number; body?: string }[];
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
}

/** An HTTP receiver on 127.0.0.1 that keeps what it is sent; closed when the test file ends. */
export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { origin: '', port: 0, received: [], answers: [] };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.received.push({
        path: req.url ?? '',
        headers: flatHeaders(req.headers),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = receiver.answers.shift() ?? { status: 200, body: 'ok' };
      res.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.origin = `http://127.0.0.1:${receiver.port}`;
  closeAfterFile(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return receiver;
}

/** A TCP listener on 127.0.0.1 that only counts the connections made to it; closed when the file ends. */
export async function startConnectionCounter(): Promise<{ port: number; connections: () => number }> {
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeAfterFile(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port, connections: () => connections };
}

/** A receiver that never answers, for the attempt's time limit; closed when the file ends. */
export async function startSilentServer(): Promise<number> {
  const server = createServer(() => {
    // Holds the request open: the sender's deadline ends it.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeAfterFile(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return (server.address() as AddressInfo).port;
}

/** Waits (polling, no fixed sleep) until the receiver holds `n` requests. */
export async function receivedCount(receiver: Receiver, n: number): Promise<Received[]> {
  await expect.poll(() => receiver.received.length, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(n);
  return receiver.received;
}

/**
 * The library's verifier as a company's server runs it at the moment the request arrives: its
 * five-minute tolerance is reckoned from the request's own `webhook-timestamp`, so that a test that
 * moved the app's clock hours ahead still checks only the signature.
 */
export function verifyAsSent(secret: string, r: Received): unknown {
  vi.useFakeTimers({ toFake: ['Date'], now: Number(r.headers['webhook-timestamp']) * 1000 });
  try {
    return new Webhook(secret).verify(r.body, r.headers);
  } finally {
    vi.useRealTimers();
  }
}

export const webhooks = {
  create: (ctx: TestContext, s: OperatorSession, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/webhooks', headers: s.headers, payload }),
  list: (ctx: TestContext, s: OperatorSession) =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: s.headers }),
  update: (ctx: TestContext, s: OperatorSession, id: number, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/admin/webhooks/${id}`, headers: s.headers, payload }),
  rotate: (ctx: TestContext, s: OperatorSession, id: number, previousValidHours: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${id}/rotate-secret`,
      headers: s.headers,
      payload: { previousValidHours },
    }),
  remove: (ctx: TestContext, s: OperatorSession, id: number) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${id}`, headers: s.headers }),
  test: (ctx: TestContext, s: OperatorSession, id: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/webhooks/${id}/test`, headers: s.headers }),
  deliveries: (ctx: TestContext, s: OperatorSession, id: number, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/webhooks/${id}/deliveries${query ? `?${query}` : ''}`, headers: s.headers }),
  retry: (ctx: TestContext, s: OperatorSession, id: number, messageId: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/webhooks/${id}/deliveries/${messageId}/retry`, headers: s.headers }),
};

/** Registers an endpoint and answers it with its secret; fails the test on a refusal. */
export async function createEndpoint(
  ctx: TestContext,
  s: OperatorSession,
  payload: { url: string; events: string[]; description?: string },
): Promise<WebhookEndpointWithSecret> {
  const res = await webhooks.create(ctx, s, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** One delivery of an endpoint as the back office lists it. */
export async function deliveryOf(
  ctx: TestContext,
  s: OperatorSession,
  endpointId: number,
  messageId: string,
): Promise<WebhookDelivery> {
  const res = await webhooks.deliveries(ctx, s, endpointId, 'maxResultCount=100');
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json().deliveries as WebhookDelivery[]).find((d) => d.id === messageId);
  if (!found) throw new Error(`no delivery ${messageId}`);
  return found;
}

/** Waits until a delivery is settled (delivered or failed) or has at least `attempts` attempts. */
export async function settled(
  ctx: TestContext,
  s: OperatorSession,
  endpointId: number,
  messageId: string,
  until: (d: WebhookDelivery) => boolean = (d) => d.status !== 'pending',
): Promise<WebhookDelivery> {
  await expect
    .poll(async () => until(await deliveryOf(ctx, s, endpointId, messageId)), { timeout: 30_000, interval: 100 })
    .toBe(true);
  return deliveryOf(ctx, s, endpointId, messageId);
}
