import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsEmulator, type SmsEmulator } from '../../../emulators/src/sms/server.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, requestCode, sentCodes, signIn, verifyCode, type TestContext } from '../helper.js';

describe('logs', () => {
  it('never hold a code, a token or a cookie outside the SMS provider line', async () => {
    const ctx = await buildTestApp({ LOG_LEVEL: 'trace' });
    const phone = '79004000001';
    await seedMember(ctx.db, { phone });
    const m = await signIn(ctx, phone);
    const refreshed = await ctx.app.inject({ method: 'GET', url: `/api/refresh-token?refreshToken=${m.refreshToken}` });
    const { access_token, refresh_token } = refreshed.json().data;
    await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${access_token}`, cookie: 'session=secret-cookie-value' },
    });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: refresh_token } });

    const code = sentCodes(ctx, phone)[0]!;
    const secrets = [code, m.accessToken, m.refreshToken, access_token, refresh_token, 'secret-cookie-value'];
    const smsLines = ctx.rawLogs.filter((l) => l.includes('"sms"'));
    expect(smsLines).toHaveLength(1);
    const others = ctx.rawLogs.filter((l) => !l.includes('"sms"')).join('\n');
    expect(others.length).toBeGreaterThan(0);
    for (const s of secrets) expect(others).not.toContain(s);
    expect(others).toContain('refreshToken=[REDACTED]');
  });
});

describe('OTP_FIXED_CODE', () => {
  it('makes every code the fixed one', async () => {
    const ctx = await buildTestApp({ OTP_FIXED_CODE: '000000' });
    const phone = '79004000002';
    await seedMember(ctx.db, { phone });
    const res = await requestCode(ctx, phone);
    expect(sentCodes(ctx, phone)).toEqual(['000000']);
    expect((await verifyCode(ctx, res.json().userId, '000000')).statusCode).toBe(200);
  });
});

describe('OPEN_REGISTRATION', () => {
  it('creates the member only at the first verified sign-in', async () => {
    const ctx = await buildTestApp({ OPEN_REGISTRATION: 'true' });
    const phone = '79004000003';
    const res = await requestCode(ctx, phone);
    expect(res.statusCode).toBe(200);
    const { userId } = res.json();
    const before = await ctx.db.query('SELECT 1 FROM members WHERE phone = $1', [phone]);
    expect(before.rowCount).toBe(0);

    ctx.clock.advance(61_000);
    const again = await requestCode(ctx, phone);
    expect(again.json().userId).toBe(userId);

    const ok = await verifyCode(ctx, userId, sentCodes(ctx, phone).at(-1)!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userId).toBe(userId);
    const { rows } = await ctx.db.query<{ id: string; s: string }>(
      'SELECT id, phone_verification_status AS s FROM members WHERE phone = $1',
      [phone],
    );
    expect(rows).toEqual([{ id: userId, s: 'verified' }]);
  });
});

describe('SMS gateway', () => {
  let emulator: SmsEmulator;
  let ctx: TestContext;
  beforeAll(async () => {
    emulator = await startSmsEmulator();
    ctx = await buildTestApp({
      SMS_PROVIDER: 'smsru',
      SMSRU_API_URL: `${emulator.url}/smsru`,
      SMSRU_API_ID: emulator.credentials.smsruApiId,
    });
  });
  afterAll(async () => emulator.close());

  it('sends the code through SMS.ru with the api_id and logs no code', async () => {
    const phone = '79004000004';
    await seedMember(ctx.db, { phone });
    const res = await requestCode(ctx, phone);
    expect(res.statusCode).toBe(200);
    const [message] = emulator.messages();
    expect(message).toMatchObject({ provider: 'smsru', phone });
    const code = message!.code!;
    expect(ctx.rawLogs.join('\n')).not.toContain(code);
    expect((await verifyCode(ctx, res.json().userId, code)).statusCode).toBe(200);
  });

  it('answers sms_failed and leaves no live code when the gateway fails', async () => {
    emulator.behaviour.smsru.down = true;
    const phone = '79004000005';
    await seedMember(ctx.db, { phone });
    const res = await requestCode(ctx, phone);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'sms_failed', message: 'Не удалось отправить SMS. Повторите попытку позднее.' });
    const live = await ctx.db.query('SELECT 1 FROM otp_codes WHERE phone = $1 AND invalidated_at IS NULL', [phone]);
    expect(live.rowCount).toBe(0);
  });
});
