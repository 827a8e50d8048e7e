// Operators' sign-in: password, TOTP, lockout, sessions that end, the first sign-in's setup.
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../src/features/operators/service.js';
import { currentTotpCode } from '../../src/features/operators/totp.js';
import { buildTestApp, type TestContext } from '../helper.js';
import {
  acceptLink,
  auditActions,
  DEMO_ADMIN,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_OPERATOR,
  seedOperators,
  signInAdmin,
  signInDemoOperator,
  signInOperator,
  signInRequest,
  signInSecondAdmin,
  type OperatorSession,
} from './fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});

const me = (s: OperatorSession) => ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: s.headers });

describe('password and authenticator', () => {
  it('signs an operator without an authenticator in with the password alone', async () => {
    const s = await signInDemoOperator(ctx);
    const res = await me(s);
    expect(res.statusCode).toBe(200);
    expect(res.json().operator).toMatchObject({
      email: DEMO_OPERATOR.email,
      role: 'operator',
      totpEnabled: false,
      totpRequired: false,
      mustChangePassword: false,
    });
  });

  it('asks an admin for the code after the right password, and signs in with it', async () => {
    const first = await signInRequest(ctx, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ result: 'code_required' });
    const code = currentTotpCode(DEMO_ADMIN_TOTP_SECRET, ctx.clock.now());
    const second = await signInRequest(ctx, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, code });
    expect(second.json()).toMatchObject({ result: 'signed_in', operator: { role: 'admin', totpEnabled: true } });
    // The same code a second time is refused: a code works once.
    const replay = await signInRequest(ctx, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ code: 'totp_invalid', message: 'Неверный код из приложения-аутентификатора' });
    ctx.clock.advance(31_000);
  });

  it('answers a wrong e-mail and a wrong password alike', async () => {
    const unknown = await signInRequest(ctx, { email: 'nobody@agent-plus.test', password: 'whatever-password' });
    const wrong = await signInRequest(ctx, { email: DEMO_OPERATOR.email, password: 'not-the-password' });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'operator_credentials_invalid', message: 'Неверный e-mail или пароль' });
    }
    // Reset the operator's counter for the tests below.
    await signInDemoOperator(ctx);
  });

  it('refuses malformed input with the fields named', async () => {
    const res = await signInRequest(ctx, { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['email', 'password']);
  });
});

describe('lockout', () => {
  it('locks the account for 15 minutes after five failures in a row, even for the right password', async () => {
    const email = 'lockout@agent-plus.test';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: (await signInAdmin(ctx)).headers,
      payload: { email, displayName: 'Проверка блокировки', role: 'operator' },
    });
    // The password reaches only the operator: through the link of their e-mail (decision 0029).
    const password = 'a fine pass phrase 2026';
    expect((await acceptLink(ctx, email, password)).statusCode).toBe(200);
    for (let i = 1; i <= 4; i++) {
      expect((await signInRequest(ctx, { email, password: `wrong-${i}` })).json().code).toBe('operator_credentials_invalid');
    }
    const fifth = await signInRequest(ctx, { email, password: 'wrong-5' });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe('operator_locked');
    expect((await signInRequest(ctx, { email, password })).json().code).toBe('operator_locked');
    ctx.clock.advance(14 * 60_000);
    expect((await signInRequest(ctx, { email, password })).json().code).toBe('operator_locked');
    ctx.clock.advance(61_000);
    expect((await signInRequest(ctx, { email, password })).json()).toMatchObject({ result: 'signed_in' });
    expect(await auditActions(ctx, email)).toEqual([
      'operator.password_set',
      ...Array(5).fill('operator.sign_in_failed'),
      'operator.locked',
      'operator.sign_in_failed',
      'operator.sign_in_failed',
      'operator.sign_in',
    ]);
  });

  it('counts wrong authenticator codes as failures', async () => {
    for (let i = 0; i < 5; i++) {
      await signInRequest(ctx, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, code: '000000' });
    }
    const res = await signInRequest(ctx, {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
      code: currentTotpCode(DEMO_ADMIN_TOTP_SECRET, ctx.clock.now()),
    });
    expect(res.json().code).toBe('operator_locked');
    ctx.clock.advance(15 * 60_000 + 1000);
  });
});

describe('sessions', () => {
  it('end after 8 idle hours, not while the operator works', async () => {
    const s = await signInDemoOperator(ctx);
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(7 * 3_600_000);
      expect((await me(s)).statusCode).toBe(200);
    }
    ctx.clock.advance(8 * 3_600_000 + 60_000);
    expect((await me(s)).statusCode).toBe(401);
  });

  it('end at once when the operator is disabled, and sign-in is refused until enabled again', async () => {
    const admin = await signInAdmin(ctx);
    const s = await signInDemoOperator(ctx);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/operators', headers: admin.headers });
    const id = list.json().operators.find((o: { email: string }) => o.email === DEMO_OPERATOR.email).id;
    const disable = (disabled: boolean) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/admin/operators/${id}`, headers: admin.headers, payload: { disabled } });
    expect((await disable(true)).json().operator.disabled).toBe(true);
    expect((await me(s)).statusCode).toBe(401);
    expect((await signInRequest(ctx, { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password })).statusCode).toBe(401);
    await disable(false);
    expect((await me(await signInDemoOperator(ctx))).statusCode).toBe(200);
  });

  it('sign-out ends the session', async () => {
    const s = await signInDemoOperator(ctx);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/sign-out', headers: s.headers });
    expect(out.json()).toEqual({ success: true });
    expect((await me(s)).statusCode).toBe(401);
  });
});

describe('the first sign-in of a new operator', () => {
  it('sets the password by the link of their e-mail, and an admin connects an authenticator before anything else', async () => {
    const email = 'new.admin@agent-plus.test';
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: (await signInAdmin(ctx)).headers,
      payload: { email, displayName: 'Новый администратор', role: 'admin' },
    });
    expect(asked.statusCode).toBe(200);
    // A new admin waits for a second admin; no password is answered to anyone.
    expect(asked.json()).toMatchObject({
      operator: null,
      pendingChange: { kind: 'operator_change', summary: `Создать администратора ${email}` },
    });
    expect(asked.body).not.toMatch(/password/i);
    const checker = await signInSecondAdmin(ctx);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${asked.json().pendingChange.id}/approve`,
      headers: checker.headers,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.body).not.toMatch(/set-password/);
    const { operators } = (await ctx.app.inject({ method: 'GET', url: '/api/admin/operators', headers: checker.headers })).json<{
      operators: { email: string }[];
    }>();
    expect(operators.find((o) => o.email === email)).toMatchObject({
      role: 'admin',
      mustChangePassword: true,
      totpEnabled: false,
    });

    const weak = await acceptLink(ctx, email, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe('Пароль — не короче 12 символов');
    const set = await acceptLink(ctx, email, 'a long new pass phrase');
    expect(set.statusCode).toBe(200);
    expect(set.json().operator).toMatchObject({ email, mustChangePassword: false, totpEnabled: false });
    // The link works once.
    expect((await acceptLink(ctx, email, 'another long pass phrase')).json().code).toBe('invitation_invalid');

    const first = await signInOperator(ctx, email, 'a long new pass phrase');
    const adminCall = (s: OperatorSession) => ctx.app.inject({ method: 'GET', url: '/api/admin/operators', headers: s.headers });
    const refused = await adminCall(first);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('operator_setup_required');

    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/setup',
      headers: first.headers,
      payload: { currentPassword: 'a long new pass phrase' },
    });
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/confirm',
      headers: first.headers,
      payload: { code: '000000' },
    });
    expect(wrong.json().code).toBe('totp_invalid');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/confirm',
      headers: first.headers,
      payload: { code: currentTotpCode(secret, ctx.clock.now()) },
    });
    expect(confirmed.json().operator).toMatchObject({ totpEnabled: true, mustChangePassword: false });
    expect((await adminCall(first)).statusCode).toBe(200);
    ctx.clock.advance(31_000);

    // From now on the account signs in with its password and a code.
    expect((await signInRequest(ctx, { email, password: 'a long new pass phrase' })).json()).toEqual({ result: 'code_required' });
    await signInOperator(ctx, email, 'a long new pass phrase', secret);
    expect(await auditActions(ctx, email)).toEqual([
      'operator.password_set',
      'operator.sign_in',
      'operator.step_up',
      'operator.totp_setup_started',
      'operator.totp_enabled',
      'operator.sign_in',
    ]);
  });

  it('keeps an admin from disabling themselves or taking their own role', async () => {
    const admin = await signInAdmin(ctx);
    const self = (await me(admin)).json().operator.id;
    for (const payload of [{ disabled: true }, { role: 'operator' }]) {
      const res = await ctx.app.inject({ method: 'PATCH', url: `/api/admin/operators/${self}`, headers: admin.headers, payload });
      expect(res.statusCode).toBe(409);
    }
  });
});

it('refuses the demo accounts in production', async () => {
  const deps = {
    db: ctx.db,
    totpKey: ctx.app.deps.totpKey,
    productName: 'x',
    production: true,
    mail: ctx.app.deps.mail,
    webUrl: 'http://localhost:3000',
  };
  await expect(
    signIn(
      deps,
      { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password, ip: '192.0.2.1', userAgent: null },
      ctx.clock.now(),
    ),
  ).rejects.toMatchObject({ code: 'demo_account_refused' });
});
