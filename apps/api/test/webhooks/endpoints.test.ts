// The company's webhook endpoints in the back office (docs/webhooks.md): admins only; the secret is
// answered once, kept sealed and never listed; every change is audited; what the form gets wrong is
// refused field by field in Russian.
import { WEBHOOK_ENDPOINTS_MAX, type WebhookEndpoint } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.js';
import { seedOperators, signInAdmin, signInDemoOperator, type OperatorSession } from '../admin/fixtures.js';
import { createEndpoint, startReceiver, webhooks, type Receiver } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let operator: OperatorSession;
let receiver: Receiver;

beforeAll(async () => {
  ctx = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
  operator = await signInDemoOperator(ctx);
  receiver = await startReceiver();
});

async function auditOf(id: number) {
  const { rows } = await ctx.db.query<{ action: string; actor: string; before: unknown; after: unknown }>(
    `SELECT action, actor, before, after FROM audit_log WHERE target_type = 'webhook_endpoint' AND target_id = $1 ORDER BY id`,
    [String(id)],
  );
  return rows;
}

describe('registering an endpoint', () => {
  it('answers the secret once, keeps it sealed, lists the endpoint without it and audits the change', async () => {
    const url = `${receiver.origin}/hooks/agent-plus`;
    const { endpoint, secret } = await createEndpoint(ctx, admin, {
      url,
      description: 'CRM компании',
      events: ['payout.paid', 'member.blocked'],
    });
    // The spec's form: `whsec_` and the key in base64 (32 bytes here).
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      url,
      description: 'CRM компании',
      events: ['payout.paid', 'member.blocked'],
      enabled: true,
      createdBy: 'admin@agent-plus.test',
      disabledAt: null,
      deletedAt: null,
      previousSecretValidUntil: null,
      deliveries: { pending: 0, delivered: 0, failed: 0 },
    });

    const listed = await webhooks.list(ctx, admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().endpoints).toEqual([endpoint]);
    expect(listed.body).not.toContain(secret.slice(6, 20));
    const { rows } = await ctx.db.query<{ sealed: string }>(
      'SELECT secret_sealed AS sealed FROM webhook_secrets WHERE endpoint_id = $1',
      [endpoint.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sealed).not.toContain(secret.slice(6, 20));

    expect(await auditOf(endpoint.id)).toEqual([
      {
        action: 'webhook.created',
        actor: 'admin@agent-plus.test',
        before: null,
        after: { url, description: 'CRM компании', events: ['payout.paid', 'member.blocked'] },
      },
    ]);
    expect(JSON.stringify(await auditOf(endpoint.id))).not.toContain(secret.slice(6, 20));
  });

  it('is for admins only', async () => {
    const res = await webhooks.create(ctx, operator, { url: `${receiver.origin}/x`, events: ['payout.paid'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect((await webhooks.list(ctx, operator)).statusCode).toBe(403);
  });

  it.each([
    [
      { url: 'crm.example.ru/hooks', events: ['payout.paid'] },
      { url: 'Укажите адрес целиком, например https://crm.example.ru/hooks/agent-plus' },
    ],
    [{ url: 'ftp://crm.example.ru/hooks', events: ['payout.paid'] }, { url: 'Адрес должен начинаться с https://' }],
    [
      { url: 'https://user:secret@crm.example.ru/hooks', events: ['payout.paid'] },
      { url: 'Адрес не должен содержать логин и пароль: подпись запроса подтверждает отправителя' },
    ],
    [{ url: 'https://crm.example.ru/hooks#x', events: ['payout.paid'] }, { url: 'Адрес не должен содержать «#»' }],
    [{ url: '', events: ['payout.paid'] }, { url: 'Укажите адрес' }],
    [{ url: 'https://crm.example.ru/hooks', events: [] }, { events: 'Выберите хотя бы одно событие' }],
    [{ url: 'https://crm.example.ru/hooks', events: ['payout.lost'] }, { 'events.0': 'Такого события нет' }],
    [{ url: 'https://crm.example.ru/hooks', events: ['payout.paid', 'payout.paid'] }, { events: 'Событие выбрано дважды' }],
    [
      { url: 'https://crm.example.ru/hooks', events: ['payout.paid'], description: 'д'.repeat(201) },
      { description: 'Не длиннее 200 символов' },
    ],
  ])('refuses %j naming the field in Russian', async (payload, fields) => {
    const res = await webhooks.create(ctx, admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation_error', message: 'Проверьте правильность заполнения полей', fields });
  });
});

describe('changing an endpoint', () => {
  let endpoint: WebhookEndpoint;
  beforeAll(async () => {
    ({ endpoint } = await createEndpoint(ctx, admin, { url: `${receiver.origin}/change`, events: ['period.closed'] }));
  });

  it('changes its events and description, switches it off and on, each audited', async () => {
    const changed = await webhooks.update(ctx, admin, endpoint.id, {
      events: ['period.closed', 'document.signed'],
      description: 'Бухгалтерия',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      events: ['period.closed', 'document.signed'],
      description: 'Бухгалтерия',
      enabled: true,
    });

    const off = await webhooks.update(ctx, admin, endpoint.id, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, disabledAt: ctx.clock.now().toISOString() });
    const test = await webhooks.test(ctx, admin, endpoint.id);
    expect(test.statusCode).toBe(409);
    expect(test.json()).toEqual({
      code: 'webhook_endpoint_disabled',
      message: 'Адрес выключен или удалён: включите его, чтобы отправить событие',
    });
    const on = await webhooks.update(ctx, admin, endpoint.id, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, disabledAt: null });

    const audit = await auditOf(endpoint.id);
    expect(audit.map((a) => a.action)).toEqual(['webhook.created', 'webhook.updated', 'webhook.updated', 'webhook.updated']);
    expect(audit[1]).toMatchObject({
      before: { events: ['period.closed'], description: '', enabled: true },
      after: { events: ['period.closed', 'document.signed'], description: 'Бухгалтерия', enabled: true },
    });
  });

  it('rotates the secret: the new one is answered once, the old one stays valid as long as asked', async () => {
    const res = await webhooks.rotate(ctx, admin, endpoint.id, 24);
    expect(res.statusCode, res.body).toBe(200);
    const { endpoint: rotated, secret } = res.json();
    expect(secret).toMatch(/^whsec_/);
    expect(rotated.previousSecretValidUntil).toBe(new Date(ctx.clock.now().getTime() + 24 * 3_600_000).toISOString());
    expect((await auditOf(endpoint.id)).at(-1)).toMatchObject({
      action: 'webhook.secret_rotated',
      after: { previousValidUntil: rotated.previousSecretValidUntil },
    });
    for (const hours of [-1, 73, 1.5, '2']) {
      const bad = await webhooks.rotate(ctx, admin, endpoint.id, hours);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('validation_error');
    }
    expect((await webhooks.rotate(ctx, admin, endpoint.id, 73)).json().fields).toEqual({
      previousValidHours: 'Не больше 72 часов',
    });
  });

  it('deletes it: listed no more, changed no more, its log kept', async () => {
    const res = await webhooks.remove(ctx, admin, endpoint.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ enabled: false, deletedAt: ctx.clock.now().toISOString() });
    expect((await webhooks.list(ctx, admin)).json().endpoints.map((e: WebhookEndpoint) => e.id)).not.toContain(endpoint.id);
    expect((await webhooks.update(ctx, admin, endpoint.id, { enabled: true })).statusCode).toBe(404);
    expect((await webhooks.remove(ctx, admin, endpoint.id)).statusCode).toBe(404);
    expect((await webhooks.deliveries(ctx, admin, endpoint.id)).statusCode).toBe(200);
    expect((await auditOf(endpoint.id)).at(-1)).toMatchObject({ action: 'webhook.deleted' });
    expect((await webhooks.update(ctx, admin, 999_999, { enabled: true })).statusCode).toBe(404);
    expect((await webhooks.update(ctx, admin, 0, { enabled: true })).statusCode).toBe(404);
  });
});

describe('the number of endpoints', () => {
  it(`stops at ${WEBHOOK_ENDPOINTS_MAX}`, async () => {
    const listed = (await webhooks.list(ctx, admin)).json().endpoints.length as number;
    for (let i = listed; i < WEBHOOK_ENDPOINTS_MAX; i++)
      await createEndpoint(ctx, admin, { url: `${receiver.origin}/n${i}`, events: ['payout.paid'] });
    const res = await webhooks.create(ctx, admin, { url: `${receiver.origin}/one-more`, events: ['payout.paid'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'webhook_endpoints_limit',
      message: 'Адресов для вебхуков не может быть больше 20: удалите ненужный',
    });
  });
});
