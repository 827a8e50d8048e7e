// Web Push and SMS of members' messages (decision 0036), against the repository's push service
// emulator, which decrypts each push as the browser would: the text a device would show, an expired
// subscription forgotten, the member's choice per kind respected, SMS only where it matters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMessages } from '../../src/features/messages/deliver.js';
import { deliverMessagesJob } from '../../src/features/messages/job.js';
import { notify } from '../../src/features/notifications/notify.js';
import { startPushEmulator, type PushEmulator } from '../../../emulators/src/push/server.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, runJob, signIn, type SignedIn, type TestContext } from '../helper.js';
import { seedOperators, signInAdmin } from '../admin/fixtures.js';
import { contract } from '../money/fixtures.js';

let ctx: TestContext;
let emulator: PushEmulator;

beforeAll(async () => {
  emulator = await startPushEmulator();
  ctx = await buildTestApp({ PUSH_EMULATOR_URL: emulator.url });
});
afterAll(async () => {
  await emulator.close();
});

let phoneNo = 0;
const nextPhone = () => `790055510${String(phoneNo++).padStart(2, '0')}`;

async function member(): Promise<{ id: string; phone: string; session: SignedIn }> {
  const phone = nextPhone();
  const id = await seedMember(ctx.db, { phone });
  return { id, phone, session: await signIn(ctx, phone) };
}

const deliver = () => deliverMessages({ ...ctx.app.deps, productName: ctx.app.deps.env.PRODUCT_NAME, log: ctx.app.log });

async function subscribe(m: { session: SignedIn }, device = 'Chrome на Android') {
  const sub = emulator.subscribe();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: m.session.headers,
    payload: { endpoint: sub.endpoint, keys: sub.keys, device },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sub;
}

const received = (id: string) => emulator.messages(id).map((m) => JSON.parse(m.payload) as Record<string, string>);

async function subscriptionCount(memberId: string): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_subscriptions WHERE member_id = $1', [
    memberId,
  ]);
  return rows[0]!.n;
}

const smsLines = () =>
  ctx.logs
    .filter((l) => l.msg === 'sms (log provider)')
    .map((l) => (l.sms as { to: string; text: string }).to + ' ' + (l.sms as { text: string }).text);

describe('push', () => {
  it('gives the VAPID public key the browser subscribes with', async () => {
    const m = await member();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/push/key', headers: m.session.headers });
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.json<{ publicKey: string }>().publicKey, 'base64url')).toHaveLength(65);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
  });

  it('an accrual reaches the device: the push service decrypts the text of the notification', async () => {
    const m = await member();
    const sub = await subscribe(m);
    await contract(ctx, m.id, { number: 'АД-PUSH-1', clientName: 'Сидоров Олег' });
    const { output, state } = await runJob(ctx.app, deliverMessagesJob, {});
    expect(state).toBe('completed');
    expect(output).toMatchObject({ sent: 1, failed: 0 });
    const [push, ...more] = received(sub.id);
    expect(more).toEqual([]);
    expect(push!.title).toMatch(/^Начислено \d[\d\u00a0]*\u00a0б\.$/);
    expect(push).toMatchObject({ body: 'За договор № АД-PUSH-1 (Сидоров Олег)', link: '/balance' });
    const [raw] = emulator.messages(sub.id);
    expect(raw).toMatchObject({ urgency: 'normal' });
    expect(raw!.ttl).toBeGreaterThan(86_000);
    // Delivered once: the next run finds nothing.
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(received(sub.id)).toHaveLength(1);
  });

  it('every device of the member gets it; an expired subscription (410) is forgotten', async () => {
    const m = await member();
    const phone = await subscribe(m, 'Телефон');
    const tablet = await subscribe(m, 'Планшет');
    expect(await subscriptionCount(m.id)).toBe(2);
    emulator.expire(tablet.id);
    await contract(ctx, m.id, { number: 'АД-PUSH-2' });
    expect(await deliver()).toMatchObject({ sent: 1, gone: 1 });
    expect(received(phone.id)).toHaveLength(1);
    expect(received(tablet.id)).toHaveLength(0);
    expect(await subscriptionCount(m.id)).toBe(1);
    // The last device gone: the delivery fails and the member has no device left.
    emulator.expire(phone.id);
    await contract(ctx, m.id, { number: 'АД-PUSH-3' });
    expect(await deliver()).toMatchObject({ sent: 0, failed: 1, gone: 1 });
    expect(await subscriptionCount(m.id)).toBe(0);
    const prefs = await ctx.app.inject({ method: 'GET', url: '/api/message-preferences', headers: m.session.headers });
    expect(prefs.json()).toMatchObject({ pushDevices: 0 });
  });

  it('refuses an endpoint that is not a push service, and turning push off removes only this device', async () => {
    const m = await member();
    const other = await member();
    const post = (who: SignedIn, endpoint: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: who.headers,
        payload: { endpoint, keys: emulator.subscribe().keys },
      });
    for (const endpoint of ['https://evil.example/push/1', 'http://10.0.0.1/push', 'file:///etc/passwd', 'not a url']) {
      const res = await post(m.session, endpoint);
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json()).toMatchObject({ code: 'push_endpoint_refused' });
    }
    expect((await post(m.session, 'https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(200);
    const sub = await subscribe(m);
    const remove = (who: SignedIn, endpoint: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/push/subscriptions/remove', headers: who.headers, payload: { endpoint } });
    // Another member cannot turn off someone else's device.
    expect((await remove(other.session, sub.endpoint)).json()).toEqual({ pushDevices: 0 });
    expect(await subscriptionCount(m.id)).toBe(2);
    expect((await remove(m.session, sub.endpoint)).json()).toEqual({ pushDevices: 1 });
  });
});

describe('preferences', () => {
  it('defaults: push for every kind, SMS only for payouts, documents and disputes', async () => {
    const m = await member();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/message-preferences', headers: m.session.headers });
    expect(res.json()).toEqual({
      pushDevices: 0,
      preferences: [
        { kind: 'accrual', push: true, sms: null },
        { kind: 'payout', push: true, sms: true },
        { kind: 'document', push: true, sms: true },
        { kind: 'dispute', push: true, sms: true },
        { kind: 'contest', push: true, sms: null },
        { kind: 'news', push: true, sms: null },
        { kind: 'programme', push: true, sms: null },
      ],
    });
  });

  it('push turned off for accruals: nothing is sent for them, the rest still goes', async () => {
    const m = await member();
    const sub = await subscribe(m);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/message-preferences',
      headers: m.session.headers,
      payload: { preferences: [{ kind: 'accrual', push: false, sms: true }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    // SMS of a kind without SMS is not stored as on.
    expect(res.json().preferences[0]).toEqual({ kind: 'accrual', push: false, sms: null });
    await contract(ctx, m.id, { number: 'АД-PUSH-4' });
    await ctx.db.transaction((tx) =>
      notify(tx, {
        memberId: m.id,
        category: 'identity',
        title: 'Паспортные данные подтверждены',
        link: '/lk',
        createdAt: ctx.clock.now(),
        message: { kind: 'document' },
      }),
    );
    await deliver();
    expect(received(sub.id).map((p) => p.title)).toEqual(['Паспортные данные подтверждены']);
  });

  it('SMS only for what matters, unless the member turned it off', async () => {
    const m = await member();
    const quiet = await member();
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/message-preferences',
      headers: quiet.session.headers,
      payload: { preferences: [{ kind: 'document', push: true, sms: false }] },
    });
    const before = smsLines().length;
    await ctx.db.transaction(async (tx) => {
      for (const who of [m, quiet]) {
        await notify(tx, {
          memberId: who.id,
          category: 'identity',
          title: 'Паспортные данные отклонены',
          body: 'Фото нечитаемо.',
          link: '/lk',
          createdAt: ctx.clock.now(),
          message: { kind: 'document', sms: true },
        });
        // Not an SMS event: stays in the cabinet (no device: no push either).
        await notify(tx, {
          memberId: who.id,
          category: 'accrual',
          title: 'Начислено 500\u00a0б.',
          createdAt: ctx.clock.now(),
          message: { kind: 'accrual' },
        });
      }
    });
    await deliver();
    expect(smsLines().slice(before)).toEqual([`${m.phone} АГЕНТ ПЛЮС: Паспортные данные отклонены. Фото нечитаемо.`]);
  });
});

describe('a back-office send', () => {
  it('goes by the channels the operator chose and counts each channel', async () => {
    await seedOperators(ctx);
    const admin = await signInAdmin(ctx);
    const withPush = await member();
    const pushOff = await member();
    const noDevice = await member();
    const sub = await subscribe(withPush);
    const subOff = await subscribe(pushOff);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/message-preferences',
      headers: pushOff.session.headers,
      payload: { preferences: [{ kind: 'programme', push: false }] },
    });
    const before = smsLines().length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: admin.headers,
      payload: {
        audience: 'list',
        phones: [withPush.phone, pushOff.phone, noDevice.phone],
        category: 'system',
        title: 'Офис закрыт 1 мая',
        body: 'Выплаты — со 2 мая.',
        channels: ['push', 'sms'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      deliveredCount: 3,
      channels: ['push', 'sms'],
      channelCounts: { push: { delivered: 0, pending: 1, failed: 0 }, sms: { delivered: 0, pending: 3, failed: 0 } },
    });
    await deliver();
    await expect.poll(() => received(sub.id).map((p) => p.title)).toEqual(['Офис закрыт 1 мая']);
    await expect
      .poll(() => smsLines().slice(before).sort())
      .toEqual([withPush, pushOff, noDevice].map((m) => `${m.phone} АГЕНТ ПЛЮС: Офис закрыт 1 мая. Выплаты — со 2 мая.`).sort());
    expect(received(subOff.id)).toEqual([]);
    // The queue's own worker may have taken some of the messages before `deliver` did: its deliveries
    // finish a moment later, so the counts are read until they settle.
    const counts = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: admin.headers })).json().sends[0];
    await expect.poll(counts, { timeout: 10_000, interval: 50 }).toMatchObject({
      title: 'Офис закрыт 1 мая',
      channelCounts: { push: { delivered: 1, pending: 0, failed: 0 }, sms: { delivered: 3, pending: 0, failed: 0 } },
    });
    // Without channels: the cabinet only.
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: admin.headers,
      payload: { audience: 'member', phone: withPush.phone, category: 'system', title: 'Только в кабинете' },
    });
    expect(plain.json()).toMatchObject({ channels: [], channelCounts: { push: { delivered: 0, pending: 0 } } });
    await deliver();
    expect(received(sub.id)).toHaveLength(1);
  });
});
