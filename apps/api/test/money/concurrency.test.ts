import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { balances, credit, moneyMember, SBER, withdraw } from './fixtures.js';

// On PGlite transactions queue; on the PostgreSQL server (TEST_DATABASE_URL) these requests really
// run side by side over a pool of connections, and the row lock and the database CHECK decide.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});

describe('parallel withdrawals', () => {
  it('50 requests for 3× the balance: exactly 3 succeed and the balance ends at 0', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 300);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(ctx, m, { bankId: SBER, amount: 100, phone: m.phone })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) expect(r.json()).toMatchObject({ success: false, errorCode: 'insufficient_funds' });
    expect(new Set(ok.map((r) => r.json().order.id)).size).toBe(3);
    expect(await balances(ctx, m)).toEqual({ balance: 0, frozen: 300, pendingOrders: 3 });
    await assertLedgerInvariants(ctx.db);
  });

  it('50 requests with one idempotency key: one order, every answer the same', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 1000);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(ctx, m, { bankId: SBER, amount: 250, phone: m.phone }, key)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const first = results[0]!.json();
    for (const r of results) expect(r.json()).toEqual(first);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawal_orders WHERE member_id = $1', [
      m.memberId,
    ]);
    expect(rows[0]!.n).toBe(1);
    expect(await balances(ctx, m)).toEqual({ balance: 750, frozen: 250, pendingOrders: 1 });
  });

  it('parallel requests of different members do not block each other’s points', async () => {
    const members = await Promise.all([moneyMember(ctx), moneyMember(ctx), moneyMember(ctx)]);
    for (const m of members) await credit(ctx, m.memberId, 500);
    const results = await Promise.all(
      members.flatMap((m) => Array.from({ length: 10 }, () => withdraw(ctx, m, { bankId: SBER, amount: 100, phone: m.phone }))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(15);
    for (const m of members) expect(await balances(ctx, m)).toEqual({ balance: 0, frozen: 500, pendingOrders: 5 });
  });
});
