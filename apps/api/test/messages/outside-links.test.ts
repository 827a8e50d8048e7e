// No address of another site in any text the programme sends a member (content/message-text.ts):
// every composer refuses one with a Russian message naming it — a back-office notification's title
// and body, the sign-in SMS template, the reason of a refused withdrawal, of an adjustment — and the
// outbox never sends a push or an SMS whose text holds one, whatever wrote it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMessages } from '../../src/features/messages/deliver.js';
import { notify } from '../../src/features/notifications/notify.js';
import { startPushEmulator, type PushEmulator } from '../../../emulators/src/push/server.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';
import { desk, memberWithOrder } from '../admin/desk-fixtures.js';
import { seedOperators, signInAdmin, signInDemoOperator, type OperatorSession } from '../admin/fixtures.js';

let ctx: TestContext;
let emulator: PushEmulator;
let admin: OperatorSession;
let operator: OperatorSession;
const refusal = (link: string) =>
  `В тексте есть адрес другого сайта (${link}): сообщения участникам ведут только на страницы кабинета`;

beforeAll(async () => {
  emulator = await startPushEmulator();
  ctx = await buildTestApp({ PUSH_EMULATOR_URL: emulator.url });
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
  operator = await signInDemoOperator(ctx);
});
afterAll(async () => {
  await emulator.close();
});

/** The SMS the log provider "sent", to one phone or to anyone. */
const smsTexts = (phone?: string) =>
  ctx.logs
    .filter((l) => l.msg === 'sms (log provider)')
    .map((l) => l.sms as { to: string; text: string })
    .filter((sms) => !phone || sms.to === phone)
    .map((sms) => sms.text);

describe('a notification from the back office', () => {
  const send = (fields: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: admin.headers,
      payload: { audience: 'member', phone: '79005557001', category: 'system', channels: ['sms', 'push'], ...fields },
    });

  it('is refused with an outside address in its body or title, by SMS or not; a cabinet link goes in its field', async () => {
    await seedMember(ctx.db, { phone: '79005557001' });
    for (const [fields, field, link] of [
      [{ title: 'Приз ждёт', body: 'Заберите его: bit.ly/3xYz' }, 'body', 'bit.ly/3xYz'],
      [
        { title: 'Приз ждёт', body: 'Подробнее на https://agentplus.ru.evil.example/lk.' },
        'body',
        'https://agentplus.ru.evil.example/lk',
      ],
      [{ title: 'Зайдите на www.example.com', body: '' }, 'title', 'www.example.com'],
      [{ title: 'Приз ждёт', body: 'Сервер 10.0.0.1:8080/prize', channels: [] }, 'body', '10.0.0.1:8080/prize'],
    ] as const) {
      const res = await send(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { [field]: refusal(link) } });
    }
    expect(smsTexts('79005557001')).toEqual([]);
    const ok = await send({
      title: 'Приз ждёт',
      body: 'Откройте раздел «Мой Баланс» — вопросы на support@agentplus.ru',
      link: '/balance',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('the texts operators write that members read', () => {
  it('the sign-in SMS template', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/sms/settings',
      headers: admin.headers,
      payload: { sender: 'AgentPlus', template: '{code} — код для входа, подробнее agentplus.help/code' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { template: refusal('agentplus.help/code') } });
  });

  it("a contest's title (its members' pushes name it) and the reason of its cancellation", async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      headers: admin.headers,
      payload: { title: 'Конкурс, правила на contest.example.org/rules' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields.title).toBe(refusal('contest.example.org/rules'));
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/contests/1/cancel',
      headers: admin.headers,
      payload: { reason: 'Подробности: https://evil.example' },
    });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().fields.reason).toBe(refusal('https://evil.example'));
  });

  it('the reason of a refused withdrawal (its notification goes by SMS), and of an adjustment', async () => {
    const { member, orderId } = await memberWithOrder(ctx, 100);
    const rejected = await desk.reject(ctx, operator, orderId, 'Реквизиты неверны, уточните на http://evil.example');
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json()).toMatchObject({ fields: { reason: refusal('http://evil.example') } });
    expect((await desk.reject(ctx, operator, orderId, 'Реквизиты неверны')).statusCode).toBe(200);

    const adjustment = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.memberId}/adjustments`,
      headers: admin.headers,
      payload: { amount: 10, reason: 'Бонус, подробности на promo.example.com' },
    });
    expect(adjustment.statusCode).toBe(400);
    expect(adjustment.json()).toMatchObject({ fields: { reason: refusal('promo.example.com') } });
  });
});

/** Sends what the outbox holds (the app's own delivery job may be at it too) and reads the member's deliveries once settled. */
async function delivered(memberId: string) {
  await deliverMessages({ ...ctx.app.deps, productName: ctx.app.deps.env.PRODUCT_NAME, log: ctx.app.log });
  for (let i = 0; i < 400; i++) {
    const { rows } = await ctx.db.query<{ channel: string; status: string; error: string | null }>(
      'SELECT channel, status, error FROM message_deliveries WHERE member_id = $1 ORDER BY notification_id, channel',
      [memberId],
    );
    if (rows.every((r) => r.status !== 'pending' && r.status !== 'sending')) return rows;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('deliveries still open');
}

describe('the outbox', () => {
  it('sends no push and no SMS whose text holds an outside address, whatever wrote it', async () => {
    const phone = '79005557002';
    const memberId = await seedMember(ctx.db, { phone });
    const session = await signIn(ctx, phone);
    const sub = emulator.subscribe();
    const subscribed = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: session.headers,
      payload: { endpoint: sub.endpoint, keys: sub.keys, device: 'Chrome на Android' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    // The sign-in code went to this phone already.
    const signInSms = smsTexts(phone).length;
    await ctx.db.transaction((tx) =>
      notify(tx, {
        memberId,
        category: 'withdrawal',
        title: 'Выплата отменена',
        body: 'Причина: подтвердите данные на evil.example/confirm',
        link: '/order',
        createdAt: ctx.clock.now(),
        message: { kind: 'payout', sms: true },
      }),
    );
    expect(await delivered(memberId)).toEqual([
      { channel: 'push', status: 'failed', error: 'the text links to another site' },
      { channel: 'sms', status: 'failed', error: 'the text links to another site' },
    ]);
    expect(emulator.messages(sub.id)).toEqual([]);
    expect(smsTexts(phone).slice(signInSms)).toEqual([]);

    // The same member's next message, with no such address, goes by both.
    await ctx.db.transaction((tx) =>
      notify(tx, {
        memberId,
        category: 'withdrawal',
        title: 'Выплата отменена',
        body: 'Причина: неверные реквизиты.',
        link: '/order',
        createdAt: ctx.clock.now(),
        message: { kind: 'payout', sms: true },
      }),
    );
    expect((await delivered(memberId)).filter((d) => d.status === 'sent').map((d) => d.channel)).toEqual(['push', 'sms']);
    expect(emulator.messages(sub.id)).toHaveLength(1);
    expect(smsTexts(phone).slice(signInSms)).toEqual(['АГЕНТ ПЛЮС: Выплата отменена. Причина: неверные реквизиты.']);
  });
});
