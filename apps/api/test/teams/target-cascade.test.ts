// Targets cascaded through the teams (decision 0067, docs/product.md §11.7): a dealer's target of a
// month split to its points, teams and agents in proportion to the three months before (each agent's
// contracts on the days they were in the team), equally without any, exact to the contract; a share
// fixed by hand kept when the top changes; refusals in Russian with nothing changed, a past month's
// as personal targets'; an agent's share is their personal target unless an operator set one, and
// settles a bonus they hold against it.
import type { MemberTarget, TargetCascade } from '@cabinet/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMonths, moscowMonth } from '../../src/lib/moscow-time.js';
import { seedMember } from '../../src/seed/members.js';
import { seedOperators, signInAdmin, signInDemoOperator, type OperatorSession } from '../admin/fixtures.js';
import { importContracts } from '../contests/fixtures.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';

let ctx: TestContext;
let admin: OperatorSession;
let operator: OperatorSession;
let month: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  month = moscowMonth(ctx.clock.now());
});
beforeEach(async () => {
  admin = await signInAdmin(ctx);
  operator = await signInDemoOperator(ctx);
});

type Res = Awaited<ReturnType<TestContext['app']['inject']>>;
const call = (who: OperatorSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<Res> =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) }) as Promise<Res>;
const ok = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const refusal = (res: Res) => ({ status: res.statusCode, ...(res.json() as object) });

/** A day of the month `k` months from this one. */
const day = (k: number, n: number) => `${addMonths(month, k)}-${String(n).padStart(2, '0')}`;

let seq = 0;
async function agent(lastName: string): Promise<{ id: string; phone: string }> {
  const phone = `7998${String(++seq).padStart(7, '0')}`;
  return { id: await seedMember(ctx.db, { phone, lastName, firstName: 'Иван', middleName: '' }), phone };
}
const created = async (url: string, payload: object) => ok<{ id: string }>(await call(admin, 'POST', url, payload)).id;
const place = async (teamId: string, memberId: string, from: string) =>
  ok(await call(admin, 'POST', `/api/admin/teams/${teamId}/agents`, { memberId, from }));
/** `n` active contracts of the member, signed on `on`. */
const contracts = (memberId: string, n: number, on: string) =>
  importContracts(
    ctx,
    Array.from({ length: n }, () => [memberId, on] as [string, string]),
  );

/**
 * A dealer with two points: «Север» with teams «А» (agents a1, a2) and «Б» (a3), «Юг» with team «В»
 * (a4); every agent in their team for the whole history, with 3, 1, 2 and 4 contracts in it.
 */
async function standardDealer() {
  const dealer = await created('/api/admin/dealers', { name: `Дилер ${++seq}` });
  const north = await created('/api/admin/sales-points', { dealerId: dealer, name: 'Север' });
  const south = await created('/api/admin/sales-points', { dealerId: dealer, name: 'Юг' });
  const a = await created('/api/admin/teams', { pointId: north, name: 'А' });
  const b = await created('/api/admin/teams', { pointId: north, name: 'Б' });
  const c = await created('/api/admin/teams', { pointId: south, name: 'В' });
  const [a1, a2, a3, a4] = [await agent('Андреев'), await agent('Борисов'), await agent('Васильев'), await agent('Григорьев')];
  for (const [team, m] of [
    [a, a1],
    [a, a2],
    [b, a3],
    [c, a4],
  ] as const)
    await place(team, m.id, day(-3, 1));
  for (const [m, n] of [
    [a1, 3],
    [a2, 1],
    [a3, 2],
    [a4, 4],
  ] as const)
    await contracts(m.id, n, day(-2, 10));
  return { dealer, north, south, a, b, c, a1, a2, a3, a4 };
}

const tree = async (m = month) => ok<TargetCascade>(await call(operator, 'GET', `/api/admin/target-cascade?month=${m}`));
const dealerOf = (t: TargetCascade, id: string) => t.dealers.find((d) => d.id === id)!;
const setDealer = (id: string, contracts: number, m = month) =>
  call(admin, 'PUT', `/api/admin/target-cascade/dealers/${id}`, { month: m, contracts });
const setShare = (level: 'points' | 'teams' | 'agents', id: string, contracts: number, m = month) =>
  call(admin, 'PUT', `/api/admin/target-cascade/shares/${level}/${id}`, { month: m, contracts });
const unfix = (level: 'points' | 'teams' | 'agents', id: string, m = month) =>
  call(admin, 'POST', `/api/admin/target-cascade/shares/${level}/${id}/unfix`, { month: m });
const snapshot = async () =>
  JSON.stringify((await ctx.db.query('SELECT json_agg(c ORDER BY c.id) AS rows FROM cascade_targets c')).rows);

/** The dealer's numbers as `name: own/below` lines, agents `name: own`, «*» for a hand. */
function shape(d: TargetCascade['dealers'][number]) {
  const mark = (n: { target: number | null; byHand: boolean }) => `${n.target}${n.byHand ? '*' : ''}`;
  return {
    [d.name]: `${mark(d)}/${d.below}`,
    ...Object.fromEntries(
      d.points.flatMap((p) => [
        [p.name, `${mark(p)}/${p.below}`],
        ...p.teams.flatMap((t) => [[t.name, `${mark(t)}/${t.below}`], ...t.agents.map((a) => [a.name.split(' ')[0], mark(a)])]),
      ]),
    ),
  };
}

describe('a dealer’s target split down the structure', () => {
  it('splits in proportion to the three months before, each level summing exactly to the one above', async () => {
    const s = await standardDealer();
    await contracts(s.a1.id, 1, day(0, 1));
    const answer = ok<TargetCascade>(await setDealer(s.dealer, 25));
    const d = dealerOf(answer, s.dealer);
    // Север 6 of 10 → 15, А 4 of 6 → 10: Андреев 7.5 and Борисов 2.5, the tie to the larger weight.
    expect(shape(d)).toEqual({
      [d.name]: '25/25',
      Север: '15/15',
      А: '10/10',
      Андреев: '8',
      Борисов: '2',
      Б: '5/5',
      Васильев: '5',
      Юг: '10/10',
      В: '10/10',
      Григорьев: '10',
    });
    expect(answer).toMatchObject({
      month,
      closed: false,
      editable: true,
      historyFrom: addMonths(month, -3),
      historyTo: addMonths(month, -1),
      agentsOn: day(0, 1),
    });
    expect(d).toMatchObject({ history: 10, done: 1 });
    const north = d.points[0]!;
    expect(north).toMatchObject({ history: 6, done: 1 });
    expect(north.teams[0]!.agents[0]).toMatchObject({ history: 3, done: 1, phone: s.a1.phone, byHand: false });
    // The operator reads the same tree; only admins write.
    expect(dealerOf(await tree(), s.dealer)).toEqual(d);
    expect(
      (await call(operator, 'PUT', `/api/admin/target-cascade/dealers/${s.dealer}`, { month, contracts: 5 })).statusCode,
    ).toBe(403);
    expect(
      (await call(operator, 'PUT', `/api/admin/target-cascade/shares/teams/${s.a}`, { month, contracts: 5 })).statusCode,
    ).toBe(403);
    const { rows } = await ctx.db.query<{ action: string; after: { contracts: number; shares: number } }>(
      `SELECT action, after FROM audit_log WHERE action LIKE 'target_cascade.%' AND target_type = 'dealer' AND target_id = $1`,
      [s.dealer],
    );
    expect(rows).toMatchObject([{ action: 'target_cascade.dealer_set', after: { contracts: 25, shares: 9 } }]);
  });

  it('splits equally when no one below has any history', async () => {
    const dealer = await created('/api/admin/dealers', { name: `Новый дилер ${++seq}` });
    const point = await created('/api/admin/sales-points', { dealerId: dealer, name: 'Точка' });
    const team = await created('/api/admin/teams', { pointId: point, name: 'Новички' });
    for (const name of ['Волков', 'Быков', 'Агеев']) await place(team, (await agent(name)).id, day(0, 1));
    const d = dealerOf(ok<TargetCascade>(await setDealer(dealer, 10)), dealer);
    expect(shape(d)).toEqual({ [d.name]: '10/10', Точка: '10/10', Новички: '10/10', Агеев: '4', Быков: '3', Волков: '3' });
  });

  it('an agent who moved in the history counts for each team on the days they were in it', async () => {
    const dealer = await created('/api/admin/dealers', { name: `Дилер с переходом ${++seq}` });
    const point = await created('/api/admin/sales-points', { dealerId: dealer, name: 'Центр' });
    const from = await created('/api/admin/teams', { pointId: point, name: 'Прежняя' });
    const to = await created('/api/admin/teams', { pointId: point, name: 'Новая' });
    const mover = await agent('Переходов');
    await place(from, mover.id, day(-3, 1));
    await place(to, mover.id, day(-2, 15));
    await contracts(mover.id, 2, day(-2, 14));
    await contracts(mover.id, 3, day(-2, 15));
    const d = dealerOf(ok<TargetCascade>(await setDealer(dealer, 10)), dealer);
    const [newer, older] = d.points[0]!.teams;
    expect(older).toMatchObject({ name: 'Прежняя', history: 2, target: 4, agents: [] });
    expect(newer).toMatchObject({ name: 'Новая', history: 3, target: 6, agents: [{ id: mover.id, history: 3, target: 6 }] });
  });
});

describe('shares fixed by hand', () => {
  it('are kept when the top changes, and the rest is split among the others', async () => {
    const s = await standardDealer();
    ok(await setDealer(s.dealer, 25));
    // Б fixed at 8 of Север's 15: А gets 7 — Андреев 5.25 → 5, Борисов 1.75 → 2.
    let d = dealerOf(ok<TargetCascade>(await setShare('teams', s.b, 8)), s.dealer);
    expect(shape(d)).toMatchObject({
      Север: '15/15',
      А: '7/7',
      Андреев: '5',
      Борисов: '2',
      Б: '8*/8',
      Васильев: '8',
      Юг: '10/10',
    });
    d = dealerOf(ok<TargetCascade>(await setShare('agents', s.a2.id, 1)), s.dealer);
    expect(shape(d)).toMatchObject({ А: '7/7', Андреев: '6', Борисов: '1*' });
    // The top changes: Север 18, Юг 12; Б and Борисов keep their numbers.
    d = dealerOf(ok<TargetCascade>(await setDealer(s.dealer, 30)), s.dealer);
    expect(shape(d)).toEqual({
      [d.name]: '30/30',
      Север: '18/18',
      А: '10/10',
      Андреев: '9',
      Борисов: '1*',
      Б: '8*/8',
      Васильев: '8',
      Юг: '12/12',
      В: '12/12',
      Григорьев: '12',
    });
    // Un-fixed, Б is split again with А: 18 × 2/6 = 6.
    d = dealerOf(ok<TargetCascade>(await unfix('teams', s.b)), s.dealer);
    expect(shape(d)).toMatchObject({ А: '12/12', Андреев: '11', Борисов: '1*', Б: '6/6', Васильев: '6' });
    const { rows } = await ctx.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE action LIKE 'target_cascade.share%' AND target_type IN ('team', 'member') AND target_id = ANY($1) ORDER BY id`,
      [[s.b, s.a2.id]],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'target_cascade.share_set',
      'target_cascade.share_set',
      'target_cascade.share_unfixed',
    ]);
  });

  it('refuses a hand value above what the parent leaves, a top below the fixed shares, a share without a parent — changing nothing', async () => {
    const s = await standardDealer();
    ok(await setDealer(s.dealer, 30));
    ok(await setShare('teams', s.b, 8));
    const before = await snapshot();
    expect(refusal(await setShare('teams', s.a, 11))).toMatchObject({
      status: 422,
      code: 'target_cascade_over_parent',
      message: 'Не больше 10 договоров: столько остаётся от цели точки «Север» после долей, закреплённых вручную',
      fields: { contracts: 'Не больше 10 договоров: столько остаётся от цели точки «Север» после долей, закреплённых вручную' },
    });
    // 12 for the dealer: Север gets 7, less than Б's 8.
    expect(refusal(await setDealer(s.dealer, 12))).toMatchObject({
      status: 409,
      code: 'target_cascade_under_fixed',
      message: 'Цель точки «Север» — 7 договоров, а вручную ниже закреплено 8 договоров: снимите закрепление или увеличьте цель',
    });
    expect(await snapshot()).toBe(before);
    const bare = await standardDealer();
    expect(refusal(await setShare('points', bare.north, 3))).toMatchObject({
      status: 409,
      code: 'target_cascade_no_parent',
      message: `У дилера «${dealerOf(await tree(), bare.dealer).name}» нет цели на этот месяц: задайте цель дилера — она разделится по точкам, командам и агентам`,
    });
    expect(refusal(await setShare('agents', '00000000-0000-4000-8000-000000000000', 1))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect(refusal(await setDealer('999999', 5))).toMatchObject({ status: 404, code: 'not_found' });
    expect(refusal(await setDealer(s.dealer, 0))).toMatchObject({ status: 400, fields: { contracts: 'Не меньше 1' } });
    expect(await snapshot()).toBe(before);
  });

  it('a closed month is refused and shown closed', async () => {
    const s = await standardDealer();
    const last = addMonths(month, -1);
    const { rows } = await ctx.db.query<{ id: string }>(`SELECT id FROM operators ORDER BY created_at LIMIT 1`);
    await ctx.db.query(
      `INSERT INTO periods (month, starts_at, ends_at, requested_by, requested_at, closed_by, closed_at) VALUES ($1, now(), now(), $2, now(), $2, now())`,
      [`${last}-01`, rows[0]!.id],
    );
    try {
      const before = await snapshot();
      expect(refusal(await setDealer(s.dealer, 10, last))).toMatchObject({
        status: 409,
        code: 'target_cascade_month_closed',
        message: 'Месяц уже закрыт: цели закрытого месяца не меняются',
      });
      expect(await snapshot()).toBe(before);
      expect((await tree(last)).closed).toBe(true);
      expect((await tree()).closed).toBe(false);
    } finally {
      await ctx.db.query('DELETE FROM periods WHERE month = $1', [`${last}-01`]);
    }
  });

  it('a past month still open is refused as personal targets are, changing nothing', async () => {
    const s = await standardDealer();
    const last = addMonths(month, -1);
    // Last month's split, as an admin left it then.
    await ctx.db.query(
      `INSERT INTO cascade_targets (month, level, dealer_id, point_id, team_id, member_id, contracts, by_hand, set_by, set_at)
       SELECT $1::date, r.level, $2, r.point_id, r.team_id, r.member_id, r.contracts, r.by_hand,
              (SELECT id FROM operators ORDER BY created_at LIMIT 1), now()
         FROM (VALUES ('dealer', NULL::bigint, NULL::bigint, NULL::uuid, 10, false), ('point', $3, NULL, NULL, 10, false),
                      ('team', $3, $4, NULL, 6, true), ('agent', $3, $4, $5::uuid, 6, false))
              AS r (level, point_id, team_id, member_id, contracts, by_hand)`,
      [`${last}-01`, s.dealer, s.north, s.a, s.a1.id],
    );
    const before = await snapshot();
    const past = { status: 409, code: 'target_month_closed', message: 'Месяц уже прошёл: его цели закрыты для изменений' };
    expect(refusal(await setDealer(s.dealer, 20, last))).toMatchObject(past);
    expect(refusal(await setShare('agents', s.a1.id, 2, last))).toMatchObject(past);
    expect(refusal(await unfix('teams', s.a, last))).toMatchObject(past);
    expect(await snapshot()).toBe(before);
    expect(shape(dealerOf(await tree(last), s.dealer))).toMatchObject({ Север: '10/6', А: '6*/6', Андреев: '6' });
    expect(await tree(last)).toMatchObject({ closed: false, editable: false });
  });
});

describe('the agent’s personal target', () => {
  const current = async (phone: string) =>
    ok<MemberTarget>(
      await ctx.app.inject({ method: 'GET', url: '/api/targets/current', headers: (await signIn(ctx, phone)).headers }),
    );

  it('is their share, without a bonus, unless an operator set one; a share of 0 leaves the tier’s', async () => {
    const s = await standardDealer();
    ok(await setDealer(s.dealer, 25));
    expect(await current(s.a1.phone)).toMatchObject({ month, target: 8, bonus: 0, source: 'dealer' });
    const listed = ok<{ targets: { memberId: string; source: string }[] }>(
      await call(admin, 'GET', `/api/admin/targets?month=${month}&source=dealer&q=${s.a1.phone}`),
    );
    expect(listed.targets).toMatchObject([{ memberId: s.a1.id, source: 'dealer' }]);
    ok(await call(admin, 'PUT', '/api/admin/targets', { month, memberPhones: [s.a1.phone], contracts: 3, bonus: 100 }));
    expect(await current(s.a1.phone)).toMatchObject({ target: 3, bonus: 100, source: 'operator' });
    ok(await setShare('agents', s.a2.id, 0));
    expect(await current(s.a2.phone)).toMatchObject({ source: 'tier' });
    // The rest of the team's 10 goes to Андреев, whose own target is still the operator's.
    expect(shape(dealerOf(await tree(), s.dealer))).toMatchObject({ Андреев: '10', Борисов: '0*' });
    expect(await current(s.a1.phone)).toMatchObject({ target: 3, source: 'operator' });
  });

  it('takes back a tier bonus the agent holds when their share is above what they signed, saying the target changed', async () => {
    const dealer = await created('/api/admin/dealers', { name: `Дилер с бонусом ${++seq}` });
    const point = await created('/api/admin/sales-points', { dealerId: dealer, name: 'Точка' });
    const team = await created('/api/admin/teams', { pointId: point, name: 'Премиальные' });
    const x = await agent('Бонусов');
    await place(team, x.id, day(-1, 1));
    await contracts(x.id, 1, day(-1, 10));
    // This month's table only: one contract last month makes the tier target 2, with a bonus of 300.
    await ctx.db.query(
      `INSERT INTO reward_tiers (month, min_contracts, reward, target_bonus) VALUES ($1, 1, 50000, 0), ($1, 2, 60000, 30000)`,
      [`${month}-01`],
    );
    try {
      await contracts(x.id, 2, day(0, 1));
      expect(await current(x.phone)).toMatchObject({ target: 2, done: 2, bonus: 300, paid: true, source: 'tier' });
      ok(await setDealer(dealer, 5));
      expect(await current(x.phone)).toMatchObject({ target: 5, done: 2, bonus: 0, paid: false, source: 'dealer' });
      const { rows } = await ctx.db.query<{ kind: string; description: string }>(
        `SELECT kind, description FROM ledger_transactions WHERE member_id = $1 AND kind LIKE 'target%' ORDER BY id`,
        [x.id],
      );
      expect(rows).toEqual([
        { kind: 'target_bonus', description: `Цель ${month.slice(5)}.${month.slice(0, 4)}: 2 дог. выполнена` },
        { kind: 'target_clawback', description: `Цель ${month.slice(5)}.${month.slice(0, 4)} изменена и больше не выполнена` },
      ]);
    } finally {
      await ctx.db.query('DELETE FROM reward_tiers WHERE month = $1', [`${month}-01`]);
    }
  });
});
