// Refused attempts of operators are audited (decision 0030): an admin's section called by an
// operator, a maker's own approval, a second payment of an order awaiting its checker, a write from
// another site reported by the web app. Bounded: the first of a minute per operator, kind and call,
// then the 10th, the 100th… with the count.
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestContext } from '../helper.js';
import { moneyMember } from '../money/fixtures.js';
import { desk, memberWithOrder } from './desk-fixtures.js';
import { backOfficeApp, DEMO_ADMIN, DEMO_OPERATOR, signInAdmin, signInDemoOperator, type OperatorSession } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let operator: OperatorSession;
beforeAll(async () => {
  ({ ctx, admin, operator } = await backOfficeApp());
});

interface Row {
  actor: string;
  action: string;
  target_id: string;
  after: { operationId: string; refusal: string; attempts: number };
}
const refusals = async (action: string) =>
  (await ctx.db.query<Row>('SELECT actor, action, target_id, after FROM audit_log WHERE action = $1 ORDER BY id', [action])).rows;

describe("an admin's section called by an operator", () => {
  it('is written once a minute per call, then at the 10th attempt, with the count; nothing else is', async () => {
    ctx.clock.advance(60_000 - (ctx.clock.now().getTime() % 60_000));
    const before = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;
    for (let i = 0; i < 12; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: operator.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const rows = await refusals('operator.access_refused');
    expect(rows).toEqual([
      {
        actor: DEMO_OPERATOR.email,
        action: 'operator.access_refused',
        target_id: '/api/admin/audit',
        after: { operationId: 'listAudit', refusal: 'forbidden', attempts: 1 },
      },
      {
        actor: DEMO_OPERATOR.email,
        action: 'operator.access_refused',
        target_id: '/api/admin/audit',
        after: { operationId: 'listAudit', refusal: 'forbidden', attempts: 10 },
      },
    ]);
    expect((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n).toBe(before + 2);

    // Another call counts apart; the next minute starts again.
    const tiers = await ctx.app.inject({ method: 'PUT', url: '/api/admin/tiers', headers: operator.headers, payload: {} });
    expect(tiers.statusCode).toBe(403);
    ctx.clock.advance(60_000);
    operator = await signInDemoOperator(ctx);
    await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: operator.headers });
    expect((await refusals('operator.access_refused')).map((r) => [r.after.operationId, r.after.attempts])).toEqual([
      ['listAudit', 1],
      ['listAudit', 10],
      ['updateMonthTiers', 1],
      ['listAudit', 1],
    ]);
  });

  it("is not written for a member's token or for no session: there is no operator to name", async () => {
    const before = (await refusals('operator.access_refused')).length;
    const member = await moneyMember(ctx);
    const signed = await signIn(ctx, member.phone);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: signed.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    expect(await refusals('operator.access_refused')).toHaveLength(before);
  });
});

describe('dual control refused', () => {
  it("writes a maker's approval of their own adjustment", async () => {
    const m = await moneyMember(ctx);
    const proposed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/members/${m.memberId}/adjustments`,
      headers: admin.headers,
      payload: { amount: 100, reason: 'Проверка двойного контроля' },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const own = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${proposed.json().approval.id}/approve`,
      headers: admin.headers,
    });
    expect(own.json().code).toBe('own_change_approval');
    expect((await refusals('operator.control_refused')).at(-1)).toMatchObject({
      actor: DEMO_ADMIN.email,
      target_id: `/api/admin/approvals/${proposed.json().approval.id}/approve`,
      after: { operationId: 'approveApproval', refusal: 'own_change_approval', attempts: 1 },
    });
  });

  it("writes a maker's second payment and their own approval of a large payout", async () => {
    const { orderId } = await memberWithOrder(ctx, 50_000);
    expect((await desk.pay(ctx, operator, orderId)).json().outcome).toBe('awaiting_approval');
    expect((await desk.pay(ctx, operator, orderId)).json().code).toBe('payout_awaiting_approval');
    expect((await desk.approve(ctx, operator, orderId)).json().code).toBe('own_change_approval');
    expect((await refusals('operator.control_refused')).slice(-2).map((r) => [r.actor, r.after.refusal])).toEqual([
      [DEMO_OPERATOR.email, 'payout_awaiting_approval'],
      [DEMO_OPERATOR.email, 'own_change_approval'],
    ]);
  });
});

describe('a write from another site', () => {
  it("is written when the web app reports it with the operator's session, once a minute whatever the path", async () => {
    ctx.clock.advance(60_000 - (ctx.clock.now().getTime() % 60_000));
    admin = await signInAdmin(ctx);
    const report = (path: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/audit/cross-site-refusals',
        headers: admin.headers,
        payload: { method: 'POST', path },
      });
    const first = await report('/api/admin/desk/orders/1/pay?x=1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: true });
    expect((await report('/api/admin/desk/orders/2/pay')).json()).toEqual({ recorded: false });
    expect((await refusals('operator.cross_site_refused')).map((r) => [r.actor, r.target_id, r.after])).toEqual([
      [DEMO_ADMIN.email, '/api/admin/desk/orders/1/pay', { operationId: 'crossSite', refusal: 'POST', attempts: 1 }],
    ]);
    expect((await report('/api/lk/edit/set-user-data/')).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/audit/cross-site-refusals',
          payload: { method: 'POST', path: '/api/admin/x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
