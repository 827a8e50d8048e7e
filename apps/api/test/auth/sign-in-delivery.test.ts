// Sign-in codes through the SMS providers' and Telegram Gateway's adapters, against the
// repository's emulator (decision 0035): success, refusal, delivery reports, failover, the
// Telegram path and its SMS fallback, balances, the member card and the settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryJob } from '../../src/features/sign-in-delivery/service.js';
import { smsBalanceJob } from '../../src/features/sign-in-delivery/balance-job.js';
import { buildOpsApp } from '../../src/ops-app.js';
import { startSmsEmulator, type EmulatedProvider, type SmsEmulator } from '../../../emulators/src/sms/server.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, requestCode, runJob, verifyCode, type TestContext } from '../helper.js';
import { seedOperators, signInAdmin, type OperatorSession } from '../admin/fixtures.js';

let emulator: SmsEmulator;
beforeAll(async () => {
  emulator = await startSmsEmulator({ telegramPhones: ['79005550950', '79005550951', '79005550952'] });
});
afterAll(async () => emulator.close());

/** The API configured with the providers in this order, talking to the emulator. */
function providerEnv(providers: EmulatedProvider[], telegram = false): Record<string, string> {
  const c = emulator.credentials;
  return {
    SMS_PROVIDER: providers.join(','),
    SMSRU_API_URL: `${emulator.url}/smsru`,
    SMSRU_API_ID: c.smsruApiId,
    SMSC_API_URL: `${emulator.url}/smsc`,
    SMSC_LOGIN: c.smscLogin,
    SMSC_PASSWORD: c.smscPassword,
    SMSAERO_API_URL: `${emulator.url}/smsaero/v2`,
    SMSAERO_EMAIL: c.smsaeroEmail,
    SMSAERO_API_KEY: c.smsaeroApiKey,
    ...(telegram ? { TELEGRAM_GATEWAY_URL: `${emulator.url}/telegram`, TELEGRAM_GATEWAY_TOKEN: c.telegramToken } : {}),
  };
}

function resetBehaviour() {
  for (const b of Object.values(emulator.behaviour))
    Object.assign(b, { refuse: false, undeliverable: false, down: false, balance: 1500 });
}

const messagesTo = (phone: string) => emulator.messages().filter((m) => m.phone === phone);

interface DeliveryView {
  id: string;
  channel: string;
  provider: string;
  provider_message_id: string | null;
  status: string;
  detail: string;
}

async function deliveriesOf(ctx: TestContext, phone: string): Promise<DeliveryView[]> {
  const { rows } = await ctx.db.query<DeliveryView>(
    `SELECT d.id::text AS id, d.channel, d.provider, d.provider_message_id, d.status, d.detail
       FROM otp_deliveries d JOIN otp_codes c ON c.id = d.otp_code_id WHERE c.phone = $1 ORDER BY d.id`,
    [phone],
  );
  return rows;
}

const ring: [EmulatedProvider, EmulatedProvider][] = [
  ['smsru', 'smsc'],
  ['smsc', 'smsaero'],
  ['smsaero', 'smsru'],
];

const PHONE_BASE: Record<EmulatedProvider, number> = { smsru: 79005550900, smsc: 79005550910, smsaero: 79005550920, telegram: 0 };

describe.each(ring)('SMS provider %s (then %s)', (first, second) => {
  let ctx: TestContext;
  let n = 0;
  const phoneBase = PHONE_BASE[first];
  const nextPhone = async () => {
    const phone = String(phoneBase + n++);
    await seedMember(ctx.db, { phone });
    return phone;
  };
  beforeAll(async () => {
    ctx = await buildTestApp(providerEnv([first, second]));
  });

  it('takes the code, stores its message id and records the delivery report', async () => {
    resetBehaviour();
    const phone = await nextPhone();
    const res = await requestCode(ctx, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ channel: 'sms', resendAfter: 60 });
    const [message] = messagesTo(phone);
    expect(message).toMatchObject({ provider: first, phone });
    expect(message!.text).toBe(`${message!.code} — код для входа в АГЕНТ ПЛЮС. Никому его не сообщайте.`);
    const [delivery] = await deliveriesOf(ctx, phone);
    expect(delivery).toMatchObject({ channel: 'sms', provider: first, provider_message_id: message!.id });
    // The follow-up queued with the message may have asked already.
    expect(['queued', 'sent', 'delivered']).toContain(delivery!.status);

    const run = await runJob(ctx.app, deliveryJob, { deliveryId: delivery!.id });
    expect(run).toMatchObject({ state: 'completed', output: { status: 'delivered' } });
    expect((await deliveriesOf(ctx, phone))[0]).toMatchObject({ status: 'delivered' });
    expect((await verifyCode(ctx, res.json().userId, message!.code!)).statusCode).toBe(200);
  });

  it('goes to the second provider when the first refuses, recording the refusal', async () => {
    resetBehaviour();
    emulator.behaviour[first].refuse = true;
    const phone = await nextPhone();
    const res = await requestCode(ctx, phone);
    expect(res.statusCode).toBe(200);
    expect(messagesTo(phone).map((m) => m.provider)).toEqual([second]);
    const rows = await deliveriesOf(ctx, phone);
    expect(rows.map((r) => [r.provider, r.status])).toEqual([
      [first, 'failed'],
      [second, expect.stringMatching(/queued|sent|delivered/)],
    ]);
    expect(rows[0]!.provider_message_id).toBeNull();
    expect(rows[0]!.detail).not.toBe('');
  });

  it('goes to the second provider when the first reports the message undelivered', async () => {
    resetBehaviour();
    emulator.behaviour[first].undeliverable = true;
    const phone = await nextPhone();
    const res = await requestCode(ctx, phone);
    const [delivery] = await deliveriesOf(ctx, phone);
    // Whichever follow-up runs first — this one or the one queued with the message — passes it on.
    const run = await runJob(ctx.app, deliveryJob, { deliveryId: delivery!.id });
    expect(run.output).toMatchObject({ status: 'failed' });
    await expect.poll(() => messagesTo(phone).map((m) => m.provider)).toEqual([first, second]);
    const sent = messagesTo(phone);
    // The same code both times: the member may type either.
    expect(sent[1]!.code).toBe(sent[0]!.code);
    expect((await deliveriesOf(ctx, phone)).map((r) => [r.provider, r.status])).toEqual([
      [first, 'failed'],
      [second, expect.stringMatching(/queued|sent|delivered/)],
    ]);
    // A second report of the same failure does not send a third message.
    await runJob(ctx.app, deliveryJob, { deliveryId: delivery!.id });
    expect(messagesTo(phone)).toHaveLength(2);
    expect((await verifyCode(ctx, res.json().userId, sent[1]!.code!)).statusCode).toBe(200);
  });

  it('answers sms_failed when both providers refuse, and leaves no live code', async () => {
    resetBehaviour();
    emulator.behaviour[first].refuse = true;
    emulator.behaviour[second].down = true;
    const phone = await nextPhone();
    const res = await requestCode(ctx, phone);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('sms_failed');
    expect((await deliveriesOf(ctx, phone)).map((r) => [r.provider, r.status])).toEqual([
      [first, 'failed'],
      [second, 'failed'],
    ]);
    const live = await ctx.db.query('SELECT 1 FROM otp_codes WHERE phone = $1 AND invalidated_at IS NULL', [phone]);
    expect(live.rowCount).toBe(0);
    resetBehaviour();
  });
});

describe('Telegram Gateway', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(providerEnv(['smsru', 'smsaero'], true));
    for (const phone of ['79005550950', '79005550951', '79005550952', '79005550953']) await seedMember(ctx.db, { phone });
  });

  it('sends the code to Telegram when the phone can receive it; a delivered message needs no SMS', async () => {
    resetBehaviour();
    const phone = '79005550950';
    const res = await requestCode(ctx, phone);
    expect(res.json()).toMatchObject({ channel: 'telegram' });
    const [message] = messagesTo(phone);
    expect(message).toMatchObject({ provider: 'telegram' });
    const [delivery] = await deliveriesOf(ctx, phone);
    expect(delivery).toMatchObject({
      channel: 'telegram',
      provider: 'telegram',
      provider_message_id: message!.id,
      status: 'sent',
    });
    const run = await runJob(ctx.app, deliveryJob, { deliveryId: delivery!.id });
    expect(run.output).toMatchObject({ status: 'delivered' });
    expect(messagesTo(phone)).toHaveLength(1);
    expect((await verifyCode(ctx, res.json().userId, message!.code!)).statusCode).toBe(200);
  });

  it('sends the same code by SMS when Telegram has not delivered it in time', async () => {
    resetBehaviour();
    emulator.behaviour.telegram.undeliverable = true;
    const phone = '79005550951';
    const res = await requestCode(ctx, phone);
    expect(res.json().channel).toBe('telegram');
    const [delivery] = await deliveriesOf(ctx, phone);
    const run = await runJob(ctx.app, deliveryJob, { deliveryId: delivery!.id });
    expect(run.output).toMatchObject({ status: 'failed' });
    await expect.poll(() => messagesTo(phone)).toHaveLength(2);
    const [tg, sms] = messagesTo(phone);
    expect([tg!.provider, sms!.provider]).toEqual(['telegram', 'smsru']);
    expect(sms!.code).toBe(tg!.code);
    expect((await verifyCode(ctx, res.json().userId, sms!.code!)).statusCode).toBe(200);
  });

  it('sends the code by SMS on «Отправить по SMS», once', async () => {
    resetBehaviour();
    const phone = '79005550952';
    const res = await requestCode(ctx, phone);
    const { userId } = res.json<{ userId: string }>();
    const bySms = () => ctx.app.inject({ method: 'POST', url: '/api/mobile-auth/code/sms', payload: { userId } });
    const first = await bySms();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ channel: 'sms' });
    expect((await bySms()).statusCode).toBe(200);
    const sent = messagesTo(phone);
    expect(sent.map((m) => m.provider)).toEqual(['telegram', 'smsru']);
    expect(sent[1]!.code).toBe(sent[0]!.code);
    // The job that follows Telegram up later does not send another one.
    const [delivery] = await deliveriesOf(ctx, phone);
    await runJob(ctx.app, deliveryJob, { deliveryId: delivery!.id });
    expect(messagesTo(phone)).toHaveLength(2);
    // Once the code is used, nothing more is sent.
    expect((await verifyCode(ctx, userId, sent[1]!.code!)).statusCode).toBe(200);
    const after = await bySms();
    expect(after.json()).toMatchObject({ code: 'code_expired' });
  });

  it('goes straight to SMS for a phone not in Telegram, recording why', async () => {
    resetBehaviour();
    const phone = '79005550953';
    const res = await requestCode(ctx, phone);
    expect(res.json().channel).toBe('sms');
    expect(messagesTo(phone).map((m) => m.provider)).toEqual(['smsru']);
    const rows = await deliveriesOf(ctx, phone);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ['telegram', 'failed'],
      ['sms', expect.stringMatching(/queued|sent|delivered/)],
    ]);
    expect(rows[0]!.detail).toContain('PHONE_NUMBER_NOT_FOUND');
  });
});

describe('back office: balances, the member card, the settings', () => {
  let ctx: TestContext;
  let admin: OperatorSession;
  beforeAll(async () => {
    ctx = await buildTestApp({ ...providerEnv(['smsru', 'smsc', 'smsaero']), SMS_BALANCE_WARNING: '1000' });
    await seedOperators(ctx);
    admin = await signInAdmin(ctx);
  });

  it("keeps each provider's balance for /metrics and warns below the threshold", async () => {
    resetBehaviour();
    emulator.behaviour.smsc.balance = 120.5;
    const run = await runJob(ctx.app, smsBalanceJob, {});
    expect(run.output).toEqual({ smsru: 1500, smsc: 120.5, smsaero: 1500 });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/sms/balances', headers: admin.headers });
    expect(res.json()).toMatchObject({
      warningBelow: 1000,
      balances: [
        { provider: 'smsaero', balance: 1500, low: false },
        { provider: 'smsc', balance: 120.5, low: true },
        { provider: 'smsru', balance: 1500, low: false },
      ],
    });
    const ops = await buildOpsApp({ metrics: ctx.app.metrics, db: ctx.db });
    try {
      const text = (await ops.inject({ method: 'GET', url: '/metrics' })).body;
      expect(text).toContain('sms_provider_balance_roubles{provider="smsc"} 120.5');
      expect(text).toContain('sms_provider_balance_roubles{provider="smsru"} 1500');
    } finally {
      await ops.close();
    }
  });

  it('uses the sender name and the template an admin sets, and shows the codes on the member card', async () => {
    resetBehaviour();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/sms/settings',
      headers: admin.headers,
      payload: { sender: 'AgentPlus', template: 'Код {code} для входа в {product}' },
    });
    expect(put.statusCode).toBe(200);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/sms/settings',
      headers: admin.headers,
      payload: { sender: 'Агент', template: 'без кода' },
    });
    expect(bad.statusCode).toBe(400);
    const memberId = await seedMember(ctx.db, { phone: '79005550960' });
    emulator.behaviour.smsru.refuse = true;
    await requestCode(ctx, '79005550960');
    const [message] = messagesTo('79005550960');
    expect(message).toMatchObject({ provider: 'smsc', sender: 'AgentPlus', text: `Код ${message!.code} для входа в АГЕНТ ПЛЮС` });

    const card = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/members/${memberId}/sign-in-codes`,
      headers: admin.headers,
    });
    expect(card.statusCode).toBe(200);
    const [code] = card.json<{
      codes: { state: string; deliveries: { provider: string; status: string; messageId: string | null }[] }[];
    }>().codes;
    expect(code).toMatchObject({ state: 'live', phone: '79005550960' });
    expect(code!.deliveries.map((d) => [d.provider, d.status])).toEqual([
      ['smsru', 'failed'],
      ['smsc', expect.stringMatching(/queued|delivered/)],
    ]);
    expect(code!.deliveries[1]!.messageId).toBe(message!.id);
  });
});
