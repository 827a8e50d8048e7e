// A failed delivery is tried again by the job queue with exponential back-off for about three days
// (apps/api/src/features/webhooks/retry-schedule.ts): the queue's time is moved by pg-boss's TestClock,
// so a retry a minute or two away comes without waiting for it; every attempt is in the log.
import { TestClock } from 'pg-boss';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverMessage } from '../../src/features/webhooks/deliver.js';
import { deliverWebhookJob } from '../../src/features/webhooks/delivery-job.js';
import { DELIVERY_RETRIES, retryWindows } from '../../src/features/webhooks/retry-schedule.js';
import { emitWebhookEvent } from '../../src/features/webhooks/service.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { seedOperators, signInAdmin, type OperatorSession } from '../admin/fixtures.js';
import { createEndpoint, deliveryOf, receivedCount, startReceiver, webhooks, type Receiver } from './fixtures.js';

const HOUR = 3600;
const queueClock = new TestClock(Date.now());
let ctx: TestContext;
let admin: OperatorSession;
let receiver: Receiver;

beforeAll(async () => {
  ctx = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, { jobs: { clock: queueClock } });
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
  receiver = await startReceiver();
});

/** The queue's time passes a poll at a time until `done` holds (its handlers run on their own). */
async function until(done: () => Promise<boolean>, polls = 200): Promise<void> {
  for (let i = 0; i < polls; i++) {
    if (await done()) return;
    await queueClock.tick(500);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the queue did not get there');
}

/** Time jumps for the queue as over a process asleep: each timer it passed fires once at the next tick. */
async function jump(seconds: number): Promise<void> {
  await queueClock.setTime(queueClock.now() + seconds * 1000);
  await queueClock.tick(0);
}

describe('the back-off', () => {
  it('spreads twenty attempts over about three days', () => {
    const windows = retryWindows();
    expect(windows).toHaveLength(19);
    expect(windows[0]).toEqual({ earliest: 60, latest: 120 });
    expect(windows[1]).toEqual({ earliest: 180, latest: 360 });
    // The last retry comes between 68.5 and 74.5 hours after the first attempt.
    expect(windows.at(-1)).toEqual({ earliest: 246_660, latest: 268_200 });
    expect(windows.at(-1)!.earliest).toBeGreaterThan(68 * HOUR);
    expect(windows.at(-1)!.latest).toBeLessThan(75 * HOUR);
    // One retry fewer would stop short of three days at its latest.
    expect(windows.at(-2)!.latest).toBeLessThan(72 * HOUR);
  });

  it('is the queue’s own rule for deliveries', async () => {
    const queue = await ctx.app.deps.jobs.boss.getQueue(deliverWebhookJob.name);
    expect(queue).toMatchObject({
      retryLimit: DELIVERY_RETRIES.retryLimit,
      retryDelay: DELIVERY_RETRIES.retryDelay,
      retryBackoff: true,
      retryDelayMax: DELIVERY_RETRIES.retryDelayMax,
    });
  });
});

describe('a failed attempt', () => {
  it('is tried again after the back-off: the receiver answers 500, then 200', async () => {
    const { endpoint, secret } = await createEndpoint(ctx, admin, { url: `${receiver.origin}/flaky`, events: ['period.closed'] });
    receiver.answers.push({ status: 500, body: 'Сервер перегружен' });
    const res = await webhooks.test(ctx, admin, endpoint.id);
    expect(res.statusCode, res.body).toBe(200);
    const messageId = res.json().id as string;

    await until(async () => (await deliveryOf(ctx, admin, endpoint.id, messageId)).attempts.length === 1);
    const waiting = await deliveryOf(ctx, admin, endpoint.id, messageId);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: [{ httpStatus: 500, error: null, response: 'Сервер перегружен' }],
    });
    // Due between one and two minutes after the failure, as the queue itself has it.
    await until(async () => (await deliveryOf(ctx, admin, endpoint.id, messageId)).nextAttemptAt !== null);
    const due = Date.parse((await deliveryOf(ctx, admin, endpoint.id, messageId)).nextAttemptAt!) - queueClock.now();
    expect(due).toBeGreaterThan(50_000);
    expect(due).toBeLessThanOrEqual(120_000);

    await jump(121);
    await until(async () => (await deliveryOf(ctx, admin, endpoint.id, messageId)).status === 'delivered');
    const done = await deliveryOf(ctx, admin, endpoint.id, messageId);
    expect(done.attempts.map((a) => a.httpStatus)).toEqual([200, 500]);
    expect(done.nextAttemptAt).toBeNull();
    const [first, second] = (await receivedCount(receiver, 2)).slice(-2);
    // Both attempts carry the same webhook-id, each its own valid signature.
    expect(first!.headers['webhook-id']).toBe(messageId);
    expect(second!.headers['webhook-id']).toBe(messageId);
    expect(new Webhook(secret).verify(second!.body, second!.headers)).toMatchObject({ type: 'webhook.test' });
  });

  it('on its last try leaves the message failed', async () => {
    const { endpoint } = await createEndpoint(ctx, admin, { url: `${receiver.origin}/down`, events: ['member.registered'] });
    const at = ctx.clock.now();
    await ctx.db.transaction((tx) =>
      emitWebhookEvent(
        tx,
        'member.registered',
        { member: { id: 'x', phone: '79000000000' }, via: 'back_office', registeredAt: at.toISOString() },
        at,
      ),
    );
    const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM webhook_messages WHERE endpoint_id = $1', [endpoint.id]);
    const messageId = rows[0]!.id;
    // As the queue's twentieth run of the message's job would find it.
    const jobId = '00000000-0000-4000-8000-00000000beef';
    await ctx.db.query('UPDATE webhook_messages SET job_id = $2 WHERE id = $1', [messageId, jobId]);
    receiver.answers.push({ status: 503 });
    const outcome = await deliverMessage(ctx.app.deps, {
      jobId,
      messageId,
      lastAttempt: true,
      signal: new AbortController().signal,
    });
    expect(outcome).toEqual({ outcome: 'failed', reason: 'HTTP 503' });
    expect(await deliveryOf(ctx, admin, endpoint.id, messageId)).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
      attempts: [{ httpStatus: 503 }],
    });
    // A job of it that is no longer the message's own (a «Повторить» queued another) sends nothing.
    const stale = await deliverMessage(ctx.app.deps, {
      jobId: '00000000-0000-4000-8000-00000000dead',
      messageId,
      lastAttempt: false,
      signal: new AbortController().signal,
    });
    expect(stale).toEqual({ outcome: 'skipped' });
  });
});
