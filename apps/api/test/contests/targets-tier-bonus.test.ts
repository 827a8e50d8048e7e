// A tier-made personal target's bonus (decision 0032): each level of the month's tier table carries
// the bonus for reaching it as a target, paid once and taken back like an operator's; an operator's
// target given back to the table keeps its paid bonus only while the table's target is met.
// Its own app: the month's tier table it saves would change the other files' targets.
import type { MemberTarget, MonthTiers } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelContract } from '../../src/features/rewards/cancel-contract.js';
import { addMonths, moscowDate, moscowMonth } from '../../src/lib/moscow-time.js';
import { backOfficeApp, type OperatorSession } from '../admin/fixtures.js';
import { signIn, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { importContracts, member } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let operator: OperatorSession;
let month: string;
let today: string;
beforeAll(async () => {
  ({ ctx, admin, operator } = await backOfficeApp());
  month = moscowMonth(ctx.clock.now());
  today = moscowDate(ctx.clock.now());
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/tiers',
    headers: admin.headers,
    payload: {
      month,
      tiers: [
        { minContracts: 1, reward: 500 },
        { minContracts: 5, reward: 700, targetBonus: 400 },
        { minContracts: 10, reward: 1000, targetBonus: 900.5 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<MonthTiers>().tiers.map((t) => t.targetBonus)).toEqual([0, 400, 900.5]);
});

const bonusLines = async (memberId: string) =>
  (
    await ctx.db.query<{ kind: string }>(
      `SELECT kind FROM ledger_transactions WHERE member_id = $1 AND kind LIKE 'target%' ORDER BY id`,
      [memberId],
    )
  ).rows.map((r) => r.kind);

const targetOf = async (phone: string) => {
  const s = await signIn(ctx, phone);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/targets/current', headers: s.headers });
  return res.json<MemberTarget>();
};

const lastMonth = (memberId: string, n: number) =>
  importContracts(
    ctx,
    Array.from(
      { length: n },
      (_, i) => [memberId, `${addMonths(month, -1)}-${String(i + 1).padStart(2, '0')}`] as [string, string],
    ),
  );

describe('a tier-made target’s bonus', () => {
  it('is the bonus of the level the target reaches, paid once when met and taken back below it', async () => {
    const a = await member(ctx, 'Тихон', 'Уровневый');
    await lastMonth(a.id, 2);
    expect(await targetOf(a.phone)).toEqual({ month, target: 5, done: 0, bonus: 400, met: false, paid: false, source: 'tier' });
    const numbers = await importContracts(
      ctx,
      Array.from({ length: 5 }, () => [a.id, today] as [string, string]),
    );
    expect(await targetOf(a.phone)).toMatchObject({ done: 5, met: true, paid: true });
    await importContracts(ctx, [[a.id, today]]);
    expect(await bonusLines(a.id)).toEqual(['target_bonus']);
    // Six contracts, one cancelled: still five. Two cancelled: below the target, the bonus goes back.
    await ctx.db.transaction((tx) => cancelContract(tx, { number: numbers[0]!, at: ctx.clock.now() }));
    expect(await bonusLines(a.id)).toEqual(['target_bonus']);
    await ctx.db.transaction((tx) => cancelContract(tx, { number: numbers[1]!, at: ctx.clock.now() }));
    expect(await bonusLines(a.id)).toEqual(['target_bonus', 'target_clawback']);
    expect(await targetOf(a.phone)).toMatchObject({ done: 4, met: false, paid: false, bonus: 400 });
    await assertLedgerInvariants(ctx.db);
  });

  it('pays nothing for a level without one', async () => {
    const b = await member(ctx, 'Устинья', 'Уровневая');
    await importContracts(ctx, [[b.id, today]]);
    expect(await targetOf(b.phone)).toEqual({ month, target: 1, done: 1, bonus: 0, met: true, paid: false, source: 'tier' });
    expect(await bonusLines(b.id)).toEqual([]);
  });
});

describe('an operator’s target given back to the table', () => {
  const reset = (phones: string[], who = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/targets/reset',
      headers: who.headers,
      payload: { month, memberPhones: phones },
    });

  it('is the tier’s again; its paid bonus goes back when the tier’s target is not met', async () => {
    const c = await member(ctx, 'Филипп', 'Возвратный');
    const d = await member(ctx, 'Христина', 'Возвратная');
    await lastMonth(c.id, 6);
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/targets',
      headers: admin.headers,
      payload: { month, memberPhones: [c.phone, d.phone], contracts: 1, bonus: 250 },
    });
    expect(set.statusCode, set.body).toBe(200);
    await importContracts(ctx, [
      [c.id, today],
      [d.id, today],
    ]);
    expect(await bonusLines(c.id)).toEqual(['target_bonus']);

    const res = await reset([c.phone, d.phone]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    // Six last month: the table's target is 10, one signed, so the 250 goes back; one signed after
    // none last month meets the table's 1, so hers stays.
    expect(await targetOf(c.phone)).toMatchObject({ target: 10, done: 1, bonus: 900.5, source: 'tier', paid: false });
    expect(await bonusLines(c.id)).toEqual(['target_bonus', 'target_clawback']);
    expect(await targetOf(d.phone)).toMatchObject({ target: 1, done: 1, source: 'tier', met: true });
    expect(await bonusLines(d.id)).toEqual(['target_bonus']);
    await assertLedgerInvariants(ctx.db);
  });

  it('refuses a past month, unknown phones and an operator, changing nothing', async () => {
    const e = await member(ctx, 'Эмма', 'Оставленная');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/targets',
      headers: admin.headers,
      payload: { month, memberPhones: [e.phone], contracts: 3, bonus: 100 },
    });
    expect((await reset([e.phone, '79990000003'])).json()).toMatchObject({ code: 'contest_members_unknown' });
    const past = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/targets/reset',
      headers: admin.headers,
      payload: { month: addMonths(month, -1), memberPhones: [e.phone] },
    });
    expect(past.json()).toMatchObject({ code: 'target_month_closed' });
    expect((await reset([e.phone], operator)).statusCode).toBe(403);
    const { rows } = await ctx.db.query('SELECT contracts FROM member_targets WHERE member_id = $1', [e.id]);
    expect(rows).toEqual([{ contracts: 3 }]);
  });
});
