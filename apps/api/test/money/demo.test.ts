import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/seed.js';
import { DEMO_PHONE, SECOND_PHONE } from '../../src/seed/members.js';
import { moscowMonth, addMonths } from '../../src/lib/moscow-time.js';
import { buildTestApp, signIn, type SignedIn, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { get } from './fixtures.js';

let ctx: TestContext;
let demo: SignedIn;
let second: SignedIn;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedDemo(ctx.db, ctx.app.deps.files, ctx.app.deps.totpKey, ctx.clock.now());
  demo = await signIn(ctx, DEMO_PHONE);
  second = await signIn(ctx, SECOND_PHONE);
});

describe('the money demo', () => {
  it('gives the demo member 18 months of contracts, tiers reached in some, and a balance with thousands', async () => {
    const months = (await get(ctx, demo, '/api/rewards/monthly?months=18')).json().months as {
      month: string;
      contractsCount: number;
      earned: number;
    }[];
    expect(months[0]!.month).toBe(addMonths(moscowMonth(ctx.clock.now()), -17));
    expect(months.every((m) => m.contractsCount >= 2 && m.contractsCount <= 12)).toBe(true);
    expect(months.some((m) => m.contractsCount >= 10)).toBe(true);
    expect(months.some((m) => m.contractsCount >= 5 && m.contractsCount < 10)).toBe(true);
    expect((await get(ctx, demo, '/api/rewards/monthly?months=19')).json().months[0].contractsCount).toBe(0);
    const { balance } = (await get(ctx, demo, '/api/balance/user-balance/')).json();
    expect(balance).toBeGreaterThanOrEqual(10_000);
  });

  it('has paid withdrawals, one pending and one rejected with a reason', async () => {
    const orders = (await get(ctx, demo, '/api/order/')).json().listCardOrder as { status: string; comment: string | null }[];
    expect(orders.filter((o) => o.status === 'paid').length).toBeGreaterThanOrEqual(3);
    expect(orders.filter((o) => o.status === 'pending')).toHaveLength(1);
    const rejected = orders.filter((o) => o.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.comment).toMatch(/СБП/);
    const pending = (await get(ctx, demo, '/api/pending-amount/')).json();
    expect(pending.orders).toBe(1);
    expect(pending.amount).toBeGreaterThanOrEqual(100);
  });

  it('reads like real statements: contract numbers, client names, sums to the balance', async () => {
    const { history, totalCount } = (await get(ctx, demo, '/api/accounts/transactions?MaxResultCount=1000')).json();
    expect(totalCount).toBe(history.length);
    const accrual = history.find((e: { category: string }) => e.category === 'accrual');
    expect(accrual.contractNumber).toMatch(/^АД-20\d\d-\d{6}$/);
    expect(accrual.description).toMatch(
      /^Договор № АД-20\d\d-\d{6} от \d\d\.\d\d\.20\d\d, [А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/,
    );
    const sum = Math.round(history.reduce((s: number, e: { amount: number }) => s + e.amount * 100, 0)) / 100;
    expect(sum).toBe((await get(ctx, demo, '/api/balance/user-balance/')).json().balance);
    expect(history.some((e: { category: string }) => e.category === 'adjustment')).toBe(true);
    const unread = await ctx.db.query('SELECT count(*)::int AS n FROM notifications WHERE read_at IS NULL');
    expect(unread.rows[0]!.n).toBeGreaterThan(0);
  });

  it('gives the second member a few months too', async () => {
    const months = (await get(ctx, second, '/api/rewards/monthly?months=6')).json().months as { contractsCount: number }[];
    expect(months.filter((m) => m.contractsCount > 0)).toHaveLength(4);
    expect((await get(ctx, second, '/api/order/?category=paid')).json().listCardOrder).toHaveLength(1);
    await assertLedgerInvariants(ctx.db);
  });
});
