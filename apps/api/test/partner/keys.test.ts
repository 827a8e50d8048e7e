// The partner API's keys (decision 0063): a key that writes contracts works only after a second admin,
// a key is refused outside its scopes, addresses, expiry and calls per minute, rotation keeps the old key
// for the overlap, revocation works at the next call, and a request must be signed, fresh and new.
// Every use and every refusal of a known key is in the audit log under the key's name.
import type { PartnerKey } from '@cabinet/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { seedOperators, signInAdmin, signInSecondAdmin, type OperatorSession } from '../admin/fixtures.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { moneyMember } from '../money/fixtures.js';
import { contractRow, issueKey, partnerCall, type PartnerKeyInUse } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let checker: OperatorSession;

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});
// Tests move the clock by hours and days: the admins sign in afresh for each.
beforeEach(async () => {
  admin = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
});

const HOUR = 3_600_000;
const today = () => moscowDate(ctx.clock.now());
const status = (key: PartnerKeyInUse, number = 'НЕТ-ТАКОГО') =>
  partnerCall(ctx, key, { method: 'GET', url: `/api/partner/v1/contracts/${encodeURIComponent(number)}` });
const send = async (key: PartnerKeyInUse, rows: unknown[] = []) => {
  const m = rows.length > 0 ? null : await moneyMember(ctx);
  return partnerCall(ctx, key, {
    url: '/api/partner/v1/contracts',
    body: { contracts: m ? [contractRow(m.phone, `КЛ-${Math.random().toString(36).slice(2, 10)}`, today())] : rows },
  });
};
const refusal = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, ...(res.json() as object) });
async function keys(): Promise<PartnerKey[]> {
  return (await ctx.app.inject({ method: 'GET', url: '/api/admin/partner-keys', headers: admin.headers })).json().keys;
}
async function auditOf(keyId: string): Promise<{ action: string; actor: string; refusal: string | null }[]> {
  const { rows } = await ctx.db.query<{ action: string; actor: string; refusal: string | null }>(
    `SELECT action, actor, after->>'refusal' AS refusal FROM audit_log
      WHERE (target_type = 'partner_key' AND target_id = $1) OR (after->>'keyId' = $1) ORDER BY id`,
    [keyId],
  );
  return rows;
}

describe('issuing a key', () => {
  it('shows the secrets once and keeps only a hash of the key and a sealed signing secret', async () => {
    const key = await issueKey(ctx, admin, checker);
    expect(key.apiKey).toMatch(/^apk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(key.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { rows } = await ctx.db.query<{ secret_hash: string; signing_secret: string }>(
      'SELECT secret_hash, signing_secret FROM partner_keys WHERE id = $1',
      [key.id],
    );
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(key.apiKey.slice(22));
    expect(stored).not.toContain(key.signingSecret.slice(6));
    const listed = (await keys()).find((k) => k.id === key.id)!;
    expect(JSON.stringify(listed)).not.toContain(key.apiKey.slice(22));
    expect(listed).toMatchObject({ name: 'CRM продаж', status: 'active', createdBy: 'admin@agent-plus.test', expired: false });
  });

  it('a key that writes contracts works only once a second admin approves it; its maker cannot', async () => {
    const key = await issueKey(ctx, admin, null);
    expect(key.issued.key).toMatchObject({ status: 'pending', approval: { kind: 'partner_key', status: 'pending' } });
    expect(refusal(await send(key))).toMatchObject({ status: 401, code: 'partner_key_invalid' });
    const own = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${key.issued.key.approval!.id}/approve`,
      headers: admin.headers,
    });
    expect(refusal(own)).toMatchObject({ status: 409, code: 'own_change_approval' });
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${key.issued.key.approval!.id}/approve`,
      headers: checker.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await send(key)).statusCode).toBe(200);
    expect((await auditOf(key.id)).map((a) => a.action)).toEqual([
      'partner_key.issued',
      'partner.refused',
      'partner_key.activated',
      'partner.contracts_received',
    ]);
  });

  it('a refused key never works', async () => {
    const key = await issueKey(ctx, admin, null);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${key.issued.key.approval!.id}/reject`,
      headers: checker.headers,
      payload: { reason: 'Партнёр не подписал договор' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await keys()).find((k) => k.id === key.id)?.status).toBe('refused');
    expect(refusal(await send(key))).toMatchObject({ status: 401, code: 'partner_key_invalid' });
  });

  it('a read-only key works at once and only for reading', async () => {
    const key = await issueKey(ctx, admin, null, { scopes: ['contracts:read'] });
    expect(key.issued.key.status).toBe('active');
    expect(refusal(await status(key))).toMatchObject({ status: 404, code: 'not_found' });
    expect(refusal(await send(key))).toMatchObject({
      status: 403,
      code: 'partner_scope_missing',
      message: 'Ключу API не разрешено это действие',
    });
  });

  it('refuses input it cannot keep, in Russian, and an expiry already past', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/partner-keys',
      headers: admin.headers,
      payload: { name: ' ', scopes: [], addresses: ['10.0.0.0/33', 'example.org'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      fields: {
        name: 'Укажите название ключа',
        scopes: 'Выберите, что ключу можно делать',
        'addresses.0': 'Адрес IPv4 или IPv6, можно сеть: 203.0.113.0/24',
        'addresses.1': 'Адрес IPv4 или IPv6, можно сеть: 203.0.113.0/24',
      },
    });
    const past = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/partner-keys',
      headers: admin.headers,
      payload: { name: 'Старый', scopes: ['contracts:read'], expiresOn: '2020-01-01' },
    });
    expect(refusal(past)).toMatchObject({ status: 422, code: 'partner_key_expiry_past' });
    const operatorCall = await ctx.app.inject({ method: 'GET', url: '/api/admin/partner-keys', headers: {} });
    expect(operatorCall.statusCode).toBe(401);
  });
});

describe('using a key', () => {
  it('is refused from an address outside its list, IPv4 and IPv6 networks alike', async () => {
    const key = await issueKey(ctx, admin, checker, {
      scopes: ['contracts:read'],
      addresses: ['198.51.100.0/24', '2001:db8::/32'],
    });
    const from = (ip: string) => partnerCall(ctx, key, { method: 'GET', url: '/api/partner/v1/contracts/X-1', ip });
    expect(refusal(await from('203.0.113.10'))).toMatchObject({ status: 403, code: 'partner_address_refused' });
    expect((await from('198.51.100.77')).statusCode).toBe(404);
    expect((await from('::ffff:198.51.100.78')).statusCode).toBe(404);
    expect((await from('2001:db8:1::5')).statusCode).toBe(404);
    expect(refusal(await from('2001:db9::5'))).toMatchObject({ status: 403, code: 'partner_address_refused' });
    // The first refusal of a minute is written, then the 10th, the 100th…: a script hammering the API adds a handful.
    expect((await auditOf(key.id)).filter((a) => a.action === 'partner.refused').map((a) => a.refusal)).toEqual([
      'partner_address_refused',
    ]);
  });

  it('is refused with a wrong secret, an unknown id or no key at all', async () => {
    const key = await issueKey(ctx, admin, checker, { scopes: ['contracts:read'] });
    const wrong = { ...key, apiKey: `${key.apiKey.slice(0, 22)}${'A'.repeat(43)}` };
    expect(refusal(await status(wrong))).toMatchObject({ status: 401, code: 'partner_key_invalid' });
    const unknown = { ...key, apiKey: `apk_0000000000000000_${key.apiKey.slice(22)}` };
    expect(refusal(await status(unknown))).toMatchObject({ status: 401, code: 'partner_key_invalid' });
    const none = await ctx.app.inject({ method: 'GET', url: '/api/partner/v1/contracts/X-1' });
    expect(refusal(none)).toMatchObject({ status: 401, code: 'partner_key_invalid' });
  });

  it('answers 429 with Retry-After past its calls per minute', async () => {
    const key = await issueKey(ctx, admin, checker, { scopes: ['contracts:read'], ratePerMinute: 2 });
    expect((await status(key)).statusCode).toBe(404);
    expect((await status(key)).statusCode).toBe(404);
    const third = await status(key);
    expect(refusal(third)).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    ctx.clock.advance(61_000);
    expect((await status(key)).statusCode).toBe(404);
  });

  it('stops at the end of its last day', async () => {
    const key = await issueKey(ctx, admin, checker, { scopes: ['contracts:read'], expiresOn: today() });
    expect((await status(key)).statusCode).toBe(404);
    ctx.clock.advance(24 * HOUR);
    expect(refusal(await status(key))).toMatchObject({ status: 401, code: 'partner_key_invalid' });
    admin = await signInAdmin(ctx);
    expect((await keys()).find((k) => k.id === key.id)).toMatchObject({ status: 'active', expired: true });
  });
});

describe('signed requests', () => {
  it('refuses a wrong, changed, stale or replayed request, and one without a signature', async () => {
    const key = await issueKey(ctx, admin, checker);
    const m = await moneyMember(ctx);
    const body = { contracts: [contractRow(m.phone, 'ПОДП-0001', today())] };
    const url = '/api/partner/v1/contracts';
    const other = 'whsec_' + Buffer.alloc(32, 7).toString('base64');
    expect(refusal(await partnerCall(ctx, key, { url, body, secret: other }))).toMatchObject({
      status: 401,
      code: 'partner_signature_invalid',
    });
    const changed = JSON.stringify({ contracts: [contractRow(m.phone, 'ПОДП-9999', today())] });
    expect(refusal(await partnerCall(ctx, key, { url, body, sentBody: changed }))).toMatchObject({
      status: 401,
      code: 'partner_signature_invalid',
    });
    const stale = new Date(ctx.clock.now().getTime() - 6 * 60_000);
    expect(refusal(await partnerCall(ctx, key, { url, body, signedAt: stale }))).toMatchObject({
      status: 401,
      code: 'partner_signature_invalid',
    });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${key.apiKey}`, 'idempotency-key': 'batch-unsigned-1' },
      payload: body,
    });
    expect(refusal(unsigned)).toMatchObject({ status: 401, code: 'partner_signature_invalid' });
    // Nothing of the refused requests was entered.
    const { rows } = await ctx.db.query('SELECT 1 FROM contracts WHERE number_key = contract_number_key($1)', ['ПОДП-9999']);
    expect(rows).toEqual([]);
    const first = await partnerCall(ctx, key, { url, body, requestId: 'req_replay_1', idempotencyKey: 'batch-replay-1' });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await partnerCall(ctx, key, { url, body, requestId: 'req_replay_1', idempotencyKey: 'batch-replay-1' });
    expect(refusal(replay)).toMatchObject({ status: 409, code: 'partner_request_replayed' });
  });
});

describe('rotation and revocation', () => {
  it('keeps the old key for the overlap beside the new one, then only the new one', async () => {
    const old = await issueKey(ctx, admin, checker);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/partner-keys/${old.id}/rotate`,
      headers: admin.headers,
      payload: { overlapHours: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const issued = res.json();
    const fresh: PartnerKeyInUse = { apiKey: issued.apiKey, signingSecret: issued.signingSecret, id: issued.key.id };
    expect(issued.key).toMatchObject({ status: 'active', rotatedFrom: old.id, scopes: ['contracts:write', 'contracts:read'] });
    expect((await send(old)).statusCode).toBe(200);
    expect((await send(fresh)).statusCode).toBe(200);
    ctx.clock.advance(2 * HOUR + 1000);
    expect(refusal(await send(old))).toMatchObject({ status: 401, code: 'partner_key_invalid' });
    expect((await send(fresh)).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/partner-keys/${old.id}/rotate`,
      headers: admin.headers,
      payload: { overlapHours: 2 },
    });
    expect(refusal(again)).toMatchObject({ status: 409, code: 'partner_key_not_active' });
  });

  it('a revoked key is refused at its next call, and cannot be revoked twice', async () => {
    const key = await issueKey(ctx, admin, checker);
    expect((await send(key)).statusCode).toBe(200);
    const revoke = () =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/partner-keys/${key.id}/revoke`, headers: admin.headers });
    const res = await revoke();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'revoked' });
    expect(refusal(await send(key))).toMatchObject({ status: 401, code: 'partner_key_invalid' });
    expect(refusal(await revoke())).toMatchObject({ status: 409, code: 'partner_key_revoked' });
    const actions = (await auditOf(key.id)).map((a) => [a.action, a.actor]);
    expect(actions).toEqual([
      ['partner_key.issued', 'admin@agent-plus.test'],
      ['partner_key.activated', 'admin2@agent-plus.test'],
      ['partner.contracts_received', 'partner:CRM продаж'],
      ['partner_key.revoked', 'admin@agent-plus.test'],
      ['partner.refused', 'partner:CRM продаж'],
    ]);
  });
});
