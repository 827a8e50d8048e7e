// Team contests (docs/product.md §11.8, decision 0070) on a real database: a contract counts for the team
// its agent was in on the signing day, across a move; leagues of teams by their results per agent; the
// standings under imports and cancellations; teams ranked per agent; the prize split equally or by
// contribution to the kopeck, only among agents with a counted contract; settlement paying each share
// once under a race, the approval of a big prize by a second admin, the tax of a share in the results, a
// share taken back after settlement; and the editor's refusals in Russian, with nothing saved.
import {
  formatPoints,
  TEAM_CONTEST_RESULTS_HEADER,
  teamSplitText,
  type AdminContest,
  type ContestBody,
  type ContestPlan,
  type MemberContest,
  type MemberContestSummary,
} from '@cabinet/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleContest } from '../../src/features/contests/settle.js';
import { teamContestPlaces } from '../../src/features/contests/service.js';
import { cancelContract } from '../../src/features/rewards/cancel-contract.js';
import { withdrawalTax } from '../../src/features/tax/service.js';
import { toPoints } from '../../src/ledger/amounts.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { DEMO_TEAM_CONTEST, seedTeamContestsDemo } from '../../src/seed/team-contests-demo.js';
import { seedOperators, signInAdmin, signInAnotherAdmin, type OperatorSession } from '../admin/fixtures.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { addDays, finish, importContracts, member, scheduledContest, start } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});
beforeEach(async () => {
  // Each test plays its own teams: a day on, the earlier tests' teams lose their agents, so a contest
  // starting tomorrow does not enrol them.
  ctx.clock.advance(86_400_000);
  await ctx.db.query('UPDATE team_agents SET valid_to = $1 WHERE valid_from < $1 AND (valid_to IS NULL OR valid_to > $1)', [
    moscowDate(ctx.clock.now()),
  ]);
  // Sessions lapse while the clock jumps over a contest's days: each test signs in afresh.
  admin = await signInAdmin(ctx);
});

type Res = Awaited<ReturnType<TestContext['app']['inject']>>;
const ok = <T>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const post = (url: string, payload: object, who = admin) =>
  ctx.app.inject({ method: 'POST', url, headers: who.headers, payload }) as Promise<Res>;

let dealers = 0;
/** A team of its own dealer and point, through the back office. */
async function team(name: string): Promise<string> {
  const dealer = ok<{ id: string }>(await post('/api/admin/dealers', { name: `Дилер команд ${process.pid}-${++dealers}` }));
  const point = ok<{ id: string }>(
    await post('/api/admin/sales-points', { dealerId: dealer.id, name: 'Точка у вокзала', address: 'Пермь, Ленина, 2' }),
  );
  return ok<{ id: string }>(await post('/api/admin/teams', { pointId: point.id, name })).id;
}
const place = async (teamId: string, memberId: string, from: string) =>
  ok(await post(`/api/admin/teams/${teamId}/agents`, { memberId, from }));

/** A member in the team since 40 days ago. */
async function agent(teamId: string, firstName: string, lastName = 'Командный') {
  const m = await member(ctx, firstName, lastName);
  await place(teamId, m.id, addDays(moscowDate(ctx.clock.now()), -40));
  return m;
}

const teamContest = (body: Partial<ContestBody> & Pick<ContestBody, 'rule'>) =>
  scheduledContest(ctx, admin, { title: 'Командный рывок', kind: 'team', teamSplit: 'equal', leagueBands: [0], ...body });

const adminView = async (id: number) =>
  ok<AdminContest>(
    await ctx.app.inject({ method: 'GET', url: `/api/admin/contests/${id}`, headers: (await signInAdmin(ctx)).headers }),
  );
const teamsOf = async (id: number) =>
  (await adminView(id)).teamLeagues.flatMap((l) => l.teams.map((t) => ({ league: l.league, ...t })));
const cancel = (number: string) => ctx.db.transaction((tx) => cancelContract(tx, { number, at: ctx.clock.now() }));
const noonOf = (day: string) => new Date(`${day}T12:00:00+03:00`);
const balance = async (memberId: string) =>
  (
    await ctx.db.query<{ b: number }>(
      `SELECT balance::float8 / 100 AS b FROM ledger_accounts WHERE member_id = $1 AND kind = 'available'`,
      [memberId],
    )
  ).rows[0]!.b;
const prizeLines = async (memberId: string) =>
  (
    await ctx.db.query<{ kind: string; description: string; amount: number }>(
      `SELECT t.kind, t.description, (SELECT sum(abs(e.amount))::float8 / 200 FROM ledger_entries e WHERE e.transaction_id = t.id) AS amount
         FROM ledger_transactions t WHERE t.member_id = $1 AND t.kind LIKE 'contest%' ORDER BY t.id`,
      [memberId],
    )
  ).rows;
const contributions = async (contestId: number) =>
  (
    await ctx.db.query<{ memberId: string; contracts: number }>(
      `SELECT member_id::text AS "memberId", t.name, contracts FROM contest_team_agents a JOIN teams t ON t.id = a.team_id
        WHERE contest_id = $1 ORDER BY t.name, member_id`,
      [contestId],
    )
  ).rows;
const page = async (phone: string, id: number) => {
  const { headers } = await signIn(ctx, phone);
  const res = await ctx.app.inject({ method: 'GET', url: `/api/contests/${id}/`, headers });
  const list = ok<{ contests: MemberContestSummary[] }>(await ctx.app.inject({ method: 'GET', url: '/api/contests/', headers }));
  return { status: res.statusCode, page: res.json<MemberContest>(), listed: list.contests.find((c) => c.id === id) ?? null };
};

describe('team contests', () => {
  it('counts a contract for its agent’s team of the signing day across a move, and ranks teams per agent as contracts come and go', async () => {
    const alpha = await team('Альфа');
    const beta = await team('Бета');
    const x = await agent(alpha, 'Ксения', 'Переходова');
    const y = await agent(beta, 'Юрий', 'Бетин');
    const contest = await teamContest({ rule: { kind: 'places', prizes: [3000, 1000] } });
    // Ксения moves to «Бета» on the contest's third day.
    const third = addDays(contest.startsOn, 2);
    await place(beta, x.id, third);
    await start(ctx, contest);
    expect((await adminView(contest.id)).leagues).toMatchObject([{ league: 1, members: 2 }]);

    await importContracts(ctx, [[x.id, contest.startsOn]]);
    ctx.clock.set(noonOf(third));
    // A contract of the first day arriving after the move still counts for «Альфа».
    const [late] = await importContracts(ctx, [
      [x.id, contest.startsOn],
      [x.id, third],
      [y.id, third],
    ]);
    expect((await contributions(contest.id)).map((r) => [r.memberId, r.contracts])).toEqual([
      [x.id, 2],
      ...[
        [x.id, 1],
        [y.id, 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ]);
    // Three days so far. «Альфа»: 2 contracts, Ксения 2 of its days, 2 × 3 / 2 = 3 per agent.
    // «Бета»: 2 contracts, Юрий 3 days and Ксения 1, 2 × 3 / 4 = 1,5 per agent.
    expect(await teamsOf(contest.id)).toMatchObject([
      { name: 'Альфа', place: 1, contracts: 2, agents: 0.67, score: 3 },
      { name: 'Бета', place: 2, contracts: 2, agents: 1.33, score: 1.5 },
    ]);

    // Cancelled before settlement, a contract only lowers its team's score: 1 × 3 / 2 = 1,5, a shared first place.
    await cancel(late!);
    expect((await teamsOf(contest.id)).map((t) => [t.name, t.place, t.contracts, t.score])).toEqual([
      ['Альфа', 1, 1, 1.5],
      ['Бета', 1, 2, 1.5],
    ]);

    // Ксения's page shows the team she plays for now, its league by team names only, and her share.
    const seen = await page(x.phone, contest.id);
    expect(seen.status).toBe(200);
    expect(seen.page).toMatchObject({ kind: 'team', standing: null, leaders: [], neighbours: [] });
    expect(seen.page.team).toEqual({
      teamName: 'Бета',
      league: 1,
      leagueName: null,
      leagues: 1,
      place: 1,
      teamsInLeague: 2,
      contracts: 2,
      agents: 1.33,
      score: 1.5,
      prize: 3000,
      prizeAtStake: 3000,
      split: 'equal',
      myContracts: 1,
      myShare: 1500,
      board: [
        { place: 1, name: 'Альфа', score: 1.5, prize: 3000, isMine: false },
        { place: 1, name: 'Бета', score: 1.5, prize: 3000, isMine: true },
      ],
    });
    expect(seen.page.rules).toContain('Договор засчитывается команде, в которой агент был в день подписания.');
    expect(seen.page.rules).toContain(teamSplitText('equal'));
    expect(seen.page.rules).toContain(
      `Призы команде в каждой лиге: 1-е место — ${formatPoints(3000)}, 2-е место — ${formatPoints(1000)}`,
    );
    expect(seen.listed).toMatchObject({ kind: 'team', score: 1, place: 1, gapText: null });

    // A member in no team of it neither finds nor lists it.
    const outsider = await member(ctx, 'Олег', 'Одиночкин');
    expect(await page(outsider.phone, contest.id)).toMatchObject({ status: 404, listed: null });

    // The supervisor's «Команда» reads a team's contests through teamContestPlaces.
    expect(await teamContestPlaces(ctx.db, alpha, third)).toEqual([
      {
        contestId: contest.id,
        title: 'Командный рывок',
        status: 'running',
        startsOn: contest.startsOn,
        endsOn: contest.endsOn,
        league: 1,
        leagueName: 'Лига 1',
        teamsInLeague: 2,
        place: 1,
        contracts: 1,
        agents: 0.67,
        score: 1.5,
        prize: 3000,
        prizeAtStake: 3000,
        split: 'equal',
      },
    ]);
  });

  it('puts teams in leagues by their last months’ contracts per agent, not in total', async () => {
    const today = moscowDate(ctx.clock.now());
    const big = await team('Большая');
    const small = await team('Малая');
    const fresh = await team('Новая');
    const bigAgents = [];
    for (const n of ['Анна', 'Борис', 'Вера', 'Глеб']) bigAgents.push(await agent(big, n));
    const solo = await agent(small, 'Дарья');
    await agent(fresh, 'Егор');
    // Last month «Большая» signed 8 contracts with 4 agents (2 each), «Малая» 3 with one.
    await importContracts(ctx, [
      ...bigAgents.flatMap((m) => [0, 1].map(() => [m.id, addDays(today, -5)] as [string, string])),
      ...[0, 1, 2].map(() => [solo.id, addDays(today, -5)] as [string, string]),
    ]);
    const body: ContestBody = {
      title: 'Лиги команд',
      startsOn: addDays(today, 1),
      endsOn: addDays(today, 10),
      participants: 'all',
      kind: 'team',
      teamSplit: 'contribution',
      leagueBands: [0, 3],
      historyMonths: 1,
      leagueNames: ['Старт', 'Профи'],
      rule: { kind: 'places', prizes: [2000, 1000] },
    };
    const plan = ok<ContestPlan>(await post('/api/admin/contests/plan', body));
    expect(plan).toMatchObject({
      leagues: [
        { league: 1, name: 'Старт', minContracts: 0, members: 2, worstCase: 3000 },
        { league: 2, name: 'Профи', minContracts: 3, members: 1, worstCase: 2000 },
      ],
      members: 3,
      worstCase: 5000,
    });
    const contest = ok<AdminContest>(await post('/api/admin/contests', body));
    ok(await post(`/api/admin/contests/${contest.id}/schedule`, {}));
    await start(ctx, contest);
    expect((await teamsOf(contest.id)).map((t) => [t.league, t.name, t.place])).toEqual([
      [1, 'Большая', null],
      [1, 'Новая', null],
      [2, 'Малая', null],
    ]);
    expect((await adminView(contest.id)).leagues.map((l) => [l.name, l.members])).toEqual([
      ['Старт', 2],
      ['Профи', 1],
    ]);
  });

  it('splits a prize equally to the kopeck among agents with a counted contract, and settles once under a race', async () => {
    const echo = await team('Эхо');
    const focus = await team('Фокус');
    const [e1, e2, e3] = [await agent(echo, 'Эмма'), await agent(echo, 'Эдуард'), await agent(echo, 'Эльвира')];
    const f1 = await agent(focus, 'Фёдор');
    const contest = await teamContest({ rule: { kind: 'places', prizes: [1000, 500.01] } });
    await start(ctx, contest);
    const day = contest.startsOn;
    await importContracts(ctx, [
      [e1!.id, day],
      [e1!.id, day],
      [e2!.id, day],
      [f1.id, day],
      [f1.id, day],
    ]);
    // «Эхо» has more contracts (3 to 2) but fewer per agent (1 to 2): «Фокус» is first.
    expect((await teamsOf(contest.id)).map((t) => [t.name, t.place, t.score])).toEqual([
      ['Фокус', 1, 2],
      ['Эхо', 2, 1],
    ]);
    // Эльвира, without a counted contract, plays for the prize but shares none of it yet.
    expect((await page(e3!.phone, contest.id)).page.team).toMatchObject({ place: 2, prize: 500.01, myContracts: 0, myShare: 0 });
    expect((await page(e1!.phone, contest.id)).page.team).toMatchObject({ myContracts: 2, myShare: 250.01 });

    const before = await Promise.all([e1!, e2!, e3!, f1].map((m) => balance(m.id)));
    // The end without its settlement, then two settlements at once.
    ctx.clock.set(new Date(noonOf(addDays(contest.endsOn, 1)).getTime()));
    await ctx.db.query(`UPDATE contests SET status = 'finished' WHERE id = $1`, [contest.id]);
    const both = await Promise.all([
      settleContest(ctx.db, contest.id, ctx.clock.now()),
      settleContest(ctx.db, contest.id, ctx.clock.now()),
    ]);
    expect(both.filter((r) => r.settled)).toEqual([{ settled: true, prizes: 3 }]);
    const after = await Promise.all([e1!, e2!, e3!, f1].map((m) => balance(m.id)));
    expect(after.map((b, i) => Math.round((b - before[i]!) * 100) / 100)).toEqual([250.01, 250, 0, 1000]);
    expect(await prizeLines(f1.id)).toEqual([
      { kind: 'contest_prize', description: 'Конкурс «Командный рывок», команда «Фокус», 1-е место: доля агента', amount: 1000 },
    ]);
    expect((await prizeLines(e2!.id)).map((l) => l.description)).toEqual([
      'Конкурс «Командный рывок», команда «Эхо», 2-е место: доля агента',
    ]);
    expect(await prizeLines(e3!.id)).toEqual([]);

    const settled = await adminView(contest.id);
    expect(
      settled.teamPrizes.map((t) => [
        t.name,
        t.place,
        t.amount,
        t.shares.map((s) => [s.memberId, s.contracts, s.amount, s.status]),
      ]),
    ).toEqual([
      ['Фокус', 1, 1000, [[f1.id, 2, 1000, 'paid']]],
      [
        'Эхо',
        2,
        500.01,
        [
          [e1!.id, 2, 250.01, 'paid'],
          [e2!.id, 1, 250, 'paid'],
        ],
      ],
    ]);
    expect((await page(e1!.phone, contest.id)).page.result).toMatchObject({
      place: 2,
      score: 2,
      prize: 250.01,
      prizeStatus: 'paid',
    });

    // The accountant's results: a line per share, its team named, taxed for its agent as any prize.
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.id}/results.csv`,
      headers: (await signInAdmin(ctx)).headers,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(TEAM_CONTEST_RESULTS_HEADER.join(';'));
    expect(lines).toHaveLength(4);
    const emma = lines.find((l) => l.includes(e1!.phone))!.split(';');
    expect(emma.slice(3, 12)).toEqual(['Эхо', 'Лига 1', '2', '2', '500,01', '250,01', '0', 'Начислен', 'Физическое лицо']);
    const tax = await withdrawalTax(ctx.db, e1!.id, 25_001, ctx.clock.now());
    expect(Number(emma[12]!.replace(',', '.'))).toBe(toPoints(tax.withheld + tax.paidByCompany));
    expect(Number(emma[12]!.replace(',', '.'))).toBeGreaterThan(0);
    await assertLedgerInvariants(ctx.db);
  });

  it('splits by contribution to the kopeck, and takes a share back when a cancelled contract lowers it after settlement', async () => {
    const comet = await team('Комета');
    const delta = await team('Дельта');
    const [c1, c2] = [await agent(comet, 'Кира'), await agent(comet, 'Карл')];
    const d1 = await agent(delta, 'Денис');
    const contest = await teamContest({ rule: { kind: 'places', prizes: [333.33] }, teamSplit: 'contribution' });
    await start(ctx, contest);
    const day = contest.startsOn;
    const numbers = await importContracts(ctx, [
      [c1!.id, day],
      [c1!.id, day],
      [c1!.id, day],
      [c2!.id, day],
      [d1.id, day],
    ]);
    expect((await page(c2!.phone, contest.id)).page.team).toMatchObject({
      split: 'contribution',
      myContracts: 1,
      myShare: 83.33,
    });
    await finish(ctx, contest);
    // 333,33 б. by 3 to 1: 249,9975 → 249,99 and 83,3325 → 83,33, the kopeck left to Кира.
    const shares = async () =>
      (
        await ctx.db.query<{ memberId: string; amount: number; clawed: number }>(
          `SELECT member_id::text AS "memberId", amount::float8 / 100 AS amount, clawed_back::float8 / 100 AS clawed
             FROM contest_team_shares WHERE contest_id = $1 ORDER BY amount DESC`,
          [contest.id],
        )
      ).rows;
    expect(await shares()).toEqual([
      { memberId: c1!.id, amount: 250, clawed: 0 },
      { memberId: c2!.id, amount: 83.33, clawed: 0 },
    ]);

    // One of Кира's contracts cancelled: «Комета» is still first (3 to 2 agents against 1 to 1), and
    // 333,33 б. by 2 to 1 leaves her 222,22 б.: 27,78 б. taken back; Карл's share does not grow.
    await cancel(numbers[0]!);
    expect(await shares()).toEqual([
      { memberId: c1!.id, amount: 250, clawed: 27.78 },
      { memberId: c2!.id, amount: 83.33, clawed: 0 },
    ]);
    expect((await prizeLines(c1!.id)).map((l) => [l.kind, l.amount])).toEqual([
      ['contest_prize', 250],
      ['contest_clawback', 27.78],
    ]);
    // Карл's only contract cancelled: «Комета» ties «Дельта» for first and keeps its prize, but Карл has
    // no counted contract left to share it: his share is taken back whole.
    await cancel(numbers[3]!);
    expect(await shares()).toEqual([
      { memberId: c1!.id, amount: 250, clawed: 27.78 },
      { memberId: c2!.id, amount: 83.33, clawed: 83.33 },
    ]);
    await assertLedgerInvariants(ctx.db);
  });

  it('keeps a team prize at or above the approval threshold for a second admin', async () => {
    const giant = await team('Гигант');
    const [g1, g2] = [await agent(giant, 'Галина'), await agent(giant, 'Геннадий')];
    const contest = await teamContest({ rule: { kind: 'threshold', contracts: 1, prize: 100_000 } });
    await start(ctx, contest);
    await importContracts(ctx, [
      [g1!.id, contest.startsOn],
      [g2!.id, contest.startsOn],
    ]);
    await finish(ctx, contest);
    const before = await Promise.all([g1!, g2!].map((m) => balance(m.id)));
    const shown = await adminView(contest.id);
    expect(shown.teamPrizes).toMatchObject([
      {
        name: 'Гигант',
        place: null,
        amount: 100_000,
        shares: [
          { amount: 50_000, status: 'awaiting_approval' },
          { amount: 50_000, status: 'awaiting_approval' },
        ],
      },
    ]);
    expect(shown.pendingPrizes).toMatchObject({
      kind: 'contest_prizes',
      subject: String(contest.id),
      amount: 100_000,
      status: 'pending',
    });
    expect((await page(g1!.phone, contest.id)).page.result).toMatchObject({ prize: 50_000, prizeStatus: 'awaiting_approval' });

    const approve = async (s: OperatorSession) =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/approvals/${shown.pendingPrizes!.id}/approve`, headers: s.headers });
    const own = await approve(await signInAdmin(ctx));
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'own_change_approval' });
    expect(await Promise.all([g1!, g2!].map((m) => balance(m.id)))).toEqual(before);
    ok(await approve(await signInAnotherAdmin(ctx, 'second-admin@agent-plus.test')));
    expect(await Promise.all([g1!, g2!].map((m) => balance(m.id)))).toEqual(before.map((b) => b + 50_000));
    expect((await adminView(contest.id)).teamPrizes[0]!.shares.map((s) => s.status)).toEqual(['paid', 'paid']);
    expect((await prizeLines(g1!.id)).map((l) => l.description)).toEqual([
      'Конкурс «Командный рывок», команда «Гигант»: доля агента',
    ]);
    await assertLedgerInvariants(ctx.db);
  });

  it('seeds the demo’s running team contest of this month over the teams there are', async () => {
    const today = moscowDate(ctx.clock.now());
    const north = await team('Север');
    const n1 = await agent(north, 'Нина');
    await importContracts(ctx, [[n1.id, today]]);
    const id = await ctx.db.transaction((tx) =>
      seedTeamContestsDemo(tx, { demoMemberId: n1.id, secondMemberId: n1.id, now: ctx.clock.now(), files: ctx.app.deps.files }),
    );
    const demo = await adminView(id!);
    expect(demo).toMatchObject({ title: DEMO_TEAM_CONTEST.title, status: 'running', kind: 'team', teamSplit: 'contribution' });
    expect(demo.startsOn).toBe(`${today.slice(0, 7)}-01`);
    expect((await teamsOf(id!)).find((t) => t.name === 'Север')).toMatchObject({ place: 1, contracts: 1 });
  });

  it('refuses a team contest without a split, with another prize, a list of phones or a control group, in Russian, saving nothing', async () => {
    const count = async () => (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contests')).rows[0]!.n;
    const before = await count();
    const today = moscowDate(ctx.clock.now());
    const base: ContestBody = {
      title: 'Плохой командный',
      startsOn: addDays(today, 1),
      endsOn: addDays(today, 5),
      participants: 'all',
      kind: 'team',
      teamSplit: 'equal',
      rule: { kind: 'places', prizes: [1000] },
    };
    const refusal = async (body: ContestBody) => {
      const res = await post('/api/admin/contests', body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ code: string; fields: Record<string, string> }>();
    };
    expect(await refusal({ ...base, teamSplit: null })).toMatchObject({
      code: 'validation_error',
      fields: { teamSplit: 'Выберите, как делить приз команды' },
    });
    expect((await refusal({ ...base, rule: { kind: 'per_contract', pointsPerContract: 100 } })).fields).toEqual({
      'rule.kind': 'В командном конкурсе — призы за места в лиге или за N договоров на агента',
    });
    expect((await refusal({ ...base, participants: 'list', memberPhones: ['79990000001'] })).fields).toMatchObject({
      participants: 'В командном конкурсе участвуют все команды или выбранные лиги',
    });
    expect((await refusal({ ...base, holdoutPercent: 10 })).fields).toEqual({
      holdoutPercent: 'В командном конкурсе нет контрольной группы',
    });
    expect((await refusal({ ...base, teamSplit: 'by_mood' as unknown as ContestBody['teamSplit'] })).fields).toEqual({
      teamSplit: 'Раздел приза: equal или contribution',
    });
    expect(await count()).toBe(before);

    // The same design is saved with a split and a prize a team contest has; a member contest ignores the split.
    expect(ok<AdminContest>(await post('/api/admin/contests', base))).toMatchObject({ kind: 'team', teamSplit: 'equal' });
    expect(ok<AdminContest>(await post('/api/admin/contests', { ...base, kind: 'individual' }))).toMatchObject({
      kind: 'individual',
      teamSplit: null,
      teamLeagues: [],
      teamPrizes: [],
    });
  });

  it('names no place in a threshold contest’s result: not in the notice of a team without its prize, not on the page', async () => {
    const sigma = await team('Сигма');
    const tau = await team('Тау');
    const s1 = await agent(sigma, 'Семён');
    const t1 = await agent(tau, 'Тамара');
    const contest = await teamContest({ rule: { kind: 'threshold', contracts: 2, prize: 1000 } });
    await start(ctx, contest);
    await importContracts(ctx, [
      [s1.id, contest.startsOn],
      [s1.id, contest.startsOn],
      [t1.id, contest.startsOn],
    ]);
    await finish(ctx, contest);
    // «Тау» ranks second on the board, but a threshold has no places: 1 contract per agent of 2 wins nothing.
    const { rows } = await ctx.db.query<{ body: string }>('SELECT body FROM notifications WHERE member_id = $1 AND title = $2', [
      t1.id,
      'Конкурс «Командный рывок» завершён',
    ]);
    expect(rows.map((r) => r.body)).toEqual(['Команда «Тау». Ваш вклад: 1 договор. Спасибо за участие!']);
    expect((await page(t1.phone, contest.id)).page.result).toMatchObject({
      place: null,
      score: 1,
      prize: 0,
      prizeStatus: 'none',
    });
    expect((await page(s1.phone, contest.id)).page.result).toMatchObject({
      place: null,
      score: 2,
      prize: 1000,
      prizeStatus: 'paid',
    });
  });

  it('lists an agent’s team contest after they moved on, however many team contests of other teams run', async () => {
    const omega = await team('Омега');
    const m = await agent(omega, 'Мирон', 'Ушедший');
    const mine = await teamContest({ rule: { kind: 'places', prizes: [1000] } });
    await start(ctx, mine);
    await importContracts(ctx, [[m.id, mine.startsOn]]);
    // Мирон leaves his team the next day, with a contract counted for it: in no team, he still plays for it.
    const next = addDays(mine.startsOn, 1);
    await ctx.db.query('UPDATE team_agents SET valid_to = $2 WHERE member_id = $1 AND valid_to IS NULL', [m.id, next]);
    admin = await signInAdmin(ctx);
    // Twenty team contests from that day, ending later: before his in the list were they his.
    const others = [];
    for (let i = 0; i < 20; i++)
      others.push(
        await teamContest({
          title: `Чужой рывок ${i + 1}`,
          rule: { kind: 'places', prizes: [1000] },
          startsOn: next,
          endsOn: addDays(next, 20),
        }),
      );
    for (const o of others) await start(ctx, o);
    const seen = await page(m.phone, mine.id);
    expect(seen.status).toBe(200);
    expect(seen.page.team).toMatchObject({ teamName: 'Омега', myContracts: 1 });
    expect(seen.listed).toMatchObject({ kind: 'team', score: 1, place: 1 });
    expect(await page(m.phone, others[0]!.id)).toMatchObject({ status: 404, listed: null });
  });
});
