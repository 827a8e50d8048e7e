// Delivering to the company (docs/webhooks.md): every request carries the Standard Webhooks headers
// and a signature the library's own verifier accepts — under both secrets while a rotated-out one is
// still valid, under the new one alone after; an answer is read only up to 1 KiB and a few seconds;
// «Повторить» sends the same message again; an event goes to the endpoints subscribed to it, queued in
// the deciding transaction or, without the queue at hand, by the minute's dispatch.
import { Buffer } from 'node:buffer';
import type { WebhookDelivery, WebhookEndpoint } from '@cabinet/contracts';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatchWebhooksJob } from '../../src/features/webhooks/dispatch-job.js';
import { postWebhook, RESPONSE_BYTES } from '../../src/features/webhooks/post-webhook.js';
import { emitWebhookEvent } from '../../src/features/webhooks/service.js';
import { systemResolver } from '../../src/lib/resolve-host.js';
import { buildTestApp, runJob, type TestContext } from '../helper.js';
import { seedOperators, signInAdmin, type OperatorSession } from '../admin/fixtures.js';
import {
  createEndpoint,
  receivedCount,
  settled,
  startReceiver,
  startSilentServer,
  verifyAsSent,
  webhooks,
  type Receiver,
} from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let receiver: Receiver;
/** A name only this test's resolver knows: reaching it proves the attempt connected to the address checked. */
const PINNED_NAME = 'receiver.example.test';
let lookups = 0;

beforeAll(async () => {
  ctx = await buildTestApp(
    { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
    {
      resolveHost: async (host) => {
        if (host !== PINNED_NAME) return systemResolver(host);
        lookups++;
        return ['127.0.0.1'];
      },
    },
  );
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
  receiver = await startReceiver();
});

async function sendTest(endpoint: WebhookEndpoint): Promise<WebhookDelivery> {
  const res = await webhooks.test(ctx, admin, endpoint.id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a delivery', () => {
  let endpoint: WebhookEndpoint;
  let secret: string;
  beforeAll(async () => {
    ({ endpoint, secret } = await createEndpoint(ctx, admin, {
      url: `${receiver.origin}/hooks?source=agent-plus`,
      events: ['contract.refused'],
    }));
  });

  it('carries the Standard Webhooks headers and a signature the library verifies', async () => {
    const before = receiver.received.length;
    const queued = await sendTest(endpoint);
    expect(queued).toMatchObject({ type: 'webhook.test', status: 'pending', attempts: [] });
    expect(queued.id).toMatch(/^msg_[0-9a-f]{32}$/);
    const r = (await receivedCount(receiver, before + 1)).at(-1)!;

    expect(r.path).toBe('/hooks?source=agent-plus');
    expect(r.headers).toMatchObject({
      'content-type': 'application/json',
      'webhook-id': queued.id,
      'webhook-timestamp': String(Math.floor(ctx.clock.now().getTime() / 1000)),
    });
    expect(r.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    // The company's side, as the library's README has it: the real clock, the raw body, the headers.
    const payload = new Webhook(secret).verify(r.body, r.headers);
    expect(payload).toEqual({
      type: 'webhook.test',
      timestamp: queued.createdAt,
      data: { endpointId: endpoint.id, sentBy: 'admin@agent-plus.test' },
    });
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(r.body, r.headers)).toThrow(
      'No matching signature found',
    );
    expect(() => new Webhook(secret).verify(r.body.replace('webhook.test', 'webhook.tost'), r.headers)).toThrow();

    const done = await settled(ctx, admin, endpoint.id, queued.id);
    expect(done).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    expect(done.attempts).toEqual([
      { at: expect.any(String), httpStatus: 200, error: null, durationMs: expect.any(Number), response: 'ok' },
    ]);
    const listed = (await webhooks.list(ctx, admin)).json().endpoints.find((e: WebhookEndpoint) => e.id === endpoint.id);
    expect(listed.deliveries).toEqual({ pending: 0, delivered: 1, failed: 0 });
  });

  it('is signed by both secrets while the rotated-out one is valid, by the new one alone after', async () => {
    const overlap = (await webhooks.rotate(ctx, admin, endpoint.id, 1)).json().secret as string;
    let before = receiver.received.length;
    await sendTest(endpoint);
    const during = (await receivedCount(receiver, before + 1)).at(-1)!;
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(secret).verify(during.body, during.headers)).toMatchObject({ type: 'webhook.test' });
    expect(new Webhook(overlap).verify(during.body, during.headers)).toMatchObject({ type: 'webhook.test' });

    // An hour and a minute later the first secret signs no more.
    ctx.clock.advance(61 * 60_000);
    before = receiver.received.length;
    await sendTest(endpoint);
    const after = (await receivedCount(receiver, before + 1)).at(-1)!;
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verifyAsSent(overlap, after)).toMatchObject({ type: 'webhook.test' });
    expect(() => verifyAsSent(secret, after)).toThrow('No matching signature found');

    // Rotated with no overlap: the one before stops at once, and so does any still valid before it.
    await webhooks.rotate(ctx, admin, endpoint.id, 5);
    const latest = (await webhooks.rotate(ctx, admin, endpoint.id, 0)).json();
    expect(latest.endpoint.previousSecretValidUntil).toBeNull();
    before = receiver.received.length;
    await sendTest(endpoint);
    const now = (await receivedCount(receiver, before + 1)).at(-1)!;
    expect(now.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verifyAsSent(latest.secret as string, now)).toMatchObject({ type: 'webhook.test' });
    expect(() => verifyAsSent(overlap, now)).toThrow('No matching signature found');
    secret = latest.secret as string;
  });

  it('keeps at most 1 KiB of the answer, a character cut in half dropped', async () => {
    receiver.answers.push({ status: 200, body: `${'ж'.repeat(700)}конец` });
    const queued = await sendTest(endpoint);
    const done = await settled(ctx, admin, endpoint.id, queued.id);
    const kept = done.attempts[0]!.response;
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(RESPONSE_BYTES);
    expect(kept).toBe('ж'.repeat(RESPONSE_BYTES / 2));
  });

  it('is sent again by «Повторить», with the same webhook-id and a new attempt, audited', async () => {
    const queued = await sendTest(endpoint);
    await settled(ctx, admin, endpoint.id, queued.id);
    const before = receiver.received.length;
    const res = await webhooks.retry(ctx, admin, endpoint.id, queued.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: queued.id, status: 'pending' });
    const again = (await receivedCount(receiver, before + 1)).at(-1)!;
    expect(again.headers['webhook-id']).toBe(queued.id);
    expect(verifyAsSent(secret, again)).toMatchObject({ type: 'webhook.test' });
    const done = await settled(ctx, admin, endpoint.id, queued.id, (d) => d.status === 'delivered' && d.attempts.length === 2);
    expect(done.attempts.map((a) => a.httpStatus)).toEqual([200, 200]);
    const { rows } = await ctx.db.query<{ action: string; before: unknown }>(
      `SELECT action, before FROM audit_log WHERE target_type = 'webhook_message' AND target_id = $1 ORDER BY id`,
      [queued.id],
    );
    expect(rows).toEqual([
      { action: 'webhook.test_sent', before: null },
      { action: 'webhook.redelivered', before: { status: 'delivered' } },
    ]);

    expect((await webhooks.retry(ctx, admin, endpoint.id, 'msg_00000000000000000000000000000000')).statusCode).toBe(404);
    expect((await webhooks.retry(ctx, admin, endpoint.id, 'not-a-message')).statusCode).toBe(404);
    const other = await createEndpoint(ctx, admin, { url: `${receiver.origin}/other`, events: ['payout.paid'] });
    expect((await webhooks.retry(ctx, admin, other.endpoint.id, queued.id)).statusCode).toBe(404);
  });

  it('lists the log newest first, a page at a time, by status', async () => {
    const page = await webhooks.deliveries(ctx, admin, endpoint.id, 'maxResultCount=2');
    expect(page.statusCode).toBe(200);
    const { deliveries, totalCount } = page.json() as { deliveries: WebhookDelivery[]; totalCount: number };
    expect(totalCount).toBeGreaterThanOrEqual(6);
    expect(deliveries).toHaveLength(2);
    expect(deliveries[0]!.createdAt >= deliveries[1]!.createdAt).toBe(true);
    const next = (await webhooks.deliveries(ctx, admin, endpoint.id, 'maxResultCount=2&skipCount=2')).json();
    expect(next.deliveries[0].id).not.toBe(deliveries[1]!.id);
    expect((await webhooks.deliveries(ctx, admin, endpoint.id, 'status=failed')).json()).toEqual({
      deliveries: [],
      totalCount: 0,
    });
    const bad = await webhooks.deliveries(ctx, admin, endpoint.id, 'status=lost');
    expect(bad.json()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: { status: 'Статус: pending, delivered или failed' },
    });
    expect((await webhooks.deliveries(ctx, admin, 999_999)).statusCode).toBe(404);
  });

  it('connects to the address it checked, asking the resolver once per attempt', async () => {
    const pinned = await createEndpoint(ctx, admin, {
      url: `http://${PINNED_NAME}:${receiver.port}/pinned`,
      events: ['contract.refused'],
    });
    const asked = lookups;
    const queued = await sendTest(pinned.endpoint);
    const done = await settled(ctx, admin, pinned.endpoint.id, queued.id);
    // The system's DNS has never heard of the name: only the checked address could have been reached.
    expect(done.status).toBe('delivered');
    expect(lookups).toBe(asked + 1);
    expect(receiver.received.at(-1)!.headers.host).toBe(`${PINNED_NAME}:${receiver.port}`);
  });
});

describe('an event', () => {
  let subscribed: WebhookEndpoint;
  let elsewhere: WebhookEndpoint;
  beforeAll(async () => {
    ({ endpoint: subscribed } = await createEndpoint(ctx, admin, {
      url: `${receiver.origin}/blocked`,
      events: ['member.blocked'],
    }));
    ({ endpoint: elsewhere } = await createEndpoint(ctx, admin, { url: `${receiver.origin}/paid`, events: ['payout.paid'] }));
  });

  const blocked = (at: Date) => ({
    member: { id: '00000000-0000-4000-8000-000000000001', phone: '79000000001' },
    reason: 'Проверка',
    blockedAt: at.toISOString(),
  });

  it('is a message for each endpoint subscribed to it, none for a rolled-back decision', async () => {
    const at = ctx.clock.now();
    const count = async () =>
      (
        await ctx.db.query<{ endpointId: number; n: number }>(
          `SELECT endpoint_id::int AS "endpointId", count(*)::int AS n FROM webhook_messages WHERE event_type = 'member.blocked'
          AND endpoint_id = ANY($1::bigint[]) GROUP BY 1`,
          [[subscribed.id, elsewhere.id]],
        )
      ).rows;
    await expect(
      ctx.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, 'member.blocked', blocked(at), at, ctx.app.deps.jobs);
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    expect(await count()).toEqual([]);
  });

  it('without the queue at hand, leaves with the minute’s dispatch', async () => {
    const at = ctx.clock.now();
    const before = receiver.received.length;
    expect(await ctx.db.transaction((tx) => emitWebhookEvent(tx, 'member.blocked', blocked(at), at))).toBeGreaterThanOrEqual(1);
    const { rows } = await ctx.db.query<{ id: string; jobId: string | null }>(
      `SELECT id, job_id AS "jobId" FROM webhook_messages WHERE endpoint_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [subscribed.id],
    );
    expect(rows[0]!.jobId).toBeNull();
    // (The schedule's own run may come first at a minute's turn: either queues it once.)
    expect((await runJob(ctx.app, dispatchWebhooksJob, {})).state).toBe('completed');
    const got = await receivedCount(receiver, before + 1);
    expect(got.at(-1)!.headers['webhook-id']).toBe(rows[0]!.id);
    const done = await settled(ctx, admin, subscribed.id, rows[0]!.id);
    expect(done).toMatchObject({
      status: 'delivered',
      type: 'member.blocked',
      payload: { type: 'member.blocked', data: blocked(at) },
    });
  });

  it('waiting for an endpoint switched off meanwhile, is not sent', async () => {
    const at = ctx.clock.now();
    await ctx.db.transaction((tx) => emitWebhookEvent(tx, 'member.blocked', blocked(at), at));
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT id FROM webhook_messages WHERE endpoint_id = $1 AND job_id IS NULL`,
      [subscribed.id],
    );
    expect((await webhooks.update(ctx, admin, subscribed.id, { enabled: false })).statusCode).toBe(200);
    const toIt = () => receiver.received.filter((r) => r.path === '/blocked').length;
    const before = toIt();
    await runJob(ctx.app, dispatchWebhooksJob, {});
    const done = await settled(ctx, admin, subscribed.id, rows[0]!.id);
    expect(done).toMatchObject({
      status: 'failed',
      attempts: [{ httpStatus: null, error: 'Адрес выключен или удалён: событие не отправлено', durationMs: 0, response: '' }],
    });
    expect(toIt()).toBe(before);
    const refused = await webhooks.retry(ctx, admin, subscribed.id, rows[0]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('webhook_endpoint_disabled');
    // Switched off, it is given no new message at all.
    expect(await ctx.db.transaction((tx) => emitWebhookEvent(tx, 'member.blocked', blocked(at), at))).toBe(0);
  });
});

describe('an answer that is not 2xx', () => {
  it('a redirect is not followed: the attempt failed and waits for its retry', async () => {
    const { endpoint } = await createEndpoint(ctx, admin, { url: `${receiver.origin}/moved`, events: ['payout.paid'] });
    receiver.answers.push({ status: 302, body: 'Moved' });
    const before = receiver.received.length;
    const queued = await sendTest(endpoint);
    const tried = await settled(ctx, admin, endpoint.id, queued.id, (d) => d.attempts.length === 1 && d.nextAttemptAt !== null);
    expect(tried).toMatchObject({ status: 'pending', attempts: [{ httpStatus: 302, error: null, response: 'Moved' }] });
    expect(receiver.received.length).toBe(before + 1);
  });

  it('410 Gone switches the endpoint off, with no retry, in the audit log as the system’s doing', async () => {
    const { endpoint } = await createEndpoint(ctx, admin, { url: `${receiver.origin}/gone`, events: ['payout.paid'] });
    receiver.answers.push({ status: 410 });
    const queued = await sendTest(endpoint);
    const done = await settled(ctx, admin, endpoint.id, queued.id);
    expect(done).toMatchObject({ status: 'failed', nextAttemptAt: null, attempts: [{ httpStatus: 410 }] });
    const listed = (await webhooks.list(ctx, admin)).json().endpoints.find((e: WebhookEndpoint) => e.id === endpoint.id);
    expect(listed).toMatchObject({ enabled: false, disabledAt: expect.any(String) });
    const { rows } = await ctx.db.query<{ action: string; actor: string }>(
      `SELECT action, actor FROM audit_log WHERE target_type = 'webhook_endpoint' AND target_id = $1 ORDER BY id`,
      [String(endpoint.id)],
    );
    expect(rows).toEqual([
      { action: 'webhook.created', actor: 'admin@agent-plus.test' },
      { action: 'webhook.gone', actor: 'system' },
    ]);
  });
});

describe('an attempt', () => {
  it('gives up on an answer that does not come within its time', async () => {
    const port = await startSilentServer();
    const url = new URL(`http://127.0.0.1:${port}/slow`);
    const result = await postWebhook(
      { url, address: '127.0.0.1', family: 4 },
      '{}',
      {},
      { signal: new AbortController().signal, timeoutMs: 300 },
    );
    expect(result).toMatchObject({ httpStatus: null, error: 'Нет ответа за 0.3 с', response: '' });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(3_000);
  });

  it('names a refused connection', async () => {
    const url = new URL('http://127.0.0.1:1/closed');
    const result = await postWebhook(
      { url, address: '127.0.0.1', family: 4 },
      '{}',
      {},
      { signal: new AbortController().signal },
    );
    expect(result).toMatchObject({ httpStatus: null, error: 'Не удалось соединиться: ECONNREFUSED' });
  });
});
