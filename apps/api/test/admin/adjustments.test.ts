// Balance adjustments at the approvals door (decision 0060): an admin proposes, and whatever the
// amount the proposal waits for a second admin, who approves it at the door — only then the ledger
// moves. The maker cannot approve their own (nor the database), an operator can neither adjust nor
// approve, a decided one stays decided, a refusal changes nothing.
import type { Approval, BalanceAdjustment } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.js';
import { balances, get, moneyMember, moneyRowCounts, type MoneyMember } from '../money/fixtures.js';
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
const propose = async (m: MoneyMember, amount: number, reason: string): Promise<BalanceAdjustment> => {
  const res = await call(maker, 'POST', `/api/admin/members/${m.memberId}/adjustments`, { amount, reason });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const approve = (who: OperatorSession, a: BalanceAdjustment) =>
  call(who, 'POST', `/api/admin/approvals/${a.approval.id}/approve`);
const reject = (who: OperatorSession, a: BalanceAdjustment, reason: string) =>
  call(who, 'POST', `/api/admin/approvals/${a.approval.id}/reject`, { reason });
const listed = async (status: 'pending' | 'applied' | 'rejected'): Promise<BalanceAdjustment[]> =>
  (await call(checker, 'GET', `/api/admin/adjustments?status=${status}`)).json().adjustments;
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('maker–checker at the approvals door', () => {
  it('moves the balance only when a second admin approves, with its own history line', async () => {
    const m = await moneyMember(ctx);
    const adj = await propose(m, 1250.5, 'Премия за обучение новичков');
    expect(adj).toMatchObject({
      memberId: m.memberId,
      memberName: 'Смирнова Анна Викторовна',
      status: 'pending',
      amount: 1250.5,
      reason: 'Премия за обучение новичков',
      approval: { kind: 'adjustment', subject: m.memberId, status: 'pending', madeBy: 'admin@agent-plus.test' },
    });
    expect(adj.approval.summary).toBe(`Смирнова Анна Викторовна: корректировка баланса +${nbsp('1 250,50 б.')}`);
    expect(adj.approval.effect).toBe(
      'Причина: «Премия за обучение новичков». При подтверждении баллы начислятся на доступный баланс участника; ' +
        'в его истории появится строка «Корректировка баланса», участник получит уведомление.',
    );
    expect((await balances(ctx, m)).balance).toBe(0);

    // Listed as the adjustments' own, and in «На подтверждении» with every other request.
    expect((await listed('pending')).map((a) => a.approval.id)).toContain(adj.approval.id);
    const waiting: Approval[] = (await call(checker, 'GET', '/api/admin/approvals?kind=adjustment')).json().approvals;
    expect(waiting.map((a) => a.id)).toContain(adj.approval.id);

    const own = await approve(maker, adj);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_change_approval');
    expect((await balances(ctx, m)).balance).toBe(0);

    const approved = await approve(checker, adj);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', checkedBy: 'checker@agent-plus.test' });
    expect((await balances(ctx, m)).balance).toBe(1250.5);
    const history = (await get(ctx, m, '/api/accounts/transactions')).json().history;
    expect(history[0]).toMatchObject({ amount: 1250.5, category: 'adjustment' });

    const twice = await approve(checker, adj);
    expect(twice.json().code).toBe('change_decided');
    expect((await balances(ctx, m)).balance).toBe(1250.5);
    expect(await auditActions(ctx)).toEqual(
      expect.arrayContaining(['approval.requested', 'adjustment.approved', 'approval.approved']),
    );
    expect((await listed('applied')).find((a) => a.approval.id === adj.approval.id)).toMatchObject({
      status: 'applied',
      amount: 1250.5,
      approval: { checkedBy: 'checker@agent-plus.test' },
    });
    expect((await listed('pending')).map((a) => a.approval.id)).not.toContain(adj.approval.id);
  });

  it('waits whatever the amount: one point under any threshold waits too, and a member’s proposals wait side by side', async () => {
    const m = await moneyMember(ctx);
    const first = await propose(m, 1, 'Округление начисления');
    const second = await propose(m, 2, 'Округление начисления');
    expect([first.approval.status, second.approval.status]).toEqual(['pending', 'pending']);
    expect((await balances(ctx, m)).balance).toBe(0);
    expect((await approve(checker, second)).statusCode).toBe(200);
    expect((await balances(ctx, m)).balance).toBe(2);
  });

  it('refuses a debit larger than the balance at approval and changes nothing', async () => {
    const m = await moneyMember(ctx);
    const adj = await propose(m, -50, 'Ошибочное начисление');
    expect(adj.approval.summary).toBe(`Смирнова Анна Викторовна: корректировка баланса \u2212${nbsp('50 б.')}`);
    expect(adj.approval.effect).toMatch(
      /баллы спишутся с доступного баланса участника \(если их не хватит, подтвердить нельзя\)/,
    );
    const before = await moneyRowCounts(ctx);
    const res = await approve(checker, adj);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect(await moneyRowCounts(ctx)).toEqual(before);
    expect((await listed('pending')).find((a) => a.approval.id === adj.approval.id)?.status).toBe('pending');
  });

  it('a rejected proposal never moves money, and keeps its reason', async () => {
    const m = await moneyMember(ctx);
    const adj = await propose(m, 10, 'Проверка отказа');
    expect((await reject(checker, adj, '')).statusCode).toBe(400);
    const rejected = await reject(checker, adj, 'Нет основания');
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Нет основания', checkedBy: 'checker@agent-plus.test' });
    expect((await approve(checker, adj)).json().code).toBe('change_decided');
    expect((await balances(ctx, m)).balance).toBe(0);
    expect((await listed('rejected'))[0]).toMatchObject({
      status: 'rejected',
      reason: 'Проверка отказа',
      approval: { id: adj.approval.id, reason: 'Нет основания' },
    });
  });

  it('lets its maker withdraw it, never approve it', async () => {
    const m = await moneyMember(ctx);
    const adj = await propose(m, 10, 'Проверка отзыва');
    expect((await reject(maker, adj, 'Передумал(а)')).json()).toMatchObject({
      status: 'rejected',
      checkedBy: 'admin@agent-plus.test',
    });
    expect((await balances(ctx, m)).balance).toBe(0);
  });

  it('the database itself refuses a maker approving their own request', async () => {
    const m = await moneyMember(ctx);
    const adj = await propose(m, 5, 'Проверка ограничения');
    await expect(
      ctx.db.query("UPDATE approvals SET status = 'approved', checked_by = made_by, checked_at = now() WHERE id = $1", [
        adj.approval.id,
      ]),
    ).rejects.toThrow(/approvals_checker_not_maker/);
  });
});

describe('refusals', () => {
  it('an operator may not propose, list or approve adjustments', async () => {
    const op = await signInDemoOperator(ctx);
    const m = await moneyMember(ctx);
    const res = await call(op, 'POST', `/api/admin/members/${m.memberId}/adjustments`, { amount: 10, reason: 'Не положено' });
    expect(res.statusCode).toBe(403);
    expect((await call(op, 'GET', '/api/admin/adjustments')).statusCode).toBe(403);
    const adj = await propose(m, 10, 'Проверка прав');
    const approval = await approve(op, adj);
    expect(approval.statusCode).toBe(403);
    expect(approval.json().code).toBe('forbidden');
    expect((await reject(op, adj, 'Не положено')).statusCode).toBe(403);
    expect((await balances(ctx, m)).balance).toBe(0);
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
