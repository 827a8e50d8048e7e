// Balance adjustments: an admin proposes, a second admin approves, only then the ledger moves;
// the maker cannot approve their own, an operator cannot adjust at all, a decided one stays decided.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.js';
import { balances, get, moneyMember, moneyRowCounts } from '../money/fixtures.js';
import {
  auditActions,
  seedOperators,
  signInAdmin,
  signInAnotherAdmin,
  signInDemoOperator,
  type OperatorSession,
} from './fixtures.js';

let ctx: TestContext;
let maker: OperatorSession;
let checker: OperatorSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  maker = await signInAdmin(ctx);
  checker = await signInAnotherAdmin(ctx, 'checker@agent-plus.test');
});

const call = (who: OperatorSession, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

describe('maker–checker', () => {
  it('moves the balance only when a second admin approves, with its own history line', async () => {
    const m = await moneyMember(ctx);
    const proposed = await call(maker, 'POST', `/api/admin/members/${m.memberId}/adjustments`, {
      amount: 1250.5,
      reason: 'Премия за обучение новичков',
    });
    expect(proposed.statusCode).toBe(200);
    const adj = proposed.json();
    expect(adj).toMatchObject({ status: 'pending', amount: 1250.5, requestedBy: 'admin@agent-plus.test' });
    expect((await balances(ctx, m)).balance).toBe(0);

    const pending = (await call(checker, 'GET', '/api/admin/adjustments')).json().adjustments;
    expect(pending.map((a: { id: number }) => a.id)).toContain(adj.id);

    const own = await call(maker, 'POST', `/api/admin/adjustments/${adj.id}/approve`);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_request_approval');
    expect((await balances(ctx, m)).balance).toBe(0);

    const approved = await call(checker, 'POST', `/api/admin/adjustments/${adj.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'applied', decidedBy: 'checker@agent-plus.test' });
    expect((await balances(ctx, m)).balance).toBe(1250.5);
    const history = (await get(ctx, m, '/api/accounts/transactions')).json().history;
    expect(history[0]).toMatchObject({ amount: 1250.5, category: 'adjustment' });

    const twice = await call(checker, 'POST', `/api/admin/adjustments/${adj.id}/approve`);
    expect(twice.json().code).toBe('adjustment_decided');
    expect((await balances(ctx, m)).balance).toBe(1250.5);
    expect(await auditActions(ctx)).toEqual(expect.arrayContaining(['adjustment.requested', 'adjustment.approved']));
  });

  it('refuses a debit larger than the balance at approval and changes nothing', async () => {
    const m = await moneyMember(ctx);
    const adj = (
      await call(maker, 'POST', `/api/admin/members/${m.memberId}/adjustments`, { amount: -50, reason: 'Ошибочное начисление' })
    ).json();
    const before = await moneyRowCounts(ctx);
    const res = await call(checker, 'POST', `/api/admin/adjustments/${adj.id}/approve`);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect(await moneyRowCounts(ctx)).toEqual(before);
    const still = (await call(checker, 'GET', '/api/admin/adjustments')).json().adjustments;
    expect(still.find((a: { id: number }) => a.id === adj.id)?.status).toBe('pending');
  });

  it('a rejected proposal never moves money', async () => {
    const m = await moneyMember(ctx);
    const adj = (
      await call(maker, 'POST', `/api/admin/members/${m.memberId}/adjustments`, { amount: 10, reason: 'Проверка отказа' })
    ).json();
    const rejected = await call(checker, 'POST', `/api/admin/adjustments/${adj.id}/reject`, { note: 'Нет основания' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionNote: 'Нет основания' });
    expect((await call(checker, 'POST', `/api/admin/adjustments/${adj.id}/approve`)).json().code).toBe('adjustment_decided');
    expect((await balances(ctx, m)).balance).toBe(0);
    const rejectedList = (await call(maker, 'GET', '/api/admin/adjustments?status=rejected')).json().adjustments;
    expect(rejectedList[0].id).toBe(adj.id);
  });

  it('the database itself refuses a maker approving their own request', async () => {
    const m = await moneyMember(ctx);
    const adj = (
      await call(maker, 'POST', `/api/admin/members/${m.memberId}/adjustments`, { amount: 5, reason: 'Проверка ограничения' })
    ).json();
    await expect(
      ctx.db.query(
        "UPDATE balance_adjustments SET status = 'rejected', decided_by = requested_by, decided_at = now() WHERE id = $1",
        [adj.id],
      ),
    ).rejects.toThrow();
  });
});

describe('refusals', () => {
  it('an operator may not propose, list or approve adjustments', async () => {
    const op = await signInDemoOperator(ctx);
    const m = await moneyMember(ctx);
    const res = await call(op, 'POST', `/api/admin/members/${m.memberId}/adjustments`, { amount: 10, reason: 'Не положено' });
    expect(res.statusCode).toBe(403);
    expect((await call(op, 'GET', '/api/admin/adjustments')).statusCode).toBe(403);
  });

  it('zero, three decimals and an empty reason are refused field by field', async () => {
    const m = await moneyMember(ctx);
    const res = await call(maker, 'POST', `/api/admin/members/${m.memberId}/adjustments`, { amount: 0.001, reason: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['amount', 'reason']);
    const unknown = await call(maker, 'POST', '/api/admin/members/00000000-0000-0000-0000-000000000000/adjustments', {
      amount: 10,
      reason: 'Нет такого',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
