import { beforeAll, describe, expect, it } from 'vitest';
import { adjustBalance } from '../../src/features/adjustments/adjust-balance.js';
import { memberBalances } from '../../src/ledger/accounts.js';
import { post } from '../../src/ledger/post.js';
import { postMany } from '../../src/ledger/post-batch.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { contract, credit, OPERATOR } from './fixtures.js';

let ctx: TestContext;
let memberId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  memberId = await seedMember(ctx.db, { phone: '79015550001' });
  await credit(ctx, memberId, 1000);
});

const at = () => ctx.clock.now();
const base = { memberId: '', title: 'Тест', actor: OPERATOR, reason: 'тест' };

describe('the ledger in the database', () => {
  it('opens the three accounts of every new member', async () => {
    const id = await seedMember(ctx.db, { phone: '79015550002' });
    const { rows } = await ctx.db.query<{ kind: string; balance: number }>(
      'SELECT kind, balance::float8 AS balance FROM ledger_accounts WHERE member_id = $1 ORDER BY kind',
      [id],
    );
    expect(rows).toEqual([
      { kind: 'available', balance: 0 },
      { kind: 'debt', balance: 0 },
      { kind: 'frozen', balance: 0 },
    ]);
  });

  it('refuses to change or delete entries and transactions', async () => {
    await expect(ctx.db.query('UPDATE ledger_entries SET amount = amount + 1')).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('TRUNCATE ledger_entries CASCADE')).rejects.toThrow(/append-only/);
    await expect(ctx.db.query("UPDATE ledger_transactions SET title = 'x'")).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
  });

  it('refuses a transaction whose entries do not sum to zero, at commit', async () => {
    const before = await memberBalances(ctx.db, memberId);
    const unbalanced = ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO ledger_transactions (kind, member_id, title, reason, actor, created_at)
         VALUES ('adjustment', $1, 'x', 'x', 'op', now()) RETURNING id`,
        [memberId],
      );
      await tx.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, amount, kind, created_at)
         SELECT $1, id, 500, 'adjustment', now() FROM ledger_accounts WHERE member_id = $2 AND kind = 'available'`,
        [rows[0]!.id, memberId],
      );
    });
    await expect(unbalanced).rejects.toThrow(/unbalanced/);
    // A transaction row without entries is refused too.
    const empty = ctx.db.query(
      `INSERT INTO ledger_transactions (kind, member_id, title, reason, actor, created_at) VALUES ('adjustment', $1, 'x', 'x', 'op', now())`,
      [memberId],
    );
    await expect(empty).rejects.toThrow(/unbalanced/);
    expect(await memberBalances(ctx.db, memberId)).toEqual(before);
  });

  it('never lets a member balance go below zero, whatever the code does', async () => {
    const overdraw = ctx.db.transaction((tx) =>
      post(tx, {
        ...base,
        memberId,
        kind: 'adjustment',
        lines: [
          { account: 'available', amount: -100_001 },
          { account: 'adjustments', amount: 100_001 },
        ],
        at: at(),
      }),
    );
    await expect(overdraw).rejects.toMatchObject({ code: 'insufficient_funds' });
    const direct = ctx.db.query("UPDATE ledger_accounts SET balance = -1 WHERE member_id = $1 AND kind = 'frozen'", [memberId]);
    await expect(direct).rejects.toThrow();
    expect((await memberBalances(ctx.db, memberId)).available).toBe(100_000);
  });

  it('changes stored balances only through entries', async () => {
    const sneak = ctx.db.query("UPDATE ledger_accounts SET balance = balance + 100 WHERE member_id = $1 AND kind = 'available'", [
      memberId,
    ]);
    await expect(sneak).rejects.toThrow(/only through ledger entries/);
    const recount = ctx.db.query("UPDATE ledger_accounts SET entries_count = 0 WHERE member_id = $1 AND kind = 'available'", [
      memberId,
    ]);
    await expect(recount).rejects.toThrow(/only through ledger entries/);
    const reassign = ctx.db.query("UPDATE ledger_accounts SET kind = 'frozen' WHERE member_id IS NULL AND kind = 'rewards'");
    await expect(reassign).rejects.toThrow();
  });

  it('lets programme accounts go negative: rewards paid out are the programme’s debt', async () => {
    await contract(ctx, memberId);
    // A programme account stores no balance (migration 0016): its balance is the sum of its entries.
    const { rows } = await ctx.db.query<{ balance: number; stored: number }>(
      `SELECT coalesce(sum(e.amount), 0)::float8 AS balance, a.balance::float8 AS stored
         FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.kind = 'rewards' AND a.member_id IS NULL GROUP BY a.id`,
    );
    expect(rows[0]!.balance).toBeLessThan(0);
    expect(rows[0]!.stored).toBe(0);
  });

  it('refuses programming errors before touching the database', async () => {
    const lines = (a: number, b: number) => [
      { account: 'available' as const, amount: a },
      { account: 'adjustments' as const, amount: b },
    ];
    await expect(
      ctx.db.transaction((tx) => post(tx, { ...base, memberId, kind: 'adjustment', lines: lines(100, -99), at: at() })),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      ctx.db.transaction((tx) => post(tx, { ...base, memberId, kind: 'adjustment', lines: lines(0.5, -0.5), at: at() })),
    ).rejects.toThrow(/whole kopecks/);
    await expect(
      ctx.db.transaction((tx) => post(tx, { ...base, memberId, kind: 'adjustment', lines: lines(1, -1).slice(0, 1), at: at() })),
    ).rejects.toThrow(/two or more/);
  });

  it('audits adjustments: who and why, kept with the transaction', async () => {
    await ctx.db.transaction((tx) =>
      adjustBalance(tx, { memberId, amount: -250.5, reason: 'Ошибочное начисление', operator: 'anna@agentplus.ru', at: at() }),
    );
    const { rows } = await ctx.db.query(
      "SELECT reason, actor, title FROM ledger_transactions WHERE member_id = $1 AND kind = 'adjustment' ORDER BY id DESC LIMIT 1",
      [memberId],
    );
    expect(rows[0]).toEqual({ reason: 'Ошибочное начисление', actor: 'anna@agentplus.ru', title: 'Корректировка баланса' });
    // Without a reason, or an operator, an adjustment is refused, by the code and by the database.
    await expect(
      ctx.db.transaction((tx) => adjustBalance(tx, { memberId, amount: 10, reason: '  ', operator: OPERATOR, at: at() })),
    ).rejects.toMatchObject({
      code: 'validation_error',
    });
    const unaudited = ctx.db.transaction((tx) =>
      post(tx, {
        ...base,
        memberId,
        reason: undefined,
        kind: 'adjustment',
        lines: [
          { account: 'available', amount: 100 },
          { account: 'adjustments', amount: -100 },
        ],
        at: at(),
      }),
    );
    await expect(unaudited).rejects.toThrow(/adjustment_audited/);
    // More than the balance cannot be taken away.
    await expect(
      ctx.db.transaction((tx) => adjustBalance(tx, { memberId, amount: -1_000_000, reason: 'x', operator: OPERATOR, at: at() })),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    await assertLedgerInvariants(ctx.db);
  });
});

describe('postMany, the batch door', () => {
  it('posts many transactions as post does, each with its lines, in the order given', async () => {
    const a = await seedMember(ctx.db, { phone: '79015550031' });
    const b = await seedMember(ctx.db, { phone: '79015550032' });
    const reward = (memberId: string, kopecks: number, title: string) => ({
      kind: 'adjustment' as const,
      memberId,
      title,
      reason: 'тест пакета',
      actor: OPERATOR,
      at: at(),
      lines: [
        { account: 'adjustments' as const, amount: -kopecks },
        { account: 'available' as const, amount: kopecks },
      ],
    });
    const ids = await ctx.db.transaction((tx) =>
      postMany(tx, [reward(a, 12_345, 'Первая'), reward(b, 500, 'Вторая'), reward(a, 100, 'Третья')]),
    );
    expect(ids).toHaveLength(3);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    const { rows } = await ctx.db.query<{ id: number; title: string; memberId: string }>(
      'SELECT id::float8 AS id, title, member_id AS "memberId" FROM ledger_transactions WHERE id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    );
    expect(rows.map((r) => [r.title, r.memberId])).toEqual([
      ['Первая', a],
      ['Вторая', b],
      ['Третья', a],
    ]);
    expect((await memberBalances(ctx.db, a)).available).toBe(12_445);
    expect((await memberBalances(ctx.db, b)).available).toBe(500);
    await assertLedgerInvariants(ctx.db);
  });

  it('refuses lines that do not sum to zero before writing anything', async () => {
    const before = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions');
    await expect(
      ctx.db.transaction((tx) =>
        postMany(tx, [
          {
            kind: 'adjustment',
            memberId,
            title: 'Кривая',
            actor: OPERATOR,
            at: at(),
            lines: [
              { account: 'adjustments', amount: -100 },
              { account: 'available', amount: 99 },
            ],
          },
        ]),
      ),
    ).rejects.toThrow('ledger lines must sum to zero');
    const after = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
