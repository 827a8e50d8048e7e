import { accountHistoryQuery, accountHistoryResponse, type HistoryEntry } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adjustBalance } from '../../src/features/adjustments/adjust-balance.js';
import { createOrder } from '../../src/features/orders/create-order.js';
import { payOrder } from '../../src/features/orders/pay-order.js';
import { rejectOrder } from '../../src/features/orders/reject-order.js';
import { listHistory, type HistoryQuery } from '../../src/features/balance/history.js';
import type { Queryable } from '../../src/db/types.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { contract, get, moneyMember, OPERATOR, pts, type MoneyMember } from './fixtures.js';

let ctx: TestContext;
let m: MoneyMember;
let other: MoneyMember;
let rejectedOrder: number;
let pendingOrder: number;
const sber = { id: '100000000111', name: 'Сбербанк' };

beforeAll(async () => {
  ctx = await buildTestApp();
  [m, other] = [await moneyMember(ctx), await moneyMember(ctx)];
  const id = m.memberId;
  // 23:59 and 00:00 Moscow time, either side of a calendar day (and month).
  await contract(ctx, id, {
    number: 'АД-2024-000001',
    clientName: 'Соколова Мария Ивановна',
    signedOn: '2024-01-31',
    at: new Date('2024-01-31T20:59:00Z'),
  });
  await contract(ctx, id, {
    number: 'АД-2024-000002',
    clientName: 'Орлов Дмитрий Павлович',
    signedOn: '2024-02-01',
    at: new Date('2024-01-31T21:00:00Z'),
  });
  await ctx.db.transaction((tx) =>
    adjustBalance(tx, {
      memberId: id,
      amount: 1000,
      reason: 'Бонус за обучение',
      operator: OPERATOR,
      at: new Date('2024-02-10T10:00:00Z'),
    }),
  );
  rejectedOrder = await ctx.db.transaction((tx) =>
    createOrder(tx, {
      memberId: id,
      destination: { kind: 'sbp', bank: sber, phone: m.phone },
      rail: 'manual',
      amount: 30_000,
      at: new Date('2024-02-15T10:00:00Z'),
    }),
  );
  await ctx.db.transaction((tx) =>
    rejectOrder(tx, {
      orderId: rejectedOrder,
      reason: 'Неверный номер',
      operator: OPERATOR,
      at: new Date('2024-02-16T10:00:00Z'),
    }),
  );
  pendingOrder = await ctx.db.transaction((tx) =>
    createOrder(tx, {
      memberId: id,
      destination: { kind: 'sbp', bank: sber, phone: m.phone },
      rail: 'manual',
      amount: 20_000,
      at: new Date('2024-02-20T10:00:00Z'),
    }),
  );
  await contract(ctx, id, {
    number: 'АД-2024-000003',
    clientName: 'ООО «Ромашка_100%»',
    signedOn: '2024-03-05',
    at: new Date('2024-03-05T09:00:00Z'),
  });
  await contract(ctx, other.memberId, {
    number: 'АД-2024-000004',
    clientName: 'Соколова Мария Ивановна',
    signedOn: '2024-02-01',
    at: new Date('2024-02-01T09:00:00Z'),
  });
});

async function history(query = '', who: MoneyMember = m) {
  const res = await get(ctx, who, `/api/accounts/transactions${query ? `?${query}` : ''}`);
  expect(res.statusCode).toBe(200);
  return accountHistoryResponse.parse(res.json());
}
const titles = (h: HistoryEntry[]) => h.map((e) => `${e.title} ${e.amount}`);

describe('GET /api/accounts/transactions', () => {
  it('lists the available account’s movements, newest first, summing to the balance', async () => {
    const { history: h, totalCount } = await history();
    expect(totalCount).toBe(7);
    expect(h).toEqual([
      expect.objectContaining({
        amount: 500,
        category: 'accrual',
        status: 'Начислено',
        title: 'Начисление за договор',
        description: 'Договор № АД-2024-000003 от 05.03.2024, ООО «Ромашка_100%»',
        contractNumber: 'АД-2024-000003',
        date: '2024-03-05T09:00:00.000Z',
      }),
      expect.objectContaining({
        amount: -200,
        category: 'withdrawal',
        status: 'В обработке',
        title: 'Вывод средств',
        orderId: pendingOrder,
      }),
      expect.objectContaining({
        amount: 300,
        category: 'withdrawal',
        status: 'Возвращено',
        title: 'Возврат',
        description: `Заявка № ${rejectedOrder} отклонена: Неверный номер`,
        orderId: rejectedOrder,
      }),
      expect.objectContaining({
        amount: -300,
        category: 'withdrawal',
        status: 'Отклонено',
        title: 'Вывод средств',
        description: `Заявка № ${rejectedOrder}: Сбербанк, СБП +7 (${m.phone.slice(1, 4)}) ${m.phone.slice(4, 7)}-${m.phone.slice(7, 9)}-${m.phone.slice(9)}`,
      }),
      expect.objectContaining({
        amount: 1000,
        category: 'adjustment',
        status: 'Начислено',
        title: 'Корректировка баланса',
        description: 'Бонус за обучение',
      }),
      expect.objectContaining({ amount: 500, contractNumber: 'АД-2024-000002' }),
      expect.objectContaining({ amount: 500, contractNumber: 'АД-2024-000001' }),
    ]);
    expect(h[0]).not.toHaveProperty('orderId');
    expect(h[1]).not.toHaveProperty('contractNumber');
    const balance = (await get(ctx, m, '/api/balance/user-balance/')).json().balance;
    expect(balance).toBe(2300);
    expect(pts(h.reduce((s, e) => s + e.amount, 0))).toBe(balance);
  });

  it('filters by category', async () => {
    const accruals = await history('Category=accrual');
    expect(accruals.totalCount).toBe(3);
    expect(accruals.history.map((e) => e.contractNumber)).toEqual(['АД-2024-000003', 'АД-2024-000002', 'АД-2024-000001']);
    const withdrawals = await history('Category=withdrawal');
    expect(withdrawals.totalCount).toBe(3);
    expect(titles(withdrawals.history)).toEqual(['Вывод средств -200', 'Возврат 300', 'Вывод средств -300']);
    expect((await history('Category=all')).totalCount).toBe(7);
  });

  it('filters by inclusive Moscow calendar days', async () => {
    expect((await history('DateTo=2024-01-31')).history.map((e) => e.contractNumber)).toEqual(['АД-2024-000001']);
    expect((await history('DateSince=2024-02-01&DateTo=2024-02-01')).history.map((e) => e.contractNumber)).toEqual([
      'АД-2024-000002',
    ]);
    expect(titles((await history('DateSince=2024-02-15&DateTo=2024-02-16')).history)).toEqual([
      'Возврат 300',
      'Вывод средств -300',
    ]);
    expect((await history('DateSince=2024-03-01')).totalCount).toBe(1);
    expect((await history('DateSince=2024-02-01&DateTo=2024-02-29&Category=accrual')).totalCount).toBe(1);
    expect((await history('DateSince=2024-03-01&DateTo=2024-02-01')).totalCount).toBe(0);
    // A proxy forwarding empty values means "no filter".
    expect((await history('DateSince=&DateTo=&Search=&Category=')).totalCount).toBe(7);
  });

  it('searches title, description and contract number, case-insensitive, wildcards literal', async () => {
    const search = async (q: string) =>
      (await history(`Search=${encodeURIComponent(q)}`)).history.map((e) => `${e.title}|${e.contractNumber ?? ''}`);
    expect(await search('соколова')).toEqual(['Начисление за договор|АД-2024-000001']);
    expect(await search('ад-2024-000002')).toEqual(['Начисление за договор|АД-2024-000002']);
    expect(await search('ВОЗВРАТ')).toEqual(['Возврат|']);
    expect(await search('бонус')).toEqual(['Корректировка баланса|']);
    expect(await search('%')).toEqual(['Начисление за договор|АД-2024-000003']);
    expect(await search('_')).toEqual(['Начисление за договор|АД-2024-000003']);
    expect(await search('нет такого')).toEqual([]);
    const combined = await history(`Search=${encodeURIComponent('заявка')}&Category=withdrawal&MaxResultCount=1&SkipCount=1`);
    expect(combined.totalCount).toBe(3);
    expect(titles(combined.history)).toEqual(['Возврат 300']);
  });

  it('pages with SkipCount and MaxResultCount, totalCount over all pages', async () => {
    const page = await history('SkipCount=2&MaxResultCount=2');
    expect(page.totalCount).toBe(7);
    expect(titles(page.history)).toEqual(['Возврат 300', 'Вывод средств -300']);
    const last = await history('SkipCount=6&MaxResultCount=2');
    expect(last.history).toHaveLength(1);
    expect((await history('SkipCount=100')).history).toEqual([]);
  });

  it('pages 200 by default and at most 1000', async () => {
    const p = await moneyMember(ctx);
    for (let i = 0; i < 205; i++)
      await contract(ctx, p.memberId, {
        number: `АД-2023-${String(i).padStart(6, '0')}`,
        signedOn: '2023-05-10',
        at: new Date(Date.UTC(2023, 4, 10, 0, i)),
      });
    const page = await history('', p);
    expect(page.history).toHaveLength(200);
    expect(page.totalCount).toBe(205);
    expect((await history('MaxResultCount=100000', p)).history).toHaveLength(205);
    expect(accountHistoryQuery.parse({ MaxResultCount: '100000' }).MaxResultCount).toBe(1000);
    expect(accountHistoryQuery.parse({})).toEqual({ SkipCount: 0, MaxResultCount: 200, Category: 'all' });
  });

  it('pages deep from where earlier pages ended, the same lines as counting them off', async () => {
    const p = await moneyMember(ctx);
    // Lines at the same second too, so that the order's tie-break (the id) is what pages rely on.
    for (let i = 0; i < 45; i++)
      await contract(ctx, p.memberId, {
        number: `АД-2022-${String(i).padStart(6, '0')}`,
        clientName: i % 3 === 0 ? 'Лебедева Анна' : 'Крылов Олег',
        signedOn: '2022-06-10',
        at: new Date(Date.UTC(2022, 5, 10, 0, Math.floor(i / 4))),
      });
    // The same database behind another object: its own (empty) memory of pages and marks.
    const fresh = (): Queryable => ({ query: ctx.db.query.bind(ctx.db), exec: ctx.db.exec.bind(ctx.db) });
    for (const filters of [{}, { search: 'крылов' }, { since: '2022-06-10', to: '2022-06-10', search: 'АД-2022' }]) {
      const q = (skip: number, take: number): HistoryQuery => ({ memberId: p.memberId, skip, take, category: 'all', ...filters });
      const paged = fresh();
      const expected = (await listHistory(fresh(), q(0, 1000))).history.map((e) => e.id);
      // «Показать ещё»: each page starts where the last ended; then pages between the marks.
      const inOrder = [];
      for (let skip = 0; skip < expected.length + 7; skip += 7) inOrder.push(...(await listHistory(paged, q(skip, 7))).history);
      expect(inOrder.map((e) => e.id)).toEqual(expected);
      for (const skip of [3, 10, 16, 29]) {
        expect((await listHistory(paged, q(skip, 5))).history.map((e) => e.id)).toEqual(expected.slice(skip, skip + 5));
      }
    }
  });

  it('shows a member only their own history', async () => {
    const theirs = await history('', other);
    expect(theirs.totalCount).toBe(1);
    expect(theirs.history[0]!.contractNumber).toBe('АД-2024-000004');
    expect((await history('Search=000004')).totalCount).toBe(0);
  });

  it('refuses malformed filters with the field named', async () => {
    for (const [query, field] of [
      ['Category=bonus', 'Category'],
      ['DateSince=2024-02-30', 'DateSince'],
      ['DateTo=01.02.2024', 'DateTo'],
      ['SkipCount=-1', 'SkipCount'],
      ['MaxResultCount=0', 'MaxResultCount'],
      ['MaxResultCount=abc', 'MaxResultCount'],
      [`Search=${'я'.repeat(101)}`, 'Search'],
    ]) {
      const res = await get(ctx, m, `/api/accounts/transactions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields), query).toEqual([field]);
    }
  });

  it('shows an order paid at once although the page was just read (pages are remembered by account state)', async () => {
    const payer = await moneyMember(ctx);
    await contract(ctx, payer.memberId, {
      number: 'АД-2024-000099',
      clientName: 'Клиент',
      signedOn: '2024-03-01',
      at: new Date('2024-03-01T09:00:00Z'),
    });
    const orderId = await ctx.db.transaction((tx) =>
      createOrder(tx, {
        memberId: payer.memberId,
        destination: { kind: 'sbp', bank: sber, phone: payer.phone },
        rail: 'manual',
        amount: 10_000,
        at: new Date('2024-03-02T10:00:00Z'),
      }),
    );
    const statusOfOrder = async () => (await history('', payer)).history.find((e) => e.orderId === orderId)?.status;
    expect(await statusOfOrder()).toBe('В обработке');
    expect(await statusOfOrder()).toBe('В обработке');
    // Paying moves frozen points to payouts: nothing new on the available account, a new status.
    await ctx.db.transaction((tx) => payOrder(tx, { orderId, operator: OPERATOR, at: new Date('2024-03-03T10:00:00Z') }));
    expect(await statusOfOrder()).toBe('Выплачено');
  });
});
