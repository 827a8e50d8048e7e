import { cancelOrderResponse, getOrderResponse, listOrdersResponse } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { payOrder } from '../../src/features/orders/pay-order.js';
import { rejectOrder } from '../../src/features/orders/reject-order.js';
import { buildTestApp, type TestContext } from '../helper.js';
import {
  balances,
  credit,
  get,
  moneyMember,
  moneyRowCounts,
  OPERATOR,
  pts,
  SBER,
  TBANK,
  withdraw,
  type MoneyMember,
} from './fixtures.js';

let ctx: TestContext;
let m: MoneyMember;
let other: MoneyMember;
beforeAll(async () => {
  ctx = await buildTestApp();
  [m, other] = [await moneyMember(ctx), await moneyMember(ctx)];
  await credit(ctx, m.memberId, 10_000);
  await credit(ctx, other.memberId, 10_000);
});

async function order(member: MoneyMember, amount: number, bankId = SBER): Promise<number> {
  const res = await withdraw(ctx, member, { bankId, amount, phone: member.phone });
  expect(res.statusCode).toBe(200);
  return res.json().order.id;
}
const at = () => ctx.clock.now();
const pay = (orderId: number) => ctx.db.transaction((tx) => payOrder(tx, { orderId, operator: OPERATOR, at: at() }));
const reject = (orderId: number, reason: string) =>
  ctx.db.transaction((tx) => rejectOrder(tx, { orderId, reason, operator: OPERATOR, at: at() }));
const cancel = (member: MoneyMember, id: number | string) =>
  ctx.app.inject({ method: 'POST', url: `/api/order/${id}/cancel`, headers: member.headers });
const notFound = { code: 'not_found', message: 'Не найдено' };
const lastNotification = async (memberId: string) =>
  (
    await ctx.db.query('SELECT category, title, body, link FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1', [
      memberId,
    ])
  ).rows[0];

describe('operator: pay, reject', () => {
  // An individual resident's order (no tax profile): 13 % НДФЛ withheld, the rest to the bank (decision 0033).
  it('pays a pending order: frozen leaves to payouts and the tax account, the order is paid, the member told', async () => {
    const id = await order(m, 1000);
    const before = await balances(ctx, m);
    ctx.clock.advance(60_000);
    await pay(id);
    expect(await balances(ctx, m)).toEqual({
      balance: before.balance,
      frozen: pts(before.frozen - 1000),
      pendingOrders: before.pendingOrders - 1,
    });
    const { order: o } = getOrderResponse.parse((await get(ctx, m, `/api/order/${id}/`)).json());
    expect(o).toMatchObject({
      status: 'paid',
      statusText: 'Выплачено',
      comment: null,
      canCancel: false,
      closedAt: at().toISOString(),
    });
    expect(o.events.map((e) => e.status)).toEqual(['pending', 'paid']);
    expect(await lastNotification(m.memberId)).toEqual({
      category: 'withdrawal',
      title: `Заявка № ${id} выплачена`,
      body: '870\u00a0б. отправлены по СБП в Сбербанк. НДФЛ 130\u00a0б. удержан и перечислён в налоговую.',
      link: `/order/${id}`,
    });
    // The programme's payouts account stores no balance (migration 0016): the sum of its entries.
    const { rows } = await ctx.db.query<{ balance: number }>(
      `SELECT coalesce(sum(e.amount), 0)::float8 AS balance
         FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'payouts'`,
    );
    expect(rows[0]!.balance).toBeGreaterThanOrEqual(87_000);
  });

  it('rejects a pending order with a reason: the points return, the member sees why', async () => {
    const id = await order(m, 700, TBANK);
    const before = await balances(ctx, m);
    await reject(id, 'Номер телефона не подключён к СБП в выбранном банке');
    expect(await balances(ctx, m)).toEqual({
      balance: pts(before.balance + 700),
      frozen: pts(before.frozen - 700),
      pendingOrders: before.pendingOrders - 1,
    });
    const { order: o } = getOrderResponse.parse((await get(ctx, m, `/api/order/${id}/`)).json());
    expect(o).toMatchObject({
      status: 'rejected',
      statusText: 'Отклонено',
      comment: 'Номер телефона не подключён к СБП в выбранном банке',
    });
    expect(o.events.at(-1)).toMatchObject({ status: 'rejected', comment: 'Номер телефона не подключён к СБП в выбранном банке' });
    expect(await lastNotification(m.memberId)).toMatchObject({
      title: `Заявка № ${id} отклонена`,
      body: 'Причина: Номер телефона не подключён к СБП в выбранном банке. 700\u00a0б. вернулись на баланс.',
    });
  });

  it('refuses to pay or reject twice, a missing order, or a rejection without reason, changing nothing', async () => {
    const paid = await order(m, 100);
    await pay(paid);
    const pending = await order(m, 100);
    const before = await moneyRowCounts(ctx);
    await expect(pay(paid)).rejects.toMatchObject({ code: 'order_not_pending', message: 'Заявка уже обработана' });
    await expect(reject(paid, 'причина')).rejects.toMatchObject({ code: 'order_not_pending' });
    await expect(pay(987654)).rejects.toMatchObject({ code: 'not_found' });
    await expect(reject(pending, '   ')).rejects.toMatchObject({
      code: 'validation_error',
      details: { fields: { reason: 'Укажите причину отказа' } },
    });
    expect(await moneyRowCounts(ctx)).toEqual(before);
  });
});

describe('GET /api/order/', () => {
  it('lists the member’s own orders by category, newest first', async () => {
    const p = await moneyMember(ctx);
    await credit(ctx, p.memberId, 5000);
    const ids: number[] = [];
    for (const amount of [100, 200, 300, 400]) {
      ids.push(await order(p, amount));
      ctx.clock.advance(1000);
    }
    await pay(ids[0]!);
    await reject(ids[1]!, 'Не тот банк');
    await cancel(p, ids[2]!);
    const list = async (category?: string) =>
      listOrdersResponse
        .parse((await get(ctx, p, `/api/order/${category ? `?category=${category}` : ''}`)).json())
        .listCardOrder.map((o) => o.id);
    expect(await list()).toEqual([...ids].reverse());
    expect(await list('all')).toEqual([...ids].reverse());
    expect(await list('active')).toEqual([ids[3]]);
    expect(await list('paid')).toEqual([ids[0]]);
    expect(await list('rejected')).toEqual([ids[1]]);
    expect(await list('cancelled')).toEqual([ids[2]]);
    const bad = await get(ctx, p, '/api/order/?category=open');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      fields: { category: 'Категория: all, active, paid, rejected или cancelled' },
    });
  });

  it('never shows another member’s orders', async () => {
    const mine = await order(other, 100);
    expect((await get(ctx, m, '/api/order/')).json().listCardOrder.map((o: { id: number }) => o.id)).not.toContain(mine);
  });
});

describe('GET /api/order/{id}/', () => {
  it('answers the order with its history', async () => {
    const id = await order(m, 123.45);
    const res = await get(ctx, m, `/api/order/${id}/`);
    expect(res.statusCode).toBe(200);
    const { order: o } = getOrderResponse.parse(res.json());
    expect(o).toMatchObject({ id, amount: 123.45, status: 'pending', canCancel: true, phone: m.phone, bank: { id: SBER } });
    expect((await get(ctx, m, `/api/order/${id}`)).json()).toEqual(res.json());
  });

  it('is 404 for another member’s order, a missing one and a malformed id', async () => {
    const theirs = await order(other, 100);
    for (const id of [theirs, 99_999_999, 'abc', '0', '-1', '1.5']) {
      const res = await get(ctx, m, `/api/order/${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });
});

describe('POST /api/order/{id}/cancel', () => {
  it('cancels the member’s own pending order: unfrozen, told, a "Возврат" line in the history', async () => {
    const id = await order(m, 500);
    const before = await balances(ctx, m);
    const res = await cancel(m, id);
    expect(res.statusCode).toBe(200);
    const { order: o } = cancelOrderResponse.parse(res.json());
    expect(o).toMatchObject({ id, status: 'cancelled', statusText: 'Отменено', canCancel: false, comment: null });
    expect(o.events.map((e) => e.status)).toEqual(['pending', 'cancelled']);
    expect(await balances(ctx, m)).toEqual({
      balance: pts(before.balance + 500),
      frozen: pts(before.frozen - 500),
      pendingOrders: before.pendingOrders - 1,
    });
    expect(await lastNotification(m.memberId)).toEqual({
      category: 'withdrawal',
      title: `Заявка № ${id} отменена`,
      body: '500\u00a0б. вернулись на баланс.',
      link: `/order/${id}`,
    });
    // The order's НДФЛ was set aside as its own line (decision 0033); the return brings back all of it.
    const history = (await get(ctx, m, '/api/accounts/transactions?MaxResultCount=3')).json().history;
    expect(history[0]).toMatchObject({
      amount: 500,
      category: 'withdrawal',
      title: 'Возврат',
      status: 'Возвращено',
      orderId: id,
    });
    expect(history[1]).toMatchObject({
      amount: -65,
      category: 'withdrawal',
      title: 'НДФЛ 13\u00a0%',
      status: 'Отменено',
      orderId: id,
    });
    expect(history[2]).toMatchObject({
      amount: -435,
      category: 'withdrawal',
      title: 'Вывод средств',
      status: 'Отменено',
      orderId: id,
    });
  });

  it('refuses an order that is no longer pending, in Russian, changing nothing', async () => {
    const paid = await order(m, 100);
    await pay(paid);
    const cancelled = await order(m, 100);
    await cancel(m, cancelled);
    const before = await moneyRowCounts(ctx);
    for (const id of [paid, cancelled]) {
      const res = await cancel(m, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'order_not_cancellable',
        message: 'Отменить можно только заявку, которая ещё в обработке',
      });
    }
    expect(await moneyRowCounts(ctx)).toEqual(before);
  });

  it('is 404 for another member’s order and changes nothing', async () => {
    const theirs = await order(other, 100);
    const before = await moneyRowCounts(ctx);
    const res = await cancel(m, theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect(await moneyRowCounts(ctx)).toEqual(before);
    expect((await get(ctx, other, `/api/order/${theirs}/`)).json().order.status).toBe('pending');
  });
});
