// Contests in leagues (decision 0032) on a real database: each rule kind, leagues from history,
// standings after an import and a clawback, ties, a member who joins mid-contest, settlement
// paying each prize once (also when settled twice at once), maker–checker above the threshold and
// a contract cancelled after settlement; a member's page read again after each change shows it
// (its remembered parts, board-cache.ts). The helper checks the ledger's invariants after the file.
import type { AdminContest, MemberContest, MemberContestSummary } from '@cabinet/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contestsTickJob, startContest } from '../../src/features/contests/lifecycle-jobs.js';
import { settleContest } from '../../src/features/contests/settle.js';
import { cancelContract } from '../../src/features/rewards/cancel-contract.js';
import { addMonths, moscowDate } from '../../src/lib/moscow-time.js';
import { signInAdmin, signInAnotherAdmin, seedOperators, type OperatorSession } from '../admin/fixtures.js';
import { buildTestApp, runJob, signIn, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { addDays, finish, importContracts, member, scheduledContest, start } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});
// Sessions lapse while the clock jumps over a contest's days: each test signs in afresh.
beforeEach(async () => {
  admin = await signInAdmin(ctx);
});

const cancel = (number: string) => ctx.db.transaction((tx) => cancelContract(tx, { number, at: ctx.clock.now() }));
const page = async (headers: Record<string, string>, id: number) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/contests/${id}/`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MemberContest>();
};
const balance = async (memberId: string) =>
  (
    await ctx.db.query<{ b: number }>(
      `SELECT balance::float8 / 100 AS b FROM ledger_accounts WHERE member_id = $1 AND kind = 'available'`,
      [memberId],
    )
  ).rows[0]!.b;
const prizeLines = async (memberId: string) =>
  (
    await ctx.db.query<{ kind: string; title: string; description: string }>(
      `SELECT kind, title, description FROM ledger_transactions WHERE member_id = $1 AND kind LIKE 'contest%' ORDER BY id`,
      [memberId],
    )
  ).rows;

describe('contests', () => {
  it('forms leagues from history and ranks within them, ties sharing a place, with the gap to the next prize', async () => {
    const today = moscowDate(ctx.clock.now());
    const strong = await member(ctx, 'Ольга', 'Сильная');
    const [b, c, d] = [
      await member(ctx, 'Борис', 'Белов'),
      await member(ctx, 'Вера', 'Волкова'),
      await member(ctx, 'Глеб', 'Гусев'),
    ];
    // 15 contracts over the last three months: 5 a month on average, the second league (5–9).
    const lastMonth = `${addMonths(today.slice(0, 7), -1)}-10`;
    await importContracts(
      ctx,
      Array.from({ length: 15 }, () => [strong.id, lastMonth] as [string, string]),
    );

    const contest = await scheduledContest(ctx, admin, {
      participants: 'list',
      description: 'Условия **просты**',
      memberPhones: [strong.phone, b.phone, c.phone, d.phone],
      rule: { kind: 'places', prizes: [3000, 2000, 1000] },
    });
    expect(contest.leagueBands).toEqual([1, 5, 10]);
    await start(ctx, contest);
    const { rows: leagues } = await ctx.db.query<{ member_id: string; league: number }>(
      'SELECT member_id::text, league FROM contest_members WHERE contest_id = $1',
      [contest.id],
    );
    expect(new Map(leagues.map((l) => [l.member_id, l.league]))).toEqual(
      new Map([
        [strong.id, 2],
        [b.id, 1],
        [c.id, 1],
        [d.id, 1],
      ]),
    );

    const day = moscowDate(ctx.clock.now());
    const [bFirst] = await importContracts(ctx, [
      [b.id, day],
      [b.id, day],
      [b.id, day],
      [c.id, day],
      [d.id, day],
      [strong.id, day],
    ]);
    const vera = await signIn(ctx, c.phone);
    let seen = await page(vera.headers, contest.id);
    expect(seen.standing).toMatchObject({
      league: 1,
      leagues: 3,
      score: 1,
      place: 2,
      membersInLeague: 3,
      gapText: 'ещё 2 договора до 1-го места',
      prize: 2000,
    });
    // Equal scores share the place (their order between them is the order they joined in).
    expect(seen.leaders).toHaveLength(3);
    expect(seen.leaders[0]).toEqual({ place: 1, name: 'Борис Б.', score: 3, isMe: false });
    expect(seen.leaders.slice(1)).toEqual(
      expect.arrayContaining([
        { place: 2, name: 'Вера В.', score: 1, isMe: true },
        { place: 2, name: 'Глеб Г.', score: 1, isMe: false },
      ]),
    );
    expect(seen.rules.join(' ')).toContain('1-е место — 3');
    expect(seen.descriptionHtml).toContain('<strong>просты</strong>');

    // Boris's contract is cancelled: the gap shrinks at once.
    await cancel(bFirst!);
    seen = await page(vera.headers, contest.id);
    expect(seen.standing).toMatchObject({ score: 1, place: 2, gapText: 'ещё 1 договор до 1-го места' });
    // The strong member's league is their own: alone there, first.
    const olga = await signIn(ctx, strong.phone);
    expect((await page(olga.headers, contest.id)).standing).toMatchObject({ league: 2, place: 1, gapText: null });
    // Another member takes part in no league of this contest.
    const outsider = await member(ctx, 'Пётр', 'Посторонний');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/contests/${contest.id}/`,
      headers: (await signIn(ctx, outsider.phone)).headers,
    });
    expect(res.statusCode).toBe(404);

    // The end: 1st and the shared 2nd place in league 1, 1st in league 2, each paid once.
    await finish(ctx, contest);
    const veraAgain = await signIn(ctx, c.phone);
    expect(await prizeLines(b.id)).toEqual([
      { kind: 'contest_prize', title: 'Приз конкурса', description: 'Конкурс «Осенний рывок», 1-е место' },
    ]);
    expect((await prizeLines(c.id)).length).toBe(1);
    expect((await prizeLines(d.id)).length).toBe(1);
    expect((await prizeLines(strong.id)).length).toBe(1);
    const { history } = (
      await ctx.app.inject({ method: 'GET', url: '/api/accounts/transactions', headers: veraAgain.headers })
    ).json<{
      history: { title: string; amount: number; status: string; category: string }[];
    }>();
    expect(history[0]).toMatchObject({ title: 'Приз конкурса', amount: 2000, status: 'Начислено', category: 'accrual' });
    const bell = await ctx.app.inject({ method: 'GET', url: '/api/notification/?category=all', headers: veraAgain.headers });
    expect(bell.body).toContain('Приз конкурса «Осенний рывок»');
    // Settling again changes nothing.
    expect(await settleContest(ctx.db, contest.id, ctx.clock.now())).toEqual({ settled: false, prizes: 0 });
    expect((await prizeLines(c.id)).length).toBe(1);
    await assertLedgerInvariants(ctx.db);
  });

  it('pays points per contract of the given tariffs, once when settled twice at once', async () => {
    const a = await member(ctx, 'Анна', 'Тарифная');
    const contest = await scheduledContest(ctx, admin, {
      participants: 'list',
      memberPhones: [a.phone],
      rule: { kind: 'per_contract', pointsPerContract: 300, tariffs: ['Семейный'] },
    });
    await start(ctx, contest);
    const day = moscowDate(ctx.clock.now());
    await importContracts(ctx, [
      [a.id, day, 'Семейный'],
      [a.id, day, 'Семейный'],
      [a.id, day, 'Базовый'],
      [a.id, day],
    ]);
    const before = await balance(a.id);
    // The end without its settlement, then two settlements at once.
    const end = new Date(`${addDays(contest.endsOn, 1)}T00:00:00+03:00`);
    ctx.clock.set(new Date(end.getTime() + 1000));
    await ctx.db.query(`UPDATE contests SET status = 'finished' WHERE id = $1`, [contest.id]);
    const both = await Promise.all([
      settleContest(ctx.db, contest.id, ctx.clock.now()),
      settleContest(ctx.db, contest.id, ctx.clock.now()),
    ]);
    expect(both.filter((r) => r.settled)).toHaveLength(1);
    expect(await balance(a.id)).toBe(before + 600);
    expect(await prizeLines(a.id)).toHaveLength(1);
  });

  it('gives the threshold prize, takes it back when a cancelled contract drops the member below it, and counts a member who joins mid-contest', async () => {
    const a = await member(ctx, 'Алла', 'Порогова');
    const contest = await scheduledContest(ctx, admin, { rule: { kind: 'threshold', contracts: 2, prize: 1500 } });
    await start(ctx, contest);
    const day = moscowDate(ctx.clock.now());
    const alla = await signIn(ctx, a.phone);
    const [first] = await importContracts(ctx, [[a.id, day]]);
    expect((await page(alla.headers, contest.id)).standing).toMatchObject({
      score: 1,
      gapText: 'ещё 1 договор до приза',
      prize: 0,
    });
    await importContracts(ctx, [[a.id, day]]);
    expect((await page(alla.headers, contest.id)).standing).toMatchObject({ score: 2, gapText: null, prize: 1500 });

    // A member who joins the programme mid-contest takes part from their first contract, in the lowest league.
    const late = await member(ctx, 'Лев', 'Поздний');
    const lev = await signIn(ctx, late.phone);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/contests/', headers: lev.headers })).json<{
      contests: MemberContestSummary[];
    }>();
    expect(listed.contests.find((x) => x.id === contest.id)).toMatchObject({ score: 0, place: null });
    expect((await page(lev.headers, contest.id)).standing).toBeNull();
    await importContracts(ctx, [[late.id, day]]);
    expect((await page(lev.headers, contest.id)).standing).toMatchObject({
      league: 1,
      score: 1,
      gapText: 'ещё 1 договор до приза',
    });
    const listedAgain = (await ctx.app.inject({ method: 'GET', url: '/api/contests/', headers: lev.headers })).json<{
      contests: MemberContestSummary[];
    }>();
    expect(listedAgain.contests.find((x) => x.id === contest.id)).toMatchObject({
      score: 1,
      place: 2,
      gapText: 'ещё 1 договор до приза',
    });

    const settled = await finish(ctx, contest);
    expect(settled.finished).toBe(true);
    const paid = await balance(a.id);
    expect(await prizeLines(a.id)).toHaveLength(1);
    expect(await prizeLines(late.id)).toHaveLength(0);

    // After settlement a cancelled contract takes its points back like its reward: 500 for the
    // contract, 1 500 of the prize the member no longer reached.
    await cancel(first!);
    expect(await balance(a.id)).toBe(paid - 500 - 1500);
    expect((await prizeLines(a.id)).map((l) => [l.kind, l.title])).toEqual([
      ['contest_prize', 'Приз конкурса'],
      ['contest_clawback', 'Списание приза конкурса'],
    ]);
    await assertLedgerInvariants(ctx.db);
  });

  it('keeps a prize at or above the approval threshold for a second admin', async () => {
    const a = await member(ctx, 'Марк', 'Крупный');
    const contest = await scheduledContest(ctx, admin, {
      participants: 'list',
      memberPhones: [a.phone],
      rule: { kind: 'threshold', contracts: 1, prize: 100_000 },
    });
    await start(ctx, contest);
    await importContracts(ctx, [[a.id, moscowDate(ctx.clock.now())]]);
    await finish(ctx, contest);
    admin = await signInAdmin(ctx);
    const before = await balance(a.id);
    let shown = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/contests/${contest.id}`, headers: admin.headers })
    ).json<AdminContest>();
    expect(shown.status).toBe('settled');
    expect(shown.prizes).toMatchObject([{ memberId: a.id, amount: 100_000, status: 'awaiting_approval' }]);
    // The prizes are one request at the approvals door, its maker the contest's author.
    expect(shown.pendingPrizes).toMatchObject({
      kind: 'contest_prizes',
      subject: String(contest.id),
      amount: 100_000,
      status: 'pending',
      madeBy: 'admin@agent-plus.test',
    });
    const approvalId = shown.pendingPrizes!.id;
    const approve = (s: OperatorSession) =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/approvals/${approvalId}/approve`, headers: s.headers });
    const own = await approve(admin);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'own_change_approval' });
    expect(await balance(a.id)).toBe(before);
    const second = await signInAnotherAdmin(ctx, 'second-admin@agent-plus.test');
    const ok = await approve(second);
    expect(ok.statusCode, ok.body).toBe(200);
    shown = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/contests/${contest.id}`, headers: admin.headers })
    ).json<AdminContest>();
    expect(shown.prizes[0]).toMatchObject({ status: 'paid' });
    expect(shown.pendingPrizes).toBeNull();
    expect(await balance(a.id)).toBe(before + 100_000);
    expect((await approve(second)).json()).toMatchObject({ code: 'change_decided' });
    expect(await balance(a.id)).toBe(before + 100_000);
  });

  it('starts a contest scheduled for today at once and settles it when an admin ends it early', async () => {
    const a = await member(ctx, 'Денис', 'Досрочный');
    const today = moscowDate(ctx.clock.now());
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      headers: admin.headers,
      payload: {
        title: 'Один день',
        startsOn: today,
        endsOn: addDays(today, 5),
        participants: 'list',
        memberPhones: [a.phone],
        rule: { kind: 'threshold', contracts: 1, prize: 250 },
      },
    });
    const id = created.json<AdminContest>().id;
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/admin/contests/${id}/schedule`, headers: admin.headers })).statusCode,
    ).toBe(200);
    // The start's job is due already (its queue runs on real time, this file's clock is days
    // ahead): run it as the worker would.
    const started = await startContest(ctx.app.deps, id, new Date(`${today}T00:00:00+03:00`).toISOString());
    expect(started.started).toBe(true);
    await importContracts(ctx, [[a.id, today]]);
    const denis = await signIn(ctx, a.phone);
    expect(await page(denis.headers, id)).toMatchObject({ status: 'running', endsOn: addDays(today, 5), standing: { score: 1 } });
    const shown = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/contests/${id}`, headers: admin.headers })
    ).json<AdminContest>();
    expect(shown.payout).toEqual({ members: 1, total: 250 });
    const ended = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/contests/${id}/finish`,
      headers: admin.headers,
      payload: shown.payout!,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<AdminContest>()).toMatchObject({
      status: 'settled',
      endsOn: today,
      prizes: [{ memberId: a.id, amount: 250, status: 'paid' }],
    });
    // The member's page, read before, shows the contest as it is now.
    expect(await page(denis.headers, id)).toMatchObject({ status: 'settled', endsOn: today, standing: { score: 1, prize: 250 } });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/contests/${id}/finish`,
      headers: admin.headers,
      payload: shown.payout!,
    });
    expect(again.json()).toMatchObject({ code: 'contest_wrong_state' });
    expect(await prizeLines(a.id)).toHaveLength(1);
  });

  it('starts, ends and settles on the hourly tick what a lost job left', async () => {
    const a = await member(ctx, 'Тимур', 'Тиковый');
    const contest = await scheduledContest(ctx, admin, {
      participants: 'list',
      memberPhones: [a.phone],
      rule: { kind: 'threshold', contracts: 1, prize: 100 },
    });
    await importContracts(ctx, [[a.id, contest.startsOn]]);
    ctx.clock.set(new Date(`${addDays(contest.endsOn, 1)}T01:00:00+03:00`));
    const run = await runJob(ctx.app, contestsTickJob, {});
    expect(run).toMatchObject({ state: 'completed', output: { started: 1, ended: 1 } });
    const { rows } = await ctx.db.query<{ status: string }>('SELECT status FROM contests WHERE id = $1', [contest.id]);
    expect(rows[0]!.status).toBe('settled');
    expect(await prizeLines(a.id)).toHaveLength(1);
  });

  it('refuses bad input and changes nothing', async () => {
    const today = moscowDate(ctx.clock.now());
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      headers: admin.headers,
      payload: {
        title: '',
        startsOn: today,
        endsOn: addDays(today, -1),
        participants: 'all',
        rule: { kind: 'places', prizes: [] },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      headers: admin.headers,
      payload: {
        title: 'Т',
        startsOn: today,
        endsOn: today,
        participants: 'list',
        memberPhones: ['79990000000'],
        rule: { kind: 'threshold', contracts: 1, prize: 1 },
      },
    });
    expect(unknown.json()).toMatchObject({ code: 'contest_members_unknown' });
    const past = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      headers: admin.headers,
      payload: {
        title: 'Прошлый',
        startsOn: addDays(today, -3),
        endsOn: today,
        participants: 'all',
        rule: { kind: 'threshold', contracts: 1, prize: 1 },
      },
    });
    const id = past.json<AdminContest>().id;
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/admin/contests/${id}/schedule`, headers: admin.headers });
    expect(refused.json()).toMatchObject({ code: 'contest_start_past' });
    const still = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/contests/${id}`, headers: admin.headers })
    ).json<AdminContest>();
    expect(still.status).toBe('draft');
  });
});
