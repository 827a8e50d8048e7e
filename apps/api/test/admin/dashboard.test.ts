// The overview: this month's money from the ledger, the queue, the activity, twelve months.
import { beforeAll, expect, it } from 'vitest';
import { payOrder } from '../../src/features/orders/pay-order.js';
import { moscowMonth } from '../../src/lib/moscow-time.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { contract, moneyMember, SBER, withdraw } from '../money/fixtures.js';
import { seedOperators, signInDemoOperator } from './fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});

it('adds up accrued rewards, payouts and the pending queue of the month', async () => {
  const a = await moneyMember(ctx);
  const b = await moneyMember(ctx);
  for (let i = 0; i < 3; i++) await contract(ctx, a.memberId);
  await contract(ctx, b.memberId);
  const first = (await withdraw(ctx, a, { bankId: SBER, amount: 400, phone: a.phone })).json().order.id;
  expect((await withdraw(ctx, b, { bankId: SBER, amount: 150.5, phone: b.phone })).statusCode).toBe(200);
  ctx.clock.advance(60_000);
  await ctx.db.transaction((tx) => payOrder(tx, { orderId: first, operator: 'operator@agent-plus.test', at: ctx.clock.now() }));

  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: (await signInDemoOperator(ctx)).headers,
  });
  expect(res.statusCode).toBe(200);
  const board = res.json();
  const month = moscowMonth(ctx.clock.now());
  expect(board.month).toBe(month);
  // Paid: what reached the bank — the order of 400 less its 13 % НДФЛ, which went to the tax account (decision 0033).
  expect(board.thisMonth).toEqual({ accrued: 2000, paid: 348, contracts: 4, activeMembers: 2 });
  expect(board.queue).toMatchObject({ orders: 1, amount: 150.5 });
  expect(new Date(board.queue.oldestCreatedAt).getTime()).toBeLessThan(ctx.clock.now().getTime());
  expect(board.months).toHaveLength(12);
  expect(board.months.at(-1)).toEqual({ month, accrued: 2000, paid: 348 });
  expect(board.months[0].month < month).toBe(true);
});
