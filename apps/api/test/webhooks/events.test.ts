// Each event is emitted by the transaction that decides it (docs/webhooks.md) and reaches the
// company's endpoint signed: a payout paid or refused at the desk, a member added, registered at
// first sign-in or blocked, a dispute answered, a month closed, its document signed. Members are named
// by id and phone only.
import { WEBHOOK_EVENT_TYPES, type WebhookPayload } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, moscowMonth } from '../../src/lib/moscow-time.js';
import { buildTestApp, sentCodes, signIn, type TestContext } from '../helper.js';
import { seedOperators, signInAdmin, signInDemoOperator, signInSecondAdmin, type OperatorSession } from '../admin/fixtures.js';
import { desk, memberWithOrder } from '../admin/desk-fixtures.js';
import { contract, credit, get, moneyMember } from '../money/fixtures.js';
import { createEndpoint, startReceiver, verifyAsSent, type Receiver } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let checker: OperatorSession;
let operator: OperatorSession;
let receiver: Receiver;
let secret: string;

beforeAll(async () => {
  ctx = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', OPEN_REGISTRATION: 'true' });
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
  operator = await signInDemoOperator(ctx);
  receiver = await startReceiver();
  ({ secret } = await createEndpoint(ctx, admin, { url: `${receiver.origin}/events`, events: [...WEBHOOK_EVENT_TYPES] }));
});

const call = (who: { headers: Record<string, string> }, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/**
 * The one event of `type` about `subject` the company received, verified with its secret: waits for
 * its request (the delivery is queued in the deciding transaction and leaves when it commits).
 */
async function receivedEvent(type: string, subject: (p: WebhookPayload) => boolean = () => true): Promise<WebhookPayload> {
  const find = () =>
    receiver.received
      .map((r) => ({ r, p: JSON.parse(r.body) as WebhookPayload }))
      .filter(({ p }) => p.type === type && subject(p));
  await expect.poll(() => find().length, { timeout: 30_000, interval: 50 }).toBe(1);
  const { r } = find()[0]!;
  // The tests' sign-ins move the app's clock minutes ahead: the signature is checked as of its sending.
  return verifyAsSent(secret, r) as WebhookPayload;
}

const aboutMember = (id: string) => (p: WebhookPayload) => (p.data as { member?: { id: string } }).member?.id === id;

describe('the events of the money', () => {
  it('payout.paid when the desk pays an order', async () => {
    const { member, orderId } = await memberWithOrder(ctx, 1500, { points: 2000 });
    expect((await desk.pay(ctx, operator, orderId)).statusCode).toBe(200);
    const event = await receivedEvent('payout.paid', (p) => (p.data as { orderId: number }).orderId === orderId);
    expect(event).toEqual({
      type: 'payout.paid',
      timestamp: ctx.clock.now().toISOString(),
      data: {
        orderId,
        member: { id: member.memberId, phone: member.phone },
        amount: 1500,
        // НДФЛ 13 % withheld by the programme (decision 0033): the member got the rest.
        withheldTax: 195,
        paid: 1305,
        destination: { kind: 'sbp', bankName: 'Сбербанк', phone: member.phone },
        paidAt: ctx.clock.now().toISOString(),
      },
    });
  });

  it('payout.refused when the desk rejects one, with the reason the member reads', async () => {
    const { member, orderId } = await memberWithOrder(ctx, 700);
    expect((await desk.reject(ctx, operator, orderId, 'Номер телефона не совпадает с владельцем')).statusCode).toBe(200);
    const event = await receivedEvent('payout.refused', (p) => (p.data as { orderId: number }).orderId === orderId);
    expect(event.data).toEqual({
      orderId,
      member: { id: member.memberId, phone: member.phone },
      amount: 700,
      reason: 'Номер телефона не совпадает с владельцем',
      refusedAt: ctx.clock.now().toISOString(),
    });
  });
});

describe('the events of the members', () => {
  it('member.registered when an operator adds a member', async () => {
    const res = await call(operator, 'POST', '/api/admin/members', {
      phone: '79017770101',
      firstName: 'Олег',
      lastName: 'Новиков',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as string;
    expect((await receivedEvent('member.registered', aboutMember(id))).data).toEqual({
      member: { id, phone: '79017770101' },
      via: 'back_office',
      registeredAt: ctx.clock.now().toISOString(),
    });
  });

  it('member.registered when someone signs in first under open registration', async () => {
    const at = ctx.clock.now();
    const { userId } = await signIn(ctx, '79017770102');
    expect(sentCodes(ctx, '79017770102')).toHaveLength(1);
    expect((await receivedEvent('member.registered', aboutMember(userId))).data).toEqual({
      member: { id: userId, phone: '79017770102' },
      via: 'sign_in',
      registeredAt: at.toISOString(),
    });
    // Signing in again is no registration.
    await signIn(ctx, '79017770102');
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_messages WHERE event_type = 'member.registered' AND payload->'data'->'member'->>'id' = $1`,
      [userId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('member.blocked when an operator blocks a member, with the reason; nothing when unblocked', async () => {
    const m = await moneyMember(ctx);
    const blocked = await call(operator, 'POST', `/api/admin/members/${m.memberId}/block`, {
      reason: 'Подозрение на мошенничество',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await receivedEvent('member.blocked', aboutMember(m.memberId))).data).toEqual({
      member: { id: m.memberId, phone: m.phone },
      reason: 'Подозрение на мошенничество',
      blockedAt: ctx.clock.now().toISOString(),
    });
    expect(
      (await call(operator, 'POST', `/api/admin/members/${m.memberId}/unblock`, { reason: 'Проверка пройдена' })).statusCode,
    ).toBe(200);
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_messages WHERE payload->'data'->'member'->>'id' = $1`,
      [m.memberId],
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe('the event of a dispute', () => {
  it('dispute.answered with the answer the member reads', async () => {
    const m = await moneyMember(ctx);
    await contract(ctx, m.memberId);
    const line = (await get(ctx, m, '/api/accounts/transactions')).json().history[0] as { id: number };
    const opened = await call(m, 'POST', '/api/disputes', {
      kind: 'line',
      entryId: line.id,
      reason: 'wrong_tariff',
      comment: 'Тариф выше',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const disputeId = opened.json().id as number;
    const answered = await call(operator, 'POST', `/api/admin/disputes/${disputeId}/answer`, {
      status: 'need_info',
      text: 'Пришлите фото договора',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await receivedEvent('dispute.answered', aboutMember(m.memberId))).data).toEqual({
      disputeId,
      member: { id: m.memberId, phone: m.phone },
      status: 'need_info',
      text: 'Пришлите фото договора',
      credited: null,
      answeredAt: ctx.clock.now().toISOString(),
    });
  });
});

describe('the events of a month', () => {
  it('period.closed when the second admin approves the close; document.signed when its agent signs', async () => {
    const month = addMonths(moscowMonth(ctx.clock.now()), -1);
    const signer = await moneyMember(ctx);
    await credit(ctx, signer.memberId, 700, new Date(`${month}-15T12:00:00+03:00`));
    const proposed = await call(admin, 'POST', `/api/admin/periods/${month}/close`);
    expect(proposed.statusCode, proposed.body).toBe(200);
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT id::int AS id FROM approvals WHERE kind = 'period_close' AND subject = $1 AND status = 'pending'`,
      [month],
    );
    expect((await call(checker, 'POST', `/api/admin/approvals/${rows[0]!.id}/approve`)).statusCode).toBe(200);
    expect(await receivedEvent('period.closed')).toEqual({
      type: 'period.closed',
      timestamp: ctx.clock.now().toISOString(),
      data: { month, closedAt: ctx.clock.now().toISOString() },
    });

    // The documents come from a job; the agent signs theirs with a code.
    await expect.poll(async () => (await get(ctx, signer, '/api/documents')).json().items.length, { timeout: 30_000 }).toBe(1);
    const doc = (await get(ctx, signer, '/api/documents')).json().items[0] as { id: number; hash: string; kind: string };
    expect((await call(signer, 'POST', `/api/documents/${doc.id}/sign/code`)).statusCode).toBe(200);
    const code = sentCodes(ctx, signer.phone).at(-1)!;
    const signed = await call(signer, 'POST', `/api/documents/${doc.id}/sign`, { code });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await receivedEvent('document.signed', aboutMember(signer.memberId))).data).toEqual({
      documentId: doc.id,
      month,
      kind: doc.kind,
      member: { id: signer.memberId, phone: signer.phone },
      hash: doc.hash,
      signedAt: ctx.clock.now().toISOString(),
    });
  });
});

describe('an endpoint not subscribed', () => {
  it('hears nothing of the events it did not choose', async () => {
    const other = await startReceiver();
    const { endpoint } = await createEndpoint(ctx, admin, { url: `${other.origin}/only-paid`, events: ['payout.paid'] });
    const m = await moneyMember(ctx);
    await call(operator, 'POST', `/api/admin/members/${m.memberId}/block`, { reason: 'Проверка подписки' });
    await receivedEvent('member.blocked', aboutMember(m.memberId));
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_messages WHERE endpoint_id = $1', [
      endpoint.id,
    ]);
    expect(rows[0]!.n).toBe(0);
    expect(other.received).toEqual([]);
  });
});
