import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PHONE, seedMember } from '../../src/seed/members.js';
import { buildTestApp, requestCode, sentCodes, solveCaptcha, verifyCode, type TestContext } from '../helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedMember(ctx.db, { phone: DEMO_PHONE, firstName: 'Иван' });
});

describe('captcha', () => {
  it('issues a signed challenge that expires in 10 minutes and is not cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = body.parameters.expiresAt - ctx.clock.now().getTime() / 1000;
    expect(ttl).toBeGreaterThan(599);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('refuses a garbage payload', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/mobile-auth/code',
      payload: { phone: DEMO_PHONE, captcha: 'garbage' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_captcha', message: 'Не прошла проверка капчи' });
  });

  it('refuses a payload with a forged solution', async () => {
    const payload = JSON.parse(Buffer.from(await solveCaptcha(ctx.app), 'base64').toString());
    const key: string = payload.solution.derivedKey;
    payload.solution.derivedKey = (key[0] === '0' ? '1' : '0') + key.slice(1);
    const captcha = Buffer.from(JSON.stringify(payload)).toString('base64');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/mobile-auth/code',
      payload: { phone: '79990000001', captcha },
    });
    expect(res.json().code).toBe('invalid_captcha');
  });

  it('accepts a solution once: a replay is invalid_captcha', async () => {
    const captcha = await solveCaptcha(ctx.app);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/mobile-auth/code',
      payload: { phone: '79990000002', captcha },
    });
    expect(first.json().code).toBe('member_not_found');
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/mobile-auth/code',
      payload: { phone: '79990000002', captcha },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('invalid_captcha');
  });

  it('refuses a challenge solved after its 10 minutes', async () => {
    const captcha = await solveCaptcha(ctx.app);
    ctx.clock.advance(10 * 60_000 + 1000);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/mobile-auth/code', payload: { phone: DEMO_PHONE, captcha } });
    expect(res.json().code).toBe('invalid_captcha');
  });

  it('gives one address a limited number of challenges per 10 minutes', async () => {
    const limited = await buildTestApp({ CAPTCHA_CHALLENGES_PER_IP_PER_10_MIN: '3' });
    const challenge = (remoteAddress: string) =>
      limited.app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await challenge('203.0.113.7')).statusCode).toBe(200);
    const refused = await challenge('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', message: 'Слишком много запросов. Повторите попытку позднее.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back, and the address gets new challenges in the next window.
    expect((await challenge('203.0.113.8')).statusCode).toBe(200);
    limited.clock.advance(10 * 60_000);
    expect((await challenge('203.0.113.7')).statusCode).toBe(200);
  });

  it('also guards verification', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/mobile-auth/verify',
      payload: { userId: '00000000-0000-4000-8000-000000000000', code: '123456', captcha: 'x' },
    });
    expect(res.json()).toEqual({ code: 'invalid_captcha', message: 'Не прошла проверка капчи' });
  });
});

describe('phone', () => {
  it.each(['', '7900123456', '89001234567', '78001234567', '+79001234567', '7900123456a', '790012345678'])(
    'refuses %j as invalid_phone',
    async (phone) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/mobile-auth/code', payload: { phone, captcha: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_phone', message: 'Некорректный формат номера телефона' });
    },
  );

  it('refuses a missing phone as invalid_phone', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/mobile-auth/code', payload: { captcha: 'x' } });
    expect(res.json().code).toBe('invalid_phone');
  });

  it('tells an unknown phone to contact the curator', async () => {
    const res = await requestCode(ctx, '79990001122');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'member_not_found',
      message: 'Пользователь с таким номером телефона не найден. Обратитесь к куратору программы.',
    });
  });
});

describe('codes', () => {
  it('sends a 6-digit code and answers userId and resendAfter', async () => {
    const phone = '79000000010';
    const memberId = await seedMember(ctx.db, { phone });
    const res = await requestCode(ctx, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: memberId, resendAfter: 60, channel: 'sms' });
    expect(sentCodes(ctx, phone)).toHaveLength(1);
    expect(sentCodes(ctx, phone)[0]).toMatch(/^\d{6}$/);
  });

  it('stores codes hashed, never in clear', async () => {
    const phone = '79000000011';
    await seedMember(ctx.db, { phone });
    await requestCode(ctx, phone);
    const code = sentCodes(ctx, phone)[0]!;
    const { rows } = await ctx.db.query<{ code_hash: string }>('SELECT code_hash FROM otp_codes WHERE phone = $1', [phone]);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
  });

  it('lets a code be re-sent only after 60 s, and the new code kills the old', async () => {
    const phone = '79000000012';
    await seedMember(ctx.db, { phone });
    const first = await requestCode(ctx, phone);
    const { userId } = first.json();
    ctx.clock.advance(30_000);
    const early = await requestCode(ctx, phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: 'resend_too_early',
      retryAfter: 30,
      message: 'Новый код можно запросить через 30 секунд',
    });
    expect(early.headers['retry-after']).toBe('30');
    ctx.clock.advance(30_000);
    const again = await requestCode(ctx, phone);
    expect(again.statusCode).toBe(200);
    const [oldCode, newCode] = sentCodes(ctx, phone);
    if (oldCode !== newCode) {
      const old = await verifyCode(ctx, userId, oldCode!);
      expect(old.json().code).toBe('invalid_code');
    }
    const ok = await verifyCode(ctx, userId, newCode!);
    expect(ok.statusCode).toBe(200);
  });

  it('sends at most 5 codes per phone per hour', async () => {
    const phone = '79000000013';
    await seedMember(ctx.db, { phone });
    for (let i = 0; i < 5; i++) {
      const res = await requestCode(ctx, phone, `192.0.2.${i + 1}`);
      expect(res.statusCode).toBe(200);
      ctx.clock.advance(61_000);
    }
    const sixth = await requestCode(ctx, phone, '192.0.2.50');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'too_many_codes',
      message: 'Слишком много запросов кода для этого номера. Повторите попытку позднее.',
    });
    ctx.clock.advance(3_600_000);
    expect((await requestCode(ctx, phone, '192.0.2.51')).statusCode).toBe(200);
  });

  it('limits code requests per client address', async () => {
    const ip = '192.0.2.200';
    ctx.clock.advance(3_600_000); // a fresh hour window
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await requestCode(ctx, `7999100${String(i).padStart(4, '0')}`, ip)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    const limited = await requestCode(ctx, DEMO_PHONE, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: 'Слишком много запросов. Повторите попытку позднее.' });
  });
});

describe('verification', () => {
  async function freshCode(phone: string) {
    await seedMember(ctx.db, { phone });
    const res = await requestCode(ctx, phone);
    return { userId: res.json().userId as string, code: sentCodes(ctx, phone).at(-1)! };
  }
  const wrong = (code: string) => (code === '111111' ? '222222' : '111111');

  it('signs in with the right code and answers tokens', async () => {
    const { userId, code } = await freshCode('79000000020');
    const res = await verifyCode(ctx, userId, code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ userId, expiresIn: 900 });
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(Buffer.from(body.refreshToken, 'base64url')).toHaveLength(32);
  });

  it('says how many tries are left, then kills the code after 5 wrong tries', async () => {
    const { userId, code } = await freshCode('79000000021');
    const expected = [
      'Неверный код. Осталось 4 попытки',
      'Неверный код. Осталось 3 попытки',
      'Неверный код. Осталось 2 попытки',
      'Неверный код. Осталась 1 попытка',
    ];
    for (const [i, message] of expected.entries()) {
      const res = await verifyCode(ctx, userId, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_code', message, triesLeft: 4 - i });
    }
    const fifth = await verifyCode(ctx, userId, wrong(code));
    expect(fifth.json()).toMatchObject({ code: 'code_attempts_exhausted', triesLeft: 0 });
    const right = await verifyCode(ctx, userId, code);
    expect(right.json()).toEqual({
      code: 'code_attempts_exhausted',
      message: 'Превышено число попыток ввода кода. Запросите новый код.',
    });
  });

  it('counts parallel wrong guesses one by one', async () => {
    const { userId, code } = await freshCode('79000000022');
    const results = await Promise.all(Array.from({ length: 10 }, () => verifyCode(ctx, userId, wrong(code))));
    const left = results.map((r) => r.json().triesLeft).filter((n) => n !== undefined);
    expect(new Set(left.filter((n) => n > 0)).size).toBe(left.filter((n) => n > 0).length);
    const { rows } = await ctx.db.query<{ attempts: number }>('SELECT attempts FROM otp_codes WHERE subject_id = $1', [userId]);
    expect(rows[0]!.attempts).toBe(5);
  });

  it('lets a code live 5 minutes', async () => {
    const { userId, code } = await freshCode('79000000023');
    ctx.clock.advance(5 * 60_000);
    const res = await verifyCode(ctx, userId, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'code_expired', message: 'Срок действия кода истёк. Запросите новый код.' });
  });

  it('accepts a code once', async () => {
    const { userId, code } = await freshCode('79000000024');
    expect((await verifyCode(ctx, userId, code)).statusCode).toBe(200);
    expect((await verifyCode(ctx, userId, code)).json().code).toBe('code_expired');
  });

  it('marks the phone verified at the first sign-in', async () => {
    const { userId, code } = await freshCode('79000000025');
    await verifyCode(ctx, userId, code);
    const { rows } = await ctx.db.query<{ s: string }>('SELECT phone_verification_status AS s FROM members WHERE id = $1', [
      userId,
    ]);
    expect(rows[0]!.s).toBe('verified');
  });

  it('refuses a malformed code or userId without revealing anything', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/mobile-auth/verify',
      payload: { userId: 'nobody', code: '123456', captcha: await solveCaptcha(ctx.app) },
    });
    expect(bad.json().code).toBe('code_expired');
  });
});
