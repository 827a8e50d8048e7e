// The back office's list of personal targets (decision 0032): each active member's target of a
// month — the tier's by default, an operator's when set — with its progress, searched and filtered
// by where it comes from; admins only; a refusal of unknown phones names them.
import type { ListTargetsResponse } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, moscowDate, moscowMonth } from '../../src/lib/moscow-time.js';
import { backOfficeApp, type OperatorSession } from '../admin/fixtures.js';
import type { TestContext } from '../helper.js';
import { importContracts, member } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let operator: OperatorSession;
beforeAll(async () => {
  ({ ctx, admin, operator } = await backOfficeApp());
});

const list = async (query: string, who = admin) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/targets?${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListTargetsResponse>();
};

describe('the targets list', () => {
  it('shows the tier’s target by default and an operator’s where set, with the progress of the month', async () => {
    const surname = `Списочный${process.pid}`;
    const a = await member(ctx, 'Анна', surname);
    const b = await member(ctx, 'Борис', surname);
    const month = moscowMonth(ctx.clock.now());
    // Six contracts last month: the next tier above (1–4, 5–9, 10+) is 10.
    await importContracts(
      ctx,
      Array.from({ length: 6 }, () => [a.id, `${addMonths(month, -1)}-10`] as [string, string]),
    );
    await importContracts(ctx, [[a.id, moscowDate(ctx.clock.now())]]);

    const before = await list(`q=${encodeURIComponent(surname)}`);
    expect(before.month).toBe(month);
    expect(before.totalCount).toBe(2);
    expect(before.targets).toEqual([
      {
        memberId: a.id,
        phone: a.phone,
        fullName: `${surname} Анна Викторовна`,
        target: 10,
        done: 1,
        bonus: 0,
        source: 'tier',
        met: false,
        paid: false,
      },
      {
        memberId: b.id,
        phone: b.phone,
        fullName: `${surname} Борис Викторовна`,
        target: 1,
        done: 0,
        bonus: 0,
        source: 'tier',
        met: false,
        paid: false,
      },
    ]);

    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/targets',
      headers: admin.headers,
      payload: { month, memberPhones: [a.phone], contracts: 1, bonus: 250 },
    });
    expect(set.statusCode, set.body).toBe(200);
    // Lowered to what she has signed: met and paid at once.
    const after = await list(`q=${encodeURIComponent(surname)}`);
    expect(after.targets[0]).toMatchObject({ target: 1, done: 1, bonus: 250, source: 'operator', met: true, paid: true });
    expect((await list(`q=${encodeURIComponent(surname)}&source=operator`)).targets.map((t) => t.memberId)).toEqual([a.id]);
    expect((await list(`q=${encodeURIComponent(surname)}&source=tier`)).targets.map((t) => t.memberId)).toEqual([b.id]);
    // By phone, and next month (no override there yet).
    expect((await list(`q=${b.phone.slice(-7)}`)).targets.map((t) => t.memberId)).toEqual([b.id]);
    const next = await list(`q=${encodeURIComponent(surname)}&month=${addMonths(month, 1)}`);
    expect(next.targets.map((t) => t.source)).toEqual(['tier', 'tier']);
  });

  it('is the admins’: an operator is refused, as when setting a target', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/targets', headers: operator.headers });
    expect(res.statusCode).toBe(403);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/targets',
      headers: operator.headers,
      payload: { month: moscowMonth(ctx.clock.now()), memberPhones: ['79990000001'], contracts: 2, bonus: 700 },
    });
    expect(put.statusCode).toBe(403);
  });

  it('names the unknown phones of a pasted list in the refusal', async () => {
    const a = await member(ctx, 'Вера', 'Известная');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/targets',
      headers: admin.headers,
      payload: { month: moscowMonth(ctx.clock.now()), memberPhones: [a.phone, '79990000002'], contracts: 2, bonus: 700 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'contest_members_unknown',
      fields: { memberPhones: 'Этих номеров нет в программе: +7 (999) 000-00-02. Уберите их из списка.' },
    });
  });
});
