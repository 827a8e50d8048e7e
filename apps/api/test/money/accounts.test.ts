import { listBanksResponse, pendingAmountResponse, userBalanceResponse } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.js';
import { credit, get, moneyMember, SBER, withdraw, type MoneyMember } from './fixtures.js';

let ctx: TestContext;
let m: MoneyMember;
beforeAll(async () => {
  ctx = await buildTestApp();
  m = await moneyMember(ctx);
});

describe('GET /api/balance/user-balance/', () => {
  it('answers 0 for a new member, then the available points with kopecks', async () => {
    const first = await get(ctx, m, '/api/balance/user-balance/');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ balance: 0, userId: m.memberId });
    await credit(ctx, m.memberId, 12345.67);
    const res = await get(ctx, m, '/api/balance/user-balance');
    expect(userBalanceResponse.parse(res.json())).toEqual({ balance: 12345.67, userId: m.memberId });
  });

  it('is 401 without a valid sign-in', async () => {
    for (const url of [
      '/api/balance/user-balance/',
      '/api/pending-amount/',
      '/api/banks/',
      '/api/order/',
      '/api/rewards/summary',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
    }
  });
});

describe('GET /api/pending-amount/', () => {
  it('answers the frozen points and how many withdrawals hold them', async () => {
    const p = await moneyMember(ctx);
    expect((await get(ctx, p, '/api/pending-amount/')).json()).toEqual({ amount: 0, orders: 0 });
    await credit(ctx, p.memberId, 1000);
    await withdraw(ctx, p, { bankId: SBER, amount: 150.5, phone: p.phone });
    await withdraw(ctx, p, { bankId: SBER, amount: 200, phone: p.phone });
    const res = await get(ctx, p, '/api/pending-amount/');
    expect(res.statusCode).toBe(200);
    expect(pendingAmountResponse.parse(res.json())).toEqual({ amount: 350.5, orders: 2 });
    expect((await get(ctx, p, '/api/balance/user-balance/')).json()).toMatchObject({ balance: 649.5 });
  });
});

describe('GET /api/banks/', () => {
  it('lists the SBP banks members expect, sorted by name', async () => {
    const res = await get(ctx, m, '/api/banks/');
    expect(res.statusCode).toBe(200);
    const items = listBanksResponse.parse(res.json()).banks.items;
    const names = items.map((b) => b.name);
    for (const expected of [
      'Сбербанк',
      'ВТБ',
      'Т-Банк',
      'Альфа-Банк',
      'Газпромбанк',
      'Райффайзенбанк',
      'Совкомбанк',
      'Почта Банк',
      'Россельхозбанк',
      'Открытие',
      'МТС Банк',
      'Ozon Банк',
      'Яндекс Банк',
    ]) {
      expect(names).toContain(expected);
    }
    expect(names).toEqual([...names].sort(new Intl.Collator('ru').compare));
    expect(items.find((b) => b.name === 'Сбербанк')).toEqual({ id: SBER, name: 'Сбербанк', shortName: 'Сбер' });
  });
});

describe('OpenAPI', () => {
  it('documents every money call with the bearer scheme', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<
      string,
      Record<string, { tags?: string[]; security?: unknown[]; parameters?: { name: string }[] }>
    >;
    const calls: [string, string][] = [
      ['/api/balance/user-balance/', 'get'],
      ['/api/pending-amount/', 'get'],
      ['/api/accounts/transactions', 'get'],
      ['/api/order/', 'get'],
      ['/api/order/{id}/', 'get'],
      ['/api/order/{id}/cancel', 'post'],
      ['/api/withdrawal/', 'post'],
      ['/api/banks/', 'get'],
      ['/api/rewards/summary', 'get'],
      ['/api/rewards/monthly', 'get'],
    ];
    for (const [path, method] of calls) {
      const op = paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.tags).toEqual(['money']);
      expect(op!.security).toEqual([{ bearer: [] }]);
    }
    const history = paths['/api/accounts/transactions']!.get!.parameters!.map((p) => p.name);
    expect(history).toEqual(expect.arrayContaining(['SkipCount', 'MaxResultCount', 'DateSince', 'DateTo', 'Search', 'Category']));
    expect(paths['/api/withdrawal/']!.post!.parameters!.map((p) => p.name)).toContain('idempotency-key');
  });
});
