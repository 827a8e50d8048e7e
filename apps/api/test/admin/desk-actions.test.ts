// The withdrawal desk's actions: pay, reject, exactly once under concurrency, batch payment,
// maker–checker of large payments (a second operator approves at the approvals door, decision 0060),
// each audited, each seen by the member.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { balances, get, moneyRowCounts } from '../money/fixtures.js';
import { whenText } from '../../src/lib/moscow-time.js';
import { desk, deskPayoutRequest, memberWithOrder } from './desk-fixtures.js';
import { backOfficeApp, DEMO_ADMIN, DEMO_OPERATOR, signInSecondAdmin, type OperatorSession } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let operator: OperatorSession;
beforeAll(async () => {
  ({ ctx, admin, operator } = await backOfficeApp());
});

async function auditRows(targetId: number) {
  const { rows } = await ctx.db.query<{ action: string; actor: string; before: unknown; after: unknown; ip: string | null }>(
    "SELECT action, actor, before, after, ip FROM audit_log WHERE target_type = 'withdrawal_order' AND target_id = $1 ORDER BY id",
    [String(targetId)],
  );
  return rows;
}

describe('pay', () => {
  it('moves the frozen points to payouts, tells the member, and is audited', async () => {
    const { member, orderId } = await memberWithOrder(ctx, 1500, { points: 2000 });
    expect(await balances(ctx, member)).toEqual({ balance: 500, frozen: 1500, pendingOrders: 1 });
    const res = await desk.pay(ctx, operator, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'paid', order: { id: orderId, status: 'paid', statusText: 'Выплачено' } });
    expect(await balances(ctx, member)).toEqual({ balance: 500, frozen: 0, pendingOrders: 0 });
    const seen = (await get(ctx, member, `/api/order/${orderId}/`)).json().order;
    expect(seen).toMatchObject({ status: 'paid', statusText: 'Выплачено' });
    const notes = (await get(ctx, member, '/api/notification/')).json();
    expect(JSON.stringify(notes)).toContain(`Заявка № ${orderId} выплачена`);
    expect(await auditRows(orderId)).toEqual([
      {
        action: 'desk.paid',
        actor: DEMO_OPERATOR.email,
        before: { status: 'pending', amount: 1500 },
        after: { status: 'paid', amount: 1500 },
        ip: expect.any(String),
      },
    ]);
  });

  it('refuses a missing order with 404 and a paid one with who paid it and when', async () => {
    expect((await desk.pay(ctx, operator, 999_999)).statusCode).toBe(404);
    const { orderId } = await memberWithOrder(ctx, 200);
    const paidAt = ctx.clock.now();
    expect((await desk.pay(ctx, admin, orderId)).statusCode).toBe(200);
    ctx.clock.advance(5 * 60_000);
    const again = await desk.pay(ctx, operator, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'order_already_handled',
      // Said against the time of the second press: past Moscow midnight it names the day too.
      message: `Заявку уже выплатил(а) ${DEMO_ADMIN.email} ${whenText(paidAt, ctx.clock.now())}`,
    });
  });
});

describe('reject', () => {
  it('needs a reason; returns the points; the member sees the reason in the order', async () => {
    const { member, orderId } = await memberWithOrder(ctx, 300);
    const empty = await desk.reject(ctx, operator, orderId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ reason: 'Укажите причину отказа' });
    const res = await desk.reject(ctx, operator, orderId, 'Номер СБП не принадлежит участнику');
    expect(res.json()).toMatchObject({
      outcome: 'rejected',
      order: { status: 'rejected', comment: 'Номер СБП не принадлежит участнику' },
    });
    expect(await balances(ctx, member)).toEqual({ balance: 300, frozen: 0, pendingOrders: 0 });
    const seen = (await get(ctx, member, `/api/order/${orderId}/`)).json().order;
    expect(seen).toMatchObject({ status: 'rejected', comment: 'Номер СБП не принадлежит участнику', commentBy: 'operator' });
    const [row] = await auditRows(orderId);
    expect(row).toMatchObject({
      action: 'desk.rejected',
      after: { status: 'rejected', reason: 'Номер СБП не принадлежит участнику' },
    });
    const pay = await desk.pay(ctx, admin, orderId);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toMatch(
      new RegExp(`^Заявку уже отклонил\\(а\\) ${DEMO_OPERATOR.email.replace('.', '\\.')} в \\d\\d:\\d\\d$`),
    );
  });

  it('refuses an order the member cancelled, naming the member', async () => {
    const { member, orderId } = await memberWithOrder(ctx, 100);
    await ctx.app.inject({ method: 'POST', url: `/api/order/${orderId}/cancel`, headers: member.headers });
    const res = await desk.reject(ctx, operator, orderId, 'Причина');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Заявку уже отменил\(а\) участник в \d\d:\d\d$/);
  });
});

describe('exactly once', () => {
  it('20 parallel pay / reject of one order: one wins, the others are told who acted first', async () => {
    const { member, orderId } = await memberWithOrder(ctx, 400);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? desk.reject(ctx, i % 4 === 1 ? admin : operator, orderId, 'Отказ')
          : desk.pay(ctx, i % 4 ? admin : operator, orderId),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    const winner = ok[0]!.json<{ outcome: 'paid' | 'rejected' }>().outcome;
    const { rows } = await ctx.db.query<{ actor: string }>(
      "SELECT actor FROM order_events WHERE order_id = $1 AND status <> 'pending'",
      [orderId],
    );
    expect(rows).toHaveLength(1);
    const verb = winner === 'paid' ? 'выплатил(а)' : 'отклонил(а)';
    for (const r of refused) {
      expect(r.json().code).toBe('order_already_handled');
      expect(r.json().message).toMatch(
        new RegExp(`^Заявку уже ${verb.replace(/[()]/g, '\\$&')} ${rows[0]!.actor.replace('.', '\\.')} в `),
      );
    }
    expect(await balances(ctx, member)).toEqual({
      balance: winner === 'paid' ? 0 : 400,
      frozen: 0,
      pendingOrders: 0,
    });
    expect(await auditRows(orderId)).toHaveLength(1);
    await assertLedgerInvariants(ctx.db);
  });
});

describe('batch payment', () => {
  it('pays every order it can and reports the one already rejected', async () => {
    const a = await memberWithOrder(ctx, 100);
    const b = await memberWithOrder(ctx, 200);
    const c = await memberWithOrder(ctx, 300);
    await desk.reject(ctx, admin, b.orderId, 'Неверный банк');
    const res = await desk.batch(ctx, operator, [a.orderId, b.orderId, c.orderId, 999_999]);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { orderId: a.orderId, outcome: 'paid' },
      {
        orderId: b.orderId,
        outcome: 'refused',
        code: 'order_already_handled',
        message: expect.stringMatching(/^Заявку уже отклонил\(а\) admin/),
      },
      { orderId: c.orderId, outcome: 'paid' },
      { orderId: 999_999, outcome: 'refused', code: 'not_found', message: 'Не найдено' },
    ]);
    expect(await balances(ctx, a.member)).toMatchObject({ frozen: 0, pendingOrders: 0 });
    expect(await balances(ctx, b.member)).toEqual({ balance: 200, frozen: 0, pendingOrders: 0 });
    expect(await balances(ctx, c.member)).toMatchObject({ frozen: 0, pendingOrders: 0 });
    expect((await desk.batch(ctx, operator, [])).statusCode).toBe(400);
  });
});

describe('maker–checker', () => {
  it('a payment at the threshold waits for a second, different operator', async () => {
    const { member, orderId } = await memberWithOrder(ctx, 50_000);
    const before = await moneyRowCounts(ctx);
    const made = await desk.pay(ctx, operator, orderId);
    expect(made.json()).toMatchObject({
      outcome: 'awaiting_approval',
      order: {
        status: 'awaiting_approval',
        statusText: 'Ждёт подтверждения',
        approval: { makerEmail: DEMO_OPERATOR.email, checkerEmail: null },
      },
    });
    // Nothing moved: the member still sees the order pending.
    expect(await moneyRowCounts(ctx)).toEqual(before);
    expect((await get(ctx, member, `/api/order/${orderId}/`)).json().order).toMatchObject({ status: 'pending' });
    expect(await balances(ctx, member)).toEqual({ balance: 0, frozen: 50_000, pendingOrders: 1 });

    const queue = (await desk.queue(ctx, admin, 'status=awaiting_approval')).json();
    expect(queue.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect(queue.approvalThreshold).toBe(50_000);
    // The request at the approvals door, in the desk's words, with its sum and member.
    const door = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/approvals?kind=desk_payout&subject=${orderId}`,
      headers: operator.headers,
    });
    expect(door.json().approvals).toEqual([
      expect.objectContaining({
        kind: 'desk_payout',
        subject: String(orderId),
        summary: `Выплатить заявку № ${orderId} на 50\u00a0000\u00a0б.`,
        amount: 50_000,
        memberId: member.memberId,
        madeBy: DEMO_OPERATOR.email,
        status: 'pending',
      }),
    ]);

    const twice = await desk.pay(ctx, admin, orderId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('payout_awaiting_approval');
    expect(twice.json().message).toContain(DEMO_OPERATOR.email);

    const self = await desk.approve(ctx, operator, orderId);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      code: 'own_change_approval',
      message: 'Подтвердить должен другой оператор: свой запрос подтвердить нельзя',
    });

    const approved = await desk.approve(ctx, admin, orderId);
    expect(approved.json()).toMatchObject({ status: 'approved', madeBy: DEMO_OPERATOR.email, checkedBy: DEMO_ADMIN.email });
    expect((await desk.order(ctx, admin, orderId)).json().order).toMatchObject({
      status: 'paid',
      approval: { makerEmail: DEMO_OPERATOR.email, checkerEmail: DEMO_ADMIN.email },
    });
    expect(await balances(ctx, member)).toEqual({ balance: 0, frozen: 0, pendingOrders: 0 });
    expect((await get(ctx, member, `/api/order/${orderId}/`)).json().order).toMatchObject({ status: 'paid' });
    expect((await auditRows(orderId)).map((r) => [r.action, r.actor])).toEqual([
      ['desk.payment_made', DEMO_OPERATOR.email],
      ['desk.payment_approved', DEMO_ADMIN.email],
    ]);
    // The slower of two is told who approved first.
    const again = await desk.approve(ctx, operator, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'change_decided',
      message: `Запрос уже подтвердил(а) ${DEMO_ADMIN.email} ${whenText(ctx.clock.now(), ctx.clock.now())}`,
    });
    expect((await desk.pay(ctx, operator, orderId)).json().code).toBe('order_already_handled');
  });

  it('any operator approves, never its maker; two approving at once pay once', async () => {
    const { member, orderId } = await memberWithOrder(ctx, 80_000);
    expect((await desk.pay(ctx, admin, orderId)).json().outcome).toBe('awaiting_approval');
    const second = await signInSecondAdmin(ctx);
    const results = await Promise.all([desk.approve(ctx, operator, orderId), desk.approve(ctx, second, orderId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect(refused.code).toBe('change_decided');
    expect(refused.message).toMatch(/^Запрос уже подтвердил\(а\) /);
    expect(await balances(ctx, member)).toEqual({ balance: 0, frozen: 0, pendingOrders: 0 });
    expect((await auditRows(orderId)).map((r) => r.action)).toEqual(['desk.payment_made', 'desk.payment_approved']);
    await assertLedgerInvariants(ctx.db);
  });

  it('pays nothing by the door for a payment under the threshold; a recorded one may still be rejected', async () => {
    const small = await memberWithOrder(ctx, 100);
    expect((await desk.pay(ctx, admin, small.orderId)).json().outcome).toBe('paid');
    expect(await deskPayoutRequest(ctx, small.orderId)).toBeUndefined();

    const big = await memberWithOrder(ctx, 60_000);
    await desk.pay(ctx, admin, big.orderId);
    const rejected = await desk.reject(ctx, operator, big.orderId, 'Проверка не пройдена');
    expect(rejected.json()).toMatchObject({ outcome: 'rejected', order: { status: 'rejected' } });
    expect(await balances(ctx, big.member)).toEqual({ balance: 60_000, frozen: 0, pendingOrders: 0 });
    // Its request is withdrawn: nothing waits, and a late approval learns who closed the order.
    const waiting = await ctx.app.inject({ method: 'GET', url: '/api/admin/approvals?kind=desk_payout', headers: admin.headers });
    expect(waiting.json().approvals.map((a: { subject: string }) => a.subject)).not.toContain(String(big.orderId));
    const late = await desk.approve(ctx, operator, big.orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('change_decided');
    expect(late.json().message).toMatch(
      new RegExp(`Причина: Заявку отклонил\\(а\\) ${DEMO_OPERATOR.email.replace('.', '\\.')}$`),
    );
  });

  it('withdraws the waiting payment of an order its member cancels', async () => {
    const { member, orderId } = await memberWithOrder(ctx, 55_000);
    await desk.pay(ctx, operator, orderId);
    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/order/${orderId}/cancel`, headers: member.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { rows } = await ctx.db.query<{ status: string; reason: string }>(
      'SELECT status, reason FROM approvals WHERE id = $1',
      [await deskPayoutRequest(ctx, orderId)],
    );
    expect(rows).toEqual([{ status: 'rejected', reason: 'Заявку отменил участник' }]);
  });

  it('a payment refused at the door leaves the order to pay or reject again', async () => {
    const { member, orderId } = await memberWithOrder(ctx, 65_000);
    await desk.pay(ctx, operator, orderId);
    const request = (await deskPayoutRequest(ctx, orderId))!;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${request}/reject`,
      headers: admin.headers,
      payload: { reason: 'Сначала проверить паспорт' },
    });
    expect(refused.json()).toMatchObject({ status: 'rejected', reason: 'Сначала проверить паспорт' });
    expect((await desk.order(ctx, admin, orderId)).json().order).toMatchObject({ status: 'pending', approval: null });
    expect(await balances(ctx, member)).toEqual({ balance: 0, frozen: 65_000, pendingOrders: 1 });
    expect((await desk.pay(ctx, admin, orderId)).json().outcome).toBe('awaiting_approval');
  });

  it('follows the threshold the admin sets', async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { payoutApprovalThreshold: 1000 },
    });
    const { orderId } = await memberWithOrder(ctx, 1000);
    expect((await desk.pay(ctx, operator, orderId)).json().outcome).toBe('awaiting_approval');
    const batch = await desk.batch(ctx, admin, [orderId]);
    expect(batch.json().results[0]).toMatchObject({ outcome: 'refused', code: 'payout_awaiting_approval' });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { payoutApprovalThreshold: 50_000 },
    });
  });

  it('the database itself refuses a maker as checker', async () => {
    const { orderId } = await memberWithOrder(ctx, 70_000);
    await desk.pay(ctx, operator, orderId);
    await expect(
      ctx.db.query(`UPDATE approvals SET status = 'approved', checked_by = made_by, checked_at = now() WHERE id = $1`, [
        await deskPayoutRequest(ctx, orderId),
      ]),
    ).rejects.toThrow(/approvals_checker_not_maker/);
  });
});

describe('access', () => {
  it('members cannot reach the desk', async () => {
    const { member, orderId } = await memberWithOrder(ctx, 100);
    expect((await desk.pay(ctx, member, orderId)).statusCode).toBe(403);
    expect((await desk.queue(ctx, member)).statusCode).toBe(403);
  });
});
