// Separation of duties that one person cannot defeat (decision 0029): credentials reach only their
// owner, a second admin for what makes or takes over an account, the cooling-off rule on every
// approval, the control's own setting under the control, step-up for the second factor, one
// session per operator. What waits for a second admin is decided at the approvals door (decision 0060).
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperatorFromCommandLine } from '../../src/features/operators/service.js';
import { currentTotpCode } from '../../src/features/operators/totp.js';
import { seal } from '../../src/lib/seal.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { moneyMember } from '../money/fixtures.js';
import { desk, memberWithOrder } from './desk-fixtures.js';
import {
  acceptLink,
  auditActions,
  DEMO_ADMIN,
  DEMO_ADMIN_2,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_OPERATOR,
  seedOperators,
  sentLinks,
  signInAdmin,
  signInAnotherAdmin,
  signInDemoOperator,
  signInOperator,
  signInRequest,
  signInSecondAdmin,
  type OperatorSession,
} from './fixtures.js';

let ctx: TestContext;
let maker: OperatorSession;
let second: OperatorSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  maker = await signInAdmin(ctx);
  second = await signInSecondAdmin(ctx);
});

const DAY = 86_400_000;
const call = (who: OperatorSession, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
const me = (s: OperatorSession) => call(s, 'GET', '/api/admin/auth/me');
/** The operator of the first test, who set their own password by the link. */
const signInInvited = () => signInOperator(ctx, 'invited.operator@agent-plus.test', 'Invited-operator-2026');

/** An operator as the admins' list shows it now. */
async function listed(email: string): Promise<Record<string, unknown> | undefined> {
  const { operators } = (await call(second, 'GET', '/api/admin/operators')).json<{ operators: { email: string }[] }>();
  return operators.find((o) => o.email === email);
}

async function operatorId(email: string): Promise<string> {
  const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM operators WHERE email = $1', [email]);
  return rows[0]!.id;
}

/** An adjustment proposed by `who`: its request's id at the approvals door. */
async function proposeAdjustment(who: OperatorSession): Promise<number> {
  const m = await moneyMember(ctx);
  const res = await call(who, 'POST', `/api/admin/members/${m.memberId}/adjustments`, { amount: 500, reason: 'Премия' });
  expect(res.statusCode).toBe(200);
  return res.json().approval.id;
}

/** The admin made by a change signs in with the link's password and connects an authenticator. */
async function finishAdminSetup(email: string, password: string): Promise<{ session: OperatorSession; secret: string }> {
  const first = await signInOperator(ctx, email, password);
  const setup = await call(first, 'POST', '/api/admin/auth/totp/setup', { currentPassword: password });
  const { secret } = setup.json();
  await call(first, 'POST', '/api/admin/auth/totp/confirm', { code: currentTotpCode(secret, ctx.clock.now()) });
  ctx.clock.advance(31_000);
  return { session: await signInOperator(ctx, email, password, secret), secret };
}

describe('credentials reach only their owner', () => {
  it('answers the creating admin no password; the link goes to the new operator alone and works once', async () => {
    const email = 'invited.operator@agent-plus.test';
    const res = await call(maker, 'POST', '/api/admin/operators', { email, displayName: 'Приглашённый', role: 'operator' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ operator: { email, role: 'operator', mustChangePassword: true }, pendingChange: null });
    expect(res.body).not.toMatch(/oneTimePassword|set-password/);
    const mails = ctx.logs.filter((l) => (l.mail as { to?: string } | undefined)?.to !== undefined);
    expect(mails.at(-1)!.mail).toMatchObject({ to: email, subject: 'Доступ к бэк-офису АГЕНТ ПЛЮС' });
    // Nobody can sign in before the owner sets the password.
    expect((await signInRequest(ctx, { email, password: 'any password at all' })).json().code).toBe(
      'operator_credentials_invalid',
    );
    expect((await acceptLink(ctx, email, 'Invited-operator-2026')).statusCode).toBe(200);
    expect((await acceptLink(ctx, email, 'Invited-operator-2027')).json()).toEqual({
      code: 'invitation_invalid',
      message: 'Ссылка недействительна: она устарела или уже использована. Попросите администратора выслать новую.',
    });
    await signInOperator(ctx, email, 'Invited-operator-2026');
  });

  it('refuses a link after 72 hours and a made-up one', async () => {
    const email = 'late.operator@agent-plus.test';
    await call(maker, 'POST', '/api/admin/operators', { email, displayName: '', role: 'operator' });
    ctx.clock.advance(72 * 3_600_000 + 1000);
    expect((await acceptLink(ctx, email, 'Late-operator-2026')).json().code).toBe('invitation_invalid');
    expect((await acceptLink(ctx, email, 'Late-operator-2026', 'x'.repeat(43))).json().code).toBe('invitation_invalid');
    maker = await signInAdmin(ctx);
    second = await signInSecondAdmin(ctx);
  });

  it('changes nothing when the e-mail cannot be sent', async () => {
    const { mail } = ctx.app.deps;
    ctx.app.deps.mail = {
      name: 'down',
      send: () => Promise.reject(new Error('SMTP down')),
    };
    try {
      const email = 'unsent@agent-plus.test';
      const res = await call(maker, 'POST', '/api/admin/operators', { email, displayName: '', role: 'operator' });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('mail_failed');
      expect((await ctx.db.query('SELECT 1 FROM operators WHERE email = $1', [email])).rows).toEqual([]);
    } finally {
      ctx.app.deps.mail = mail;
    }
  });
});

describe('a second admin for a new admin, a promotion and another operator’s reset', () => {
  it('keeps a new admin waiting until a different admin approves; the maker is refused, also by the database', async () => {
    const email = 'waiting.admin@agent-plus.test';
    const asked = await call(maker, 'POST', '/api/admin/operators', { email, displayName: 'Ждущий', role: 'admin' });
    expect(asked.json()).toMatchObject({
      operator: null,
      pendingChange: {
        kind: 'operator_change',
        summary: `Создать администратора ${email}`,
        madeBy: DEMO_ADMIN.email,
        status: 'pending',
      },
    });
    expect(sentLinks(ctx, email)).toEqual([]);
    expect((await ctx.db.query('SELECT 1 FROM operators WHERE email = $1', [email])).rows).toEqual([]);
    const id = asked.json().pendingChange.id;
    const waiting = (await call(second, 'GET', '/api/admin/approvals?kind=operator_change')).json().approvals;
    expect(waiting.map((c: { id: number }) => c.id)).toContain(id);
    expect((await call(second, 'GET', '/api/admin/security-alerts')).json().alerts).toContainEqual(
      expect.objectContaining({
        kind: 'awaiting_second_admin',
        text: `${DEMO_ADMIN.email} просит создать администратора ${email}: нужен второй администратор`,
        link: '/admin/operators',
      }),
    );
    // The same request twice is one request.
    const twice = await call(maker, 'POST', '/api/admin/operators', { email, displayName: '', role: 'admin' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain(`запросил(а) ${DEMO_ADMIN.email}`);

    const own = await call(maker, 'POST', `/api/admin/approvals/${id}/approve`);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_change_approval');
    await expect(
      ctx.db.query(`UPDATE approvals SET status = 'approved', checked_by = made_by, checked_at = now() WHERE id = $1`, [id]),
    ).rejects.toThrow(/approvals_checker_not_maker/);
    // The change made, a fact the cooling-off reads, is refused too when its maker approved it.
    await expect(
      ctx.db.query(
        `INSERT INTO operator_changes (kind, operator_id, email, requested_by, requested_at, decided_by, decided_at)
         SELECT 'promote', id, email, id, now(), id, now() FROM operators WHERE email = $1`,
        [DEMO_OPERATOR.email],
      ),
    ).rejects.toThrow(/operator_changes_checker_not_maker/);

    const approved = await call(second, 'POST', `/api/admin/approvals/${id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved', checkedBy: DEMO_ADMIN_2.email });
    expect(await listed(email)).toMatchObject({ email, role: 'admin', mustChangePassword: true });
    expect(sentLinks(ctx, email)).toHaveLength(1);
    const late = await call(second, 'POST', `/api/admin/approvals/${id}/approve`);
    expect(late.json()).toMatchObject({ code: 'change_decided', message: expect.stringContaining(DEMO_ADMIN_2.email) });
  });

  it('undoes an approval whose link cannot be sent: the request still waits, nothing is made', async () => {
    const email = 'unsent.admin@agent-plus.test';
    const asked = await call(maker, 'POST', '/api/admin/operators', { email, displayName: '', role: 'admin' });
    const id = asked.json().pendingChange.id;
    const { mail } = ctx.app.deps;
    ctx.app.deps.mail = { name: 'down', send: () => Promise.reject(new Error('SMTP down')) };
    try {
      const res = await call(second, 'POST', `/api/admin/approvals/${id}/approve`);
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('mail_failed');
    } finally {
      ctx.app.deps.mail = mail;
    }
    expect((await ctx.db.query('SELECT 1 FROM operators WHERE email = $1', [email])).rows).toEqual([]);
    expect((await ctx.db.query('SELECT 1 FROM operator_changes WHERE email = $1', [email])).rows).toEqual([]);
    const { approvals } = (await call(second, 'GET', '/api/admin/approvals?kind=operator_change')).json();
    expect(approvals).toContainEqual(expect.objectContaining({ id, status: 'pending' }));
    expect((await call(maker, 'POST', `/api/admin/approvals/${id}/reject`, { reason: 'Проверка' })).statusCode).toBe(200);
  });

  it('keeps a promotion and resets waiting, and refuses an admin resetting themselves', async () => {
    const target = await operatorId(DEMO_OPERATOR.email);
    const promoted = await call(maker, 'PATCH', `/api/admin/operators/${target}`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({
      operator: { role: 'operator' },
      pendingChange: { kind: 'operator_change', summary: `Повысить ${DEMO_OPERATOR.email} до администратора` },
    });
    const reset = await call(maker, 'POST', `/api/admin/operators/${target}/reset-password`);
    expect(reset.json()).toMatchObject({
      operator: { email: DEMO_OPERATOR.email },
      pendingChange: { kind: 'operator_change', summary: `Сбросить пароль ${DEMO_OPERATOR.email} (ссылка уйдёт на его e-mail)` },
    });
    expect(reset.body).not.toMatch(/oneTimePassword|set-password/);
    // Nothing happened yet: the operator still signs in with the old password.
    expect((await me(await signInDemoOperator(ctx))).json().operator.role).toBe('operator');
    // Its maker withdraws each.
    for (const c of [promoted.json().pendingChange, reset.json().pendingChange]) {
      const withdrawn = await call(maker, 'POST', `/api/admin/approvals/${c.id}/reject`, { reason: 'Передумал' });
      expect(withdrawn.json()).toMatchObject({ status: 'rejected', reason: 'Передумал' });
    }
    const self = await operatorId(DEMO_ADMIN.email);
    for (const kind of ['reset-password', 'reset-totp']) {
      expect((await call(maker, 'POST', `/api/admin/operators/${self}/${kind}`)).statusCode).toBe(409);
    }
  });
});

describe('the cooling-off rule: dual control compares people, not only accounts', () => {
  it('refuses a created account approving its creator’s large payout, audits it and alerts; allows it after 7 days', async () => {
    const email = 'created.checker@agent-plus.test';
    await call(maker, 'POST', '/api/admin/operators', { email, displayName: 'Созданный', role: 'operator' });
    await acceptLink(ctx, email, 'Created-checker-2026');
    const created = await signInOperator(ctx, email, 'Created-checker-2026');
    const { orderId } = await memberWithOrder(ctx, 60_000);
    expect((await desk.pay(ctx, maker, orderId)).json().outcome).toBe('awaiting_approval');

    const refused = await desk.approve(ctx, created, orderId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('approval_cooling_off');
    expect(refused.json().message).toMatch(/^Эту учётную запись недавно создал, повысил или сбросил автор запроса/);
    expect(await auditActions(ctx, email)).toContain('approval.cooling_off_refused');
    const alerts = (await call(second, 'GET', '/api/admin/security-alerts')).json().alerts;
    expect(alerts).toContainEqual(expect.objectContaining({ kind: 'cooling_off_refused', link: '/admin/audit' }));
    expect(alerts).toContainEqual(
      expect.objectContaining({
        kind: 'account_changed',
        text: expect.stringContaining(`${DEMO_ADMIN.email} создал(а) оператора ${email}`),
      }),
    );
    // Another operator approves meanwhile as before; the created one may after the period.
    const { orderId: later } = await memberWithOrder(ctx, 60_000);
    await desk.pay(ctx, maker, later);
    ctx.clock.advance(7 * DAY + 60_000);
    const again = await signInOperator(ctx, email, 'Created-checker-2026');
    expect((await desk.approve(ctx, again, later)).json().status).toBe('approved');
    expect((await desk.order(ctx, again, later)).json().order.status).toBe('paid');
    maker = await signInAdmin(ctx);
    second = await signInSecondAdmin(ctx);
  });

  it('refuses a promoted account approving the adjustments of the admin who asked and of the one who approved', async () => {
    const target = await operatorId(DEMO_OPERATOR.email);
    const asked = await call(maker, 'PATCH', `/api/admin/operators/${target}`, { role: 'admin' });
    await call(second, 'POST', `/api/admin/approvals/${asked.json().pendingChange.id}/approve`);
    const { session: promoted } = await finishAdminSetup(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    for (const who of [maker, second]) {
      const adjustment = await proposeAdjustment(who);
      const res = await call(promoted, 'POST', `/api/admin/approvals/${adjustment}/approve`);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('approval_cooling_off');
    }
    // An admin nobody of them touched approves.
    const outsider = await signInAnotherAdmin(ctx, 'outsider.admin@agent-plus.test');
    const adjustment = await proposeAdjustment(maker);
    expect((await call(outsider, 'POST', `/api/admin/approvals/${adjustment}/approve`)).json().status).toBe('approved');
  });

  it('refuses a reset account approving the resetting admin’s requests; its link reaches only its owner', async () => {
    const email = 'reset.target@agent-plus.test';
    const target = await signInAnotherAdmin(ctx, email);
    const id = await operatorId(email);
    const asked = await call(maker, 'POST', `/api/admin/operators/${id}/reset-password`);
    const approved = await call(second, 'POST', `/api/admin/approvals/${asked.json().pendingChange.id}/approve`);
    expect(approved.json().status).toBe('approved');
    expect(await listed(email)).toMatchObject({ email, mustChangePassword: true });
    expect((await me(target)).statusCode).toBe(401);
    expect(sentLinks(ctx, email)).toHaveLength(1);
    await acceptLink(ctx, email, 'Reset-target-pass-2026');
    const back = await signInOperator(ctx, email, 'Reset-target-pass-2026', DEMO_ADMIN_TOTP_SECRET);
    const adjustment = await proposeAdjustment(maker);
    expect((await call(back, 'POST', `/api/admin/approvals/${adjustment}/approve`)).json().code).toBe('approval_cooling_off');
    // A reset authenticator ends the sessions too; the account connects a new one with step-up.
    const totp = await call(second, 'POST', `/api/admin/operators/${id}/reset-totp`);
    await call(maker, 'POST', `/api/admin/approvals/${totp.json().pendingChange.id}/approve`);
    expect((await me(back)).statusCode).toBe(401);
  });

  it('the first admin is made from the command line only while fewer than two admins exist', async () => {
    const deps = {
      db: ctx.db,
      totpKey: ctx.app.deps.totpKey,
      productName: 'АГЕНТ ПЛЮС',
      production: false,
      mail: ctx.app.deps.mail,
      webUrl: 'http://localhost:3000',
    };
    await expect(
      createOperatorFromCommandLine(
        deps,
        { email: 'cli.admin@agent-plus.test', displayName: '', role: 'admin' },
        ctx.clock.now(),
      ),
    ).rejects.toMatchObject({ code: 'forbidden' });
    const operator = await createOperatorFromCommandLine(
      deps,
      { email: 'cli.operator@agent-plus.test', displayName: '', role: 'operator' },
      ctx.clock.now(),
    );
    expect(operator).toMatchObject({ role: 'operator', mustChangePassword: true });
    expect(sentLinks(ctx, 'cli.operator@agent-plus.test')).toHaveLength(1);
  });
});

describe('the payout approval threshold is under the control it sets', () => {
  it('applies a stricter threshold at once; a weaker one waits for a second admin', async () => {
    const put = (who: OperatorSession, payoutApprovalThreshold: number) =>
      call(who, 'PUT', '/api/admin/settings', { payoutApprovalThreshold });
    const threshold = async () => (await call(second, 'GET', '/api/admin/settings')).json().payoutApprovalThreshold;
    expect((await put(maker, 40_000)).json()).toEqual({ payoutApprovalThreshold: 40_000, holdDays: 0, pendingChanges: [] });

    const weaker = await put(maker, 10_000_000);
    expect(weaker.json()).toMatchObject({
      payoutApprovalThreshold: 40_000,
      pendingChanges: [
        {
          kind: 'settings',
          subject: 'payout_approval_threshold',
          summary: 'Порог подтверждения выплат 40\u00a0000\u00a0б. → 10\u00a0000\u00a0000\u00a0б.',
          status: 'pending',
        },
      ],
    });
    expect(await threshold()).toBe(40_000);
    const { orderId } = await memberWithOrder(ctx, 60_000);
    expect((await desk.pay(ctx, maker, orderId)).json().outcome).toBe('awaiting_approval');

    const id = weaker.json().pendingChanges[0].id;
    expect((await call(second, 'GET', '/api/admin/approvals?kind=settings')).json().approvals).toHaveLength(1);
    // One weaker threshold waits at a time.
    const another = await put(maker, 9_000_000);
    expect(another.statusCode).toBe(409);
    expect(another.json().message).toContain(`запросил(а) ${DEMO_ADMIN.email}`);
    const own = await call(maker, 'POST', `/api/admin/approvals/${id}/approve`);
    expect(own.json().code).toBe('own_change_approval');
    await expect(
      ctx.db.query(`UPDATE approvals SET status = 'approved', checked_by = made_by, checked_at = now() WHERE id = $1`, [id]),
    ).rejects.toThrow(/approvals_checker_not_maker/);
    const alerts = (await call(second, 'GET', '/api/admin/security-alerts')).json().alerts;
    expect(alerts).toContainEqual(
      expect.objectContaining({
        kind: 'awaiting_second_admin',
        text: `${DEMO_ADMIN.email} просит поднять порог подтверждения выплат с 40\u00a0000\u00a0б. до 10\u00a0000\u00a0000\u00a0б.: нужен второй администратор`,
        link: '/admin/settings',
      }),
    );

    expect((await call(second, 'POST', `/api/admin/approvals/${id}/approve`)).json().status).toBe('approved');
    expect(await threshold()).toBe(10_000_000);
    expect((await call(second, 'POST', `/api/admin/approvals/${id}/reject`, { reason: 'Поздно' })).json().code).toBe(
      'change_decided',
    );
    await put(maker, 50_000);
  });

  it('refuses the approval by an account the maker recently made', async () => {
    const email = 'threshold.admin@agent-plus.test';
    const asked = await call(maker, 'POST', '/api/admin/operators', { email, displayName: '', role: 'admin' });
    await call(second, 'POST', `/api/admin/approvals/${asked.json().pendingChange.id}/approve`);
    await acceptLink(ctx, email, 'Threshold-admin-2026');
    const { session } = await finishAdminSetup(email, 'Threshold-admin-2026');
    const weaker = await call(maker, 'PUT', '/api/admin/settings', { payoutApprovalThreshold: 90_000 });
    const res = await call(session, 'POST', `/api/admin/approvals/${weaker.json().pendingChanges[0].id}/approve`);
    expect(res.json().code).toBe('approval_cooling_off');
    const withdrawn = await call(maker, 'POST', `/api/admin/approvals/${weaker.json().pendingChanges[0].id}/reject`, {
      reason: 'Не нужно',
    });
    expect(withdrawn.statusCode).toBe(200);
  });
});

describe('step-up for the second factor', () => {
  it('refuses replacing the authenticator without the password and a current code, and audits every attempt', async () => {
    const setup = (payload?: object) => call(maker, 'POST', '/api/admin/auth/totp/setup', payload);
    expect((await setup()).statusCode).toBe(400);
    const wrong = await setup({ currentPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'operator_credentials_invalid', message: 'Текущий пароль введён неверно' });
    expect((await setup({ currentPassword: DEMO_ADMIN.password })).json().fields).toEqual({
      code: 'Введите код из приложения-аутентификатора',
    });
    expect((await setup({ currentPassword: DEMO_ADMIN.password, code: '000000' })).json().code).toBe('totp_invalid');
    const { rows } = await ctx.db.query<{ outcome: string }>(
      `SELECT after->>'outcome' AS outcome FROM audit_log WHERE action = 'operator.step_up' AND actor = $1 ORDER BY id`,
      [DEMO_ADMIN.email],
    );
    expect(rows.map((r) => r.outcome).slice(-3)).toEqual(['password', 'code_missing', 'code']);

    const started = await setup({
      currentPassword: DEMO_ADMIN.password,
      code: currentTotpCode(DEMO_ADMIN_TOTP_SECRET, ctx.clock.now()),
    });
    expect(started.statusCode).toBe(200);
    // The old authenticator still signs in until the new one is confirmed.
    expect((await me(maker)).json().operator.totpEnabled).toBe(true);
    ctx.clock.advance(31_000);
    const confirmed = await call(maker, 'POST', '/api/admin/auth/totp/confirm', {
      code: currentTotpCode(started.json().secret, ctx.clock.now()),
    });
    expect(confirmed.json().operator.totpEnabled).toBe(true);
    expect((await me(maker)).statusCode).toBe(200);
    expect((await auditActions(ctx, DEMO_ADMIN.email)).slice(-3)).toEqual([
      'operator.step_up',
      'operator.totp_setup_started',
      'operator.totp_enabled',
    ]);
    // The demo secret back, for the tests after this one.
    await ctx.db.query('UPDATE operators SET totp_secret = $2, totp_last_step = NULL WHERE email = $1', [
      DEMO_ADMIN.email,
      seal(ctx.app.deps.totpKey, DEMO_ADMIN_TOTP_SECRET),
    ]);
    ctx.clock.advance(31_000);
  });

  it('a stolen session guessing the password is locked out and ended', async () => {
    const s = await signInInvited();
    for (let i = 0; i < 5; i++) {
      await call(s, 'POST', '/api/admin/auth/password', {
        currentPassword: `guess-${i}`,
        newPassword: 'a brand new pass phrase',
      });
    }
    expect((await me(s)).statusCode).toBe(401);
    ctx.clock.advance(15 * 60_000 + 1000);
  });

  it('changing the password needs a current code when the account has an authenticator', async () => {
    const admin = await signInAdmin(ctx);
    const res = await call(admin, 'POST', '/api/admin/auth/password', {
      currentPassword: DEMO_ADMIN.password,
      newPassword: 'a brand new pass phrase',
    });
    expect(res.json().fields).toEqual({ code: 'Введите код из приложения-аутентификатора' });
  });
});

describe('one session per operator', () => {
  it('a new sign-in ends the earlier session of that operator, not of others', async () => {
    const first = await signInInvited();
    const other = await signInSecondAdmin(ctx);
    expect((await me(first)).statusCode).toBe(200);
    const again = await signInInvited();
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(again)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ reason: string }>(
      `SELECT ended_reason AS reason FROM operator_sessions WHERE token_hash IS NOT NULL AND ended_reason = 'signed_in_again' LIMIT 1`,
    );
    expect(rows).toEqual([{ reason: 'signed_in_again' }]);
  });
});
