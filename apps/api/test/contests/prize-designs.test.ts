// Prize designs (docs/product.md §11.4) on a real database: the plan's leagues with their sizes and
// names and each design's worst case, a design dearer than its budget refused when saved and when
// scheduled, a prize for a league's top share with ties at its line cut by the budget at settlement
// (and the cut kept when a cancelled contract takes a prize back), and the results for the accountant.
import {
  CONTEST_RESULTS_HEADER,
  formatPoints,
  type AdminContest,
  type ContestBody,
  type ContestPlan,
  type MemberContest,
} from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelContract } from '../../src/features/rewards/cancel-contract.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { seedOperators, signInAdmin } from '../admin/fixtures.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';
import { addDays, finish, importContracts, member, start } from './fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});

const contestCount = async () => (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contests')).rows[0]!.n;

/** Ten members, two of them with three contracts last month: «Профи» by the bands [0, 3] over one month. */
async function tenMembers() {
  const all = [];
  for (let i = 0; i < 10; i++) all.push(await member(ctx, `Агент${i}`, 'Призовой'));
  const today = moscowDate(ctx.clock.now());
  await importContracts(
    ctx,
    all.slice(0, 2).flatMap((m) => [0, 1, 2].map(() => [m.id, addDays(today, -5)] as [string, string])),
  );
  return all;
}

function design(phones: string[], rule: ContestBody['rule'], more: Partial<ContestBody> = {}): ContestBody {
  const today = moscowDate(ctx.clock.now());
  return {
    title: 'Призовой дизайн',
    startsOn: addDays(today, 1),
    endsOn: addDays(today, 10),
    participants: 'list',
    memberPhones: phones,
    leagueBands: [0, 3],
    historyMonths: 1,
    leagueNames: ['Новички', 'Профи'],
    rule,
    ...more,
  };
}

describe('prize designs', () => {
  it('plans the leagues from last month with their sizes and names, and each design’s worst case, saving nothing', async () => {
    const admin = await signInAdmin(ctx);
    const phones = (await tenMembers()).map((m) => m.phone);
    const before = await contestCount();
    const plan = async (rule: ContestBody['rule'], more: Partial<ContestBody> = {}) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/contests/plan',
        headers: admin.headers,
        payload: design(phones, rule, more),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ContestPlan>();
    };

    // A quarter of each league: 2 of the 8 newcomers, and at least one of the 2 pros.
    const top = await plan({ kind: 'top_percent', percent: 25, prize: 1000 });
    expect(top).toEqual({
      bands: [0, 3],
      leagues: [
        { league: 1, name: 'Новички', minContracts: 0, members: 8, worstCase: 2000 },
        { league: 2, name: 'Профи', minContracts: 3, members: 2, worstCase: 1000 },
      ],
      members: 10,
      worstCase: 3000,
      budget: null,
      summary: `В худшем случае призы обойдутся в ${formatPoints(3000)}`,
      withinBudget: true,
    });
    // Every member reaching the threshold; every prize place won once (a league of two has two).
    expect((await plan({ kind: 'threshold', contracts: 2, prize: 500 })).worstCase).toBe(5000);
    expect((await plan({ kind: 'places', prizes: [3000, 2000, 1000] })).leagues.map((l) => l.worstCase)).toEqual([6000, 5000]);
    const perContract = await plan({ kind: 'per_contract', pointsPerContract: 100 });
    expect(perContract).toMatchObject({ worstCase: null, withinBudget: true });
    expect(perContract.summary).toMatch(/^Стоимость не ограничена/);
    const capped = await plan({ kind: 'per_contract', pointsPerContract: 100 }, { budget: 4000 });
    expect(capped.summary).toBe(
      `Не больше бюджета — ${formatPoints(4000)}: если начислений окажется больше, каждое уменьшится в одной пропорции.`,
    );
    const over = await plan({ kind: 'top_percent', percent: 25, prize: 1000 }, { budget: 2999 });
    expect(over).toMatchObject({ withinBudget: false, budget: 2999 });
    expect(over.summary).toContain('больше бюджета');
    // The leagues that take part only, named by number where no name was given.
    const second = await plan(
      { kind: 'threshold', contracts: 2, prize: 500 },
      { participants: 'leagues', leagueNumbers: [2], leagueNames: [] },
    );
    expect(second.leagues).toEqual([{ league: 2, name: 'Лига 2', minContracts: 3, members: 2, worstCase: 1000 }]);
    expect(await contestCount()).toBe(before);
  });

  it('refuses a design dearer than its budget, a share out of range and names without leagues, saving nothing', async () => {
    const admin = await signInAdmin(ctx);
    const phones = (await tenMembers()).map((m) => m.phone);
    const before = await contestCount();
    const create = (body: ContestBody) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/contests', headers: admin.headers, payload: body });

    const dear = await create(design(phones, { kind: 'top_percent', percent: 25, prize: 1000 }, { budget: 2999 }));
    expect(dear.statusCode, dear.body).toBe(422);
    expect(dear.json()).toMatchObject({ code: 'contest_over_budget' });
    for (const [percent, message] of [
      [0, 'От 1 до 50 %'],
      [51, 'От 1 до 50 %'],
      [12.5, 'Укажите целое число процентов'],
    ] as const) {
      const res = await create(design(phones, { kind: 'top_percent', percent, prize: 1000 }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { 'rule.percent': message } });
    }
    const zero = await create(design(phones, { kind: 'threshold', contracts: 0, prize: 500 }));
    expect(zero.json()).toMatchObject({ code: 'validation_error', fields: { 'rule.contracts': 'Не меньше 1' } });
    const names = await create(design(phones, { kind: 'threshold', contracts: 2, prize: 500 }, { leagueNames: ['А', 'Б', 'В'] }));
    expect(names.json()).toMatchObject({ code: 'validation_error', fields: { leagueNames: 'Названий больше, чем лиг' } });
    expect(await contestCount()).toBe(before);

    const fits = await create(design(phones, { kind: 'top_percent', percent: 25, prize: 1000 }, { budget: 3000 }));
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json<AdminContest>()).toMatchObject({ budget: 3000, leagueNames: ['Новички', 'Профи'], uncappedTotal: null });
  });

  it('refuses to schedule a draft whose leagues have grown past its budget since it was saved', async () => {
    const admin = await signInAdmin(ctx);
    const phones = (await tenMembers()).map((m) => m.phone);
    const plan = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/contests/plan',
      headers: admin.headers,
      payload: design(
        phones,
        { kind: 'threshold', contracts: 2, prize: 500 },
        { participants: 'all', leagueBands: [0], leagueNames: [] },
      ),
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const everyone = plan.json<ContestPlan>().members;
    expect(everyone).toBeGreaterThanOrEqual(10);
    const body = design(
      phones,
      { kind: 'threshold', contracts: 2, prize: 500 },
      { participants: 'all', leagueBands: [0], leagueNames: [], budget: everyone * 500 },
    );
    const created = await ctx.app.inject({ method: 'POST', url: '/api/admin/contests', headers: admin.headers, payload: body });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<AdminContest>().id;
    await member(ctx, 'Новый', 'Агент');
    const scheduled = await ctx.app.inject({ method: 'POST', url: `/api/admin/contests/${id}/schedule`, headers: admin.headers });
    expect(scheduled.statusCode, scheduled.body).toBe(422);
    expect(scheduled.json()).toMatchObject({ code: 'contest_over_budget' });
    const { rows } = await ctx.db.query<{ status: string; seed: string | null }>(
      'SELECT status, holdout_seed AS seed FROM contests WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ status: 'draft', seed: null });
  });

  it('pays the highest step reached, tells the way to the next one and refuses steps that overlap', async () => {
    const admin = await signInAdmin(ctx);
    const all = await tenMembers();
    const [a, b, c] = all;
    const steps: ContestBody['rule'] = {
      kind: 'steps',
      steps: [
        { contracts: 2, prize: 500 },
        { contracts: 4, prize: 1500 },
      ],
    };
    const create = (body: ContestBody) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/contests', headers: admin.headers, payload: body });
    const before = await contestCount();
    for (const overlapping of [
      [
        { contracts: 4, prize: 500 },
        { contracts: 2, prize: 1500 },
      ],
      [
        { contracts: 2, prize: 500 },
        { contracts: 2, prize: 1500 },
      ],
      [
        { contracts: 2, prize: 1500 },
        { contracts: 4, prize: 500 },
      ],
    ]) {
      const res = await create(
        design(
          all.map((m) => m.phone),
          { kind: 'steps', steps: overlapping },
        ),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        fields: { 'rule.steps': 'Пороги по возрастанию: больше договоров — больший приз' },
      });
    }
    const one = await create(
      design(
        all.map((m) => m.phone),
        { kind: 'steps', steps: [{ contracts: 2, prize: 500 }] },
      ),
    );
    expect(one.json()).toMatchObject({ fields: { 'rule.steps': 'Укажите хотя бы два порога' } });
    expect(await contestCount()).toBe(before);

    // The worst case: every member at the highest step.
    const plan = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/contests/plan',
      headers: admin.headers,
      payload: design(
        all.map((m) => m.phone),
        steps,
        { leagueBands: [0], leagueNames: [] },
      ),
    });
    expect(plan.json<ContestPlan>().worstCase).toBe(15_000);

    const created = await create(
      design(
        all.map((m) => m.phone),
        steps,
        { leagueBands: [0], leagueNames: [] },
      ),
    );
    expect(created.statusCode, created.body).toBe(200);
    const contest = created.json<AdminContest>();
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/admin/contests/${contest.id}/schedule`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    await start(ctx, contest);
    const day = moscowDate(ctx.clock.now());
    const sign = (m: { id: string }, n: number) => Array.from({ length: n }, () => [m.id, day] as [string, string]);
    await importContracts(ctx, [...sign(a!, 5), ...sign(b!, 3), ...sign(c!, 1)]);

    const { headers } = await signIn(ctx, b!.phone);
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/contests/${contest.id}/`, headers })).json<MemberContest>();
    expect(page.standing).toMatchObject({ score: 3, prize: 500, gap: { contracts: 1, place: null } });
    // The fourth contract lifts the prize from the first step's to the second's: 1 000 б. more.
    expect(page.nextStep).toMatchObject({ contest: 1000 });
    expect(page.rules).toContain(`Призы за пороги: 2 договора — ${formatPoints(500)}; 4 договора — ${formatPoints(1500)}`);

    await finish(ctx, contest);
    const settled = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/contests/${contest.id}`, headers: (await signInAdmin(ctx)).headers })
    ).json<AdminContest>();
    expect(Object.fromEntries(settled.prizes.map((p) => [p.memberId, p.amount]))).toEqual({ [a!.id]: 1500, [b!.id]: 500 });
  });

  it('pays the top share with ties at its line, cut by the budget in one proportion, and exports the results', async () => {
    const admin = await signInAdmin(ctx);
    const all = await tenMembers();
    const [a, b, c, d] = all;
    // One league of ten: 20 % are two winners, 2 000 б. at worst, within 2 500 б.
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      headers: admin.headers,
      payload: design(
        all.map((m) => m.phone),
        { kind: 'top_percent', percent: 20, prize: 1000 },
        { leagueBands: [0], leagueNames: ['Все вместе'], budget: 2500 },
      ),
    });
    expect(created.statusCode, created.body).toBe(200);
    const contest = created.json<AdminContest>();
    const scheduled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/contests/${contest.id}/schedule`,
      headers: admin.headers,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await start(ctx, contest);

    const day = moscowDate(ctx.clock.now());
    const sign = (m: { id: string }, n: number) => Array.from({ length: n }, () => [m.id, day] as [string, string]);
    const numbers = await importContracts(ctx, [...sign(a!, 3), ...sign(b!, 2), ...sign(c!, 2), ...sign(d!, 1)]);

    // D, fourth, reads the gap to the prize (not to a place) and the rules with the budget.
    const { headers } = await signIn(ctx, d!.phone);
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/contests/${contest.id}/`, headers })).json<MemberContest>();
    expect(page.standing).toMatchObject({ leagueName: 'Все вместе', place: 4, gap: { contracts: 1, place: null }, prize: 0 });
    expect(page.standing!.gapText).toBe('ещё 1 договор до приза');
    expect(page.rules).toContain(`Первые 20\u00a0% участников конкурса (хотя бы один) получают по ${formatPoints(1000)}`);
    expect(page.rules).toContain(
      `Призовой фонд — ${formatPoints(2500)}: если призов окажется больше, каждый уменьшится в одной пропорции.`,
    );

    // B and C share the second place: three winners, 3 000 б. cut to 2 500 — 833,33 б. each.
    const reader = await signInAdmin(ctx);
    const running = await ctx.app.inject({ method: 'GET', url: `/api/admin/contests/${contest.id}`, headers: reader.headers });
    expect(running.json<AdminContest>().payout).toEqual({ members: 3, total: 2499.99 });
    const early = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.id}/results.csv`,
      headers: reader.headers,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'contest_wrong_state' });
    await finish(ctx, contest);
    const after = await signInAdmin(ctx);
    const settled = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/contests/${contest.id}`, headers: after.headers })
    ).json<AdminContest>();
    expect(settled).toMatchObject({ status: 'settled', uncappedTotal: 3000 });
    expect(settled.prizes.map((p) => [p.memberId, p.place, p.amount, p.status])).toEqual([
      [a!.id, 1, 833.33, 'paid'],
      ...[b!, c!].map((m) => [m.id, 2, 833.33, 'paid']).sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ]);

    // A cancelled contract of B's drops B to fourth: the prize, as cut, is taken back.
    await ctx.db.transaction((tx) => cancelContract(tx, { number: numbers[3]!, at: ctx.clock.now() }));
    const { rows } = await ctx.db.query<{ clawed: number }>(
      'SELECT clawed_back::float8 / 100 AS clawed FROM contest_prizes WHERE contest_id = $1 AND member_id = $2',
      [contest.id, b!.id],
    );
    expect(rows[0]!.clawed).toBe(833.33);

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.id}/results.csv`,
      headers: after.headers,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(CONTEST_RESULTS_HEADER.join(';'));
    expect(lines).toHaveLength(4);
    const first = lines.find((l) => l.includes(a!.phone))!.split(';');
    expect(first.slice(3, 10)).toEqual(['Все вместе', '1', '3', '833,33', '0', 'Начислен', 'Физическое лицо']);
    expect(Number(first[10]!.replace(',', '.'))).toBeGreaterThan(0);
    const taken = lines.find((l) => l.includes(b!.phone))!.split(';');
    // The count is the one the prize was settled on; what was taken back is beside it.
    expect(taken.slice(5, 8)).toEqual(['2', '833,33', '833,33']);
    expect(taken[10]).toBe('0');

    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${(await contestCount()) + 1000}/results.csv`,
      headers: after.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
