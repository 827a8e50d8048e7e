// The back office's members: search, the card (its opening audited), creation, blocking that ends
// the member's sessions at once and keeps their pending withdrawals.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestContext } from '../helper.js';
import { balances, contract, moneyMember, SBER, withdraw } from '../money/fixtures.js';
import { auditActions, DEMO_OPERATOR, seedOperators, signInDemoOperator, type OperatorSession } from './fixtures.js';

let ctx: TestContext;
let op: OperatorSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  op = await signInDemoOperator(ctx);
});

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: op.headers, ...(payload === undefined ? {} : { payload }) });

describe('creating and finding members', () => {
  it('creates a member who then signs in by SMS, and refuses a second one with the phone', async () => {
    const body = { phone: '79005550901', firstName: 'Пётр', lastName: 'Кузнецов', middleName: 'Ильич' };
    const created = await call('POST', '/api/admin/members', body);
    expect(created.statusCode).toBe(200);
    const again = await call('POST', '/api/admin/members', { ...body, firstName: 'Павел' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('member_exists');
    // The closed programme lets them in: the member exists now.
    const signedIn = await signIn(ctx, body.phone);
    expect(signedIn.headers.authorization).toMatch(/^Bearer /);
    expect(await auditActions(ctx, DEMO_OPERATOR.email)).toContain('member.created');
  });

  it('refuses a bad phone or a Latin name field by field, writing nothing', async () => {
    const res = await call('POST', '/api/admin/members', { phone: '7800', firstName: 'Peter', lastName: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['firstName', 'lastName', 'phone']);
  });

  it('finds a member by any form of the phone, by name and by contract number', async () => {
    await call('POST', '/api/admin/members', { phone: '79005550902', firstName: 'Ольга', lastName: 'Белова' });
    const m = await moneyMember(ctx);
    await contract(ctx, m.memberId, { number: 'ПОИСК-000777' });
    const ids = async (q: string) =>
      (await call('GET', `/api/admin/members?q=${encodeURIComponent(q)}`)).json().members.map((r: { phone: string }) => r.phone);
    expect(await ids('+7 (900) 555-09-02')).toEqual(['79005550902']);
    expect(await ids('8 900 555 09 02')).toEqual(['79005550902']);
    expect(await ids('белова')).toEqual(['79005550902']);
    expect(await ids('Ольга Бел')).toEqual(['79005550902']);
    expect(await ids('ПОИСК-000777')).toEqual([m.phone]);
    expect(await ids('000777')).toEqual([m.phone]);
    const page = (await call('GET', '/api/admin/members?maxResultCount=1')).json();
    expect(page.members).toHaveLength(1);
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
  });
});

describe("a member's card", () => {
  it('shows balances, history, orders, contracts and open sessions; opening it is audited', async () => {
    const m = await moneyMember(ctx);
    await contract(ctx, m.memberId, { number: 'КАРТА-1' });
    await contract(ctx, m.memberId, { number: 'КАРТА-2' });
    expect((await withdraw(ctx, m, { bankId: SBER, amount: 300, phone: m.phone })).statusCode).toBe(200);
    const res = await call('GET', `/api/admin/members/${m.memberId}`);
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card.balances).toEqual({ available: 700, frozen: 300, debt: 0, held: 0 });
    expect(card.contracts.map((c: { number: string }) => c.number).sort()).toEqual(['КАРТА-1', 'КАРТА-2']);
    expect(card.orders).toHaveLength(1);
    // Two rewards, the withdrawal's bank part and its «НДФЛ 13 %» line (decision 0033).
    expect(card.history).toHaveLength(4);
    expect(card.identity.status).toBe('Подтверждено');
    expect(card.sessions).toHaveLength(1);
    const { rows } = await ctx.db.query<{ member_id: string }>(
      "SELECT member_id FROM audit_log WHERE action = 'member.viewed' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]?.member_id).toBe(m.memberId);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('GET', '/api/admin/members/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/members/nope')).statusCode).toBe(404);
  });
});

describe('blocking', () => {
  it("ends the member's sessions at once, refuses their sign-in, keeps pending withdrawals; unblocking lets them in again", async () => {
    const m = await moneyMember(ctx);
    await contract(ctx, m.memberId);
    expect((await withdraw(ctx, m, { bankId: SBER, amount: 200, phone: m.phone })).statusCode).toBe(200);
    const blocked = await call('POST', `/api/admin/members/${m.memberId}/block`, { reason: 'Проверка службы безопасности' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ status: 'blocked', blockedReason: 'Проверка службы безопасности', sessions: [] });
    // The token issued before is refused on the next call.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/balance/user-balance/', headers: m.headers })).statusCode).toBe(401);
    await expect(signIn(ctx, m.phone)).rejects.toThrow(/member_blocked/);
    // The pending order stays for an operator.
    const { rows } = await ctx.db.query<{ status: string }>('SELECT status FROM withdrawal_orders WHERE member_id = $1', [
      m.memberId,
    ]);
    expect(rows.map((r) => r.status)).toEqual(['pending']);
    // Blocking twice is a conflict, not a second record.
    expect((await call('POST', `/api/admin/members/${m.memberId}/block`, { reason: 'Ещё раз' })).statusCode).toBe(409);

    const unblocked = await call('POST', `/api/admin/members/${m.memberId}/unblock`, { reason: 'Проверка пройдена' });
    expect(unblocked.json()).toMatchObject({ status: 'active', blockedReason: null });
    const again = await signIn(ctx, m.phone);
    expect(await balances(ctx, again)).toMatchObject({ balance: 300, frozen: 200 });
    const actions = await auditActions(ctx, DEMO_OPERATOR.email);
    expect(actions).toEqual(expect.arrayContaining(['member.blocked', 'member.unblocked']));
  });

  it('needs a reason', async () => {
    const m = await moneyMember(ctx);
    const res = await call('POST', `/api/admin/members/${m.memberId}/block`, { reason: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.reason).toBe('Укажите причину');
  });
});
