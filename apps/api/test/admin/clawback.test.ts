// A cancelled contract claws its reward back; what the member lacks becomes a debt that the next
// rewards pay off first. The helper checks the ledger's invariants (the debt mirror included) after.
import { beforeAll, describe, expect, it } from 'vitest';
import { accrueContract } from '../../src/features/rewards/accrue-contract.js';
import { cancelContract } from '../../src/features/rewards/cancel-contract.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { moneyMember, SBER, withdraw, type MoneyMember } from '../money/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});

const accrue = (m: MoneyMember, number: string) =>
  ctx.db.transaction((tx) =>
    accrueContract(tx, {
      memberId: m.memberId,
      number,
      clientName: 'Сидоров Олег',
      signedOn: moscowDate(ctx.clock.now()),
      at: ctx.clock.now(),
    }),
  );
const cancel = (number: string) => ctx.db.transaction((tx) => cancelContract(tx, { number, at: ctx.clock.now() }));
const get = async (m: MoneyMember, url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: m.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('clawback of a cancelled contract', () => {
  it('takes the reward back from available points, naming the contract', async () => {
    const m = await moneyMember(ctx);
    await accrue(m, 'КЛ-1');
    await accrue(m, 'КЛ-2');
    ctx.clock.advance(1000);
    expect(await cancel('КЛ-1')).toMatchObject({ cancelled: true, clawedBack: 500, debt: 0 });
    expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 500 });
    expect(await get(m, '/api/balance/debt/')).toEqual({ debt: 0 });
    const { history } = await get(m, '/api/accounts/transactions');
    expect(history[0]).toMatchObject({
      amount: -500,
      category: 'accrual',
      status: 'Списано',
      title: 'Списание за расторгнутый договор',
      contractNumber: 'КЛ-1',
    });
    // Twice changes nothing.
    expect(await cancel('КЛ-1')).toEqual({ cancelled: false, reason: 'already_cancelled' });
    expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 500 });
    await assertLedgerInvariants(ctx.db);
  });

  it('turns what the balance lacks into a debt that the next reward pays off first', async () => {
    const m = await moneyMember(ctx);
    await accrue(m, 'КЛ-10');
    // 400 of the 500 points leave for a withdrawal: 100 stay available.
    const w = await withdraw(ctx, m, { bankId: SBER, amount: 400, phone: m.phone });
    expect(w.statusCode).toBe(200);
    ctx.clock.advance(1000);

    expect(await cancel('КЛ-10')).toMatchObject({ cancelled: true, clawedBack: 100, debt: 400 });
    expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 0 });
    expect(await get(m, '/api/balance/debt/')).toEqual({ debt: 400 });
    let { history } = await get(m, '/api/accounts/transactions');
    expect(
      history
        .slice(0, 2)
        .map((h: { amount: number; status: string; contractNumber?: string }) => [h.amount, h.status, h.contractNumber]),
    ).toEqual(
      expect.arrayContaining([
        [-100, 'Списано', 'КЛ-10'],
        [-400, 'В долг', 'КЛ-10'],
      ]),
    );
    await assertLedgerInvariants(ctx.db);

    // The next reward (500) pays the 400 of debt first; 100 reach the balance.
    ctx.clock.advance(1000);
    const next = await accrue(m, 'КЛ-11');
    expect(next).toMatchObject({ created: true, reward: 500 });
    expect(await get(m, '/api/balance/debt/')).toEqual({ debt: 0 });
    expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 100 });
    ({ history } = await get(m, '/api/accounts/transactions'));
    expect(
      history
        .slice(0, 2)
        .map((h: { amount: number; status: string; contractNumber?: string }) => [h.amount, h.status, h.contractNumber]),
    ).toEqual(
      expect.arrayContaining([
        [100, 'Начислено', 'КЛ-11'],
        [400, 'Погашение долга', 'КЛ-11'],
      ]),
    );
    const { rows } = await ctx.db.query<{ title: string }>(
      'SELECT title FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 2',
      [m.memberId],
    );
    expect(rows.map((r) => r.title)).toEqual(['Начислено 500\u00a0б.', 'Списано 500\u00a0б. за расторгнутый договор']);
    await assertLedgerInvariants(ctx.db);
  });

  it('keeps a debt larger than one reward until enough rewards came', async () => {
    const m = await moneyMember(ctx);
    for (const n of ['КЛ-20', 'КЛ-21']) await accrue(m, n);
    const w = await withdraw(ctx, m, { bankId: SBER, amount: 1000, phone: m.phone });
    expect(w.statusCode).toBe(200);
    ctx.clock.advance(1000);
    await cancel('КЛ-20');
    await cancel('КЛ-21');
    expect(await get(m, '/api/balance/debt/')).toEqual({ debt: 1000 });
    await accrue(m, 'КЛ-22');
    expect(await get(m, '/api/balance/debt/')).toEqual({ debt: 500 });
    expect(await get(m, '/api/balance/user-balance/')).toMatchObject({ balance: 0 });
    await assertLedgerInvariants(ctx.db);
  });

  it('refuses a negative debt account in the database itself', async () => {
    const m = await moneyMember(ctx);
    await expect(
      ctx.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          "INSERT INTO ledger_transactions (kind, member_id, title, reason, actor, created_at) VALUES ('adjustment', $1, 't', 'тест', 'op@x', now()) RETURNING id",
          [m.memberId],
        );
        await tx.query(
          `INSERT INTO ledger_entries (transaction_id, account_id, amount)
           SELECT $1, id, -100 FROM ledger_accounts WHERE member_id = $2 AND kind = 'debt'`,
          [rows[0]!.id, m.memberId],
        );
      }),
    ).rejects.toThrow(/ledger_accounts_member_nonnegative/);
  });
});
