// Personal monthly targets (decision 0032): the tier's target by default, an operator's for a list,
// the bonus paid once when met and taken back when a cancelled contract drops the member below.
import type { MemberTarget } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelContract } from '../../src/features/rewards/cancel-contract.js';
import { addMonths, moscowDate, moscowMonth } from '../../src/lib/moscow-time.js';
import { seedOperators, signInAdmin } from '../admin/fixtures.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { importContracts, member } from './fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});

const bonusLines = async (memberId: string) =>
  (
    await ctx.db.query<{ kind: string; title: string }>(
      `SELECT kind, title FROM ledger_transactions WHERE member_id = $1 AND kind LIKE 'target%' ORDER BY id`,
      [memberId],
    )
  ).rows;

describe('personal targets', () => {
  it('sets the next tier above last month by default, without a bonus', async () => {
    const a = await member(ctx, 'Тамара', 'Целевая');
    const today = moscowDate(ctx.clock.now());
    await importContracts(ctx, [
      [a.id, `${addMonths(today.slice(0, 7), -1)}-05`],
      [a.id, `${addMonths(today.slice(0, 7), -1)}-06`],
    ]);
    const s = await signIn(ctx, a.phone);
    let res = await ctx.app.inject({ method: 'GET', url: '/api/targets/current', headers: s.headers });
    expect(res.json<MemberTarget>()).toEqual({
      month: moscowMonth(ctx.clock.now()),
      target: 5,
      done: 0,
      bonus: 0,
      met: false,
      paid: false,
      source: 'tier',
    });
    await importContracts(
      ctx,
      Array.from({ length: 5 }, () => [a.id, today] as [string, string]),
    );
    res = await ctx.app.inject({ method: 'GET', url: '/api/targets/current', headers: s.headers });
    expect(res.json<MemberTarget>()).toMatchObject({ done: 5, met: true, paid: false });
    expect(await bonusLines(a.id)).toEqual([]);
  });

  it('pays an operator’s target bonus once and takes it back when a cancelled contract drops the member below', async () => {
    const admin = await signInAdmin(ctx);
    const [a, b] = [await member(ctx, 'Ульяна', 'Цель'), await member(ctx, 'Фёдор', 'Цель')];
    const month = moscowMonth(ctx.clock.now());
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/targets',
      headers: admin.headers,
      payload: { month, memberPhones: [a.phone, b.phone], contracts: 2, bonus: 700 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ updated: 2 });
    const today = moscowDate(ctx.clock.now());
    const [first] = await importContracts(ctx, [[a.id, today]]);
    expect(await bonusLines(a.id)).toEqual([]);
    await importContracts(ctx, [
      [a.id, today],
      [a.id, today],
    ]);
    expect(await bonusLines(a.id)).toEqual([{ kind: 'target_bonus', title: 'Бонус за личную цель' }]);
    const s = await signIn(ctx, a.phone);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/targets/current', headers: s.headers });
    expect(res.json<MemberTarget>()).toMatchObject({ target: 2, done: 3, bonus: 700, met: true, paid: true, source: 'operator' });

    // Three contracts, one cancelled: still met. Two cancelled: the bonus goes back.
    await ctx.db.transaction((tx) => cancelContract(tx, { number: first!, at: ctx.clock.now() }));
    expect(await bonusLines(a.id)).toHaveLength(1);
    const { rows } = await ctx.db.query<{ number: string }>(
      `SELECT number FROM contracts WHERE member_id = $1 AND status = 'active' ORDER BY id LIMIT 1`,
      [a.id],
    );
    await ctx.db.transaction((tx) => cancelContract(tx, { number: rows[0]!.number, at: ctx.clock.now() }));
    expect((await bonusLines(a.id)).map((l) => l.kind)).toEqual(['target_bonus', 'target_clawback']);
    await assertLedgerInvariants(ctx.db);
  });

  it('refuses a past month and unknown phones, changing nothing', async () => {
    const admin = await signInAdmin(ctx);
    const a = await member(ctx, 'Харитон', 'Прошлый');
    const past = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/targets',
      headers: admin.headers,
      payload: { month: addMonths(moscowMonth(ctx.clock.now()), -1), memberPhones: [a.phone], contracts: 2, bonus: 700 },
    });
    expect(past.json()).toMatchObject({ code: 'target_month_closed' });
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/targets',
      headers: admin.headers,
      payload: { month: moscowMonth(ctx.clock.now()), memberPhones: [a.phone, '79990000001'], contracts: 2, bonus: 700 },
    });
    expect(unknown.json()).toMatchObject({ code: 'contest_members_unknown' });
    const { rows } = await ctx.db.query('SELECT 1 FROM member_targets WHERE member_id = $1', [a.id]);
    expect(rows).toEqual([]);
  });
});
