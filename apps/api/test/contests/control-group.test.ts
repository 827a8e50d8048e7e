// A contest's control group (docs/product.md §11.3) on a real database: the draw's seed recorded at
// scheduling and the group drawn by it at the start (the same group the application's twin draws),
// held-out members who neither see the contest nor count in it, a late member drawn as well, and
// after settlement the two groups' contracts before and during it with the difference of differences.
import type { AdminContest, MemberContestSummary } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { isHeldOut } from '../../src/features/contests/holdout.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { seedOperators, signInAdmin } from '../admin/fixtures.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';
import { addDays, finish, importContracts, member, scheduledContest, start } from './fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});

const seesContest = async (phone: string, id: number) => {
  const { headers } = await signIn(ctx, phone);
  const page = await ctx.app.inject({ method: 'GET', url: `/api/contests/${id}/`, headers });
  const list = await ctx.app.inject({ method: 'GET', url: '/api/contests/', headers });
  expect(list.statusCode, list.body).toBe(200);
  const listed = list.json<{ contests: MemberContestSummary[] }>().contests.some((c) => c.id === id);
  return { page: page.statusCode, listed };
};

describe("a contest's control group", () => {
  it('refuses a share over half the members, or not a whole number, and saves nothing', async () => {
    const admin = await signInAdmin(ctx);
    const today = moscowDate(ctx.clock.now());
    const before = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contests')).rows[0]!.n;
    for (const [holdoutPercent, message] of [
      [51, 'Не больше 50 % участников'],
      [-1, 'От 0 до 50 %'],
      [12.5, 'Укажите целое число процентов'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/contests',
        headers: admin.headers,
        payload: {
          title: 'Контроль',
          startsOn: addDays(today, 1),
          endsOn: addDays(today, 7),
          participants: 'all',
          rule: { kind: 'threshold', contracts: 2, prize: 500 },
          holdoutPercent,
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { holdoutPercent: message } });
    }
    expect((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contests')).rows[0]!.n).toBe(before);
  });

  it('cancels a draft with a control group that was never scheduled, so never drawn', async () => {
    const admin = await signInAdmin(ctx);
    const today = moscowDate(ctx.clock.now());
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      headers: admin.headers,
      payload: {
        title: 'Черновик с контролем',
        startsOn: addDays(today, 1),
        endsOn: addDays(today, 7),
        participants: 'all',
        rule: { kind: 'threshold', contracts: 2, prize: 500 },
        holdoutPercent: 10,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json<AdminContest>();
    expect(draft).toMatchObject({ status: 'draft', holdoutPercent: 10, holdoutSeed: null });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/contests/${draft.id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'Передумали' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<AdminContest>()).toMatchObject({ status: 'cancelled', holdoutSeed: null });
  });

  it('holds out the drawn members, who do not see it, and measures the difference after settlement', async () => {
    const admin = await signInAdmin(ctx);
    const today = moscowDate(ctx.clock.now());
    const members = [];
    for (let i = 0; i < 24; i++) members.push(await member(ctx, `Агент${i}`, 'Контрольный'));
    // One contract each in the four weeks before the contest: 0.25 a week.
    await importContracts(
      ctx,
      members.map((m) => [m.id, addDays(today, -3)]),
    );

    const contest = await scheduledContest(ctx, admin, {
      rule: { kind: 'threshold', contracts: 2, prize: 500 },
      holdoutPercent: 50,
    });
    expect(contest.holdoutPercent).toBe(50);
    expect(contest.holdoutSeed).toMatch(/^[0-9a-f]{32}$/);
    const seed = contest.holdoutSeed!;
    const drawn = members.filter((m) => isHeldOut(seed, 50, m.id));
    const playing = members.filter((m) => !isHeldOut(seed, 50, m.id));
    // With 24 members at a half, fewer than two on a side comes about three times in a million seeds.
    expect(drawn.length).toBeGreaterThanOrEqual(2);
    expect(playing.length).toBeGreaterThanOrEqual(2);

    await start(ctx, contest);
    const { rows: held } = await ctx.db.query<{ id: string }>(
      'SELECT member_id::text AS id FROM contest_holdouts WHERE contest_id = $1 AND member_id = ANY($2::uuid[])',
      [contest.id, members.map((m) => m.id)],
    );
    expect(new Set(held.map((r) => r.id))).toEqual(new Set(drawn.map((m) => m.id)));
    const { rows: enrolled } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contest_members WHERE contest_id = $1 AND member_id = ANY($2::uuid[])',
      [contest.id, drawn.map((m) => m.id)],
    );
    expect(enrolled[0]!.n).toBe(0);

    expect(await seesContest(drawn[0]!.phone, contest.id)).toEqual({ page: 404, listed: false });
    expect(await seesContest(playing[0]!.phone, contest.id)).toEqual({ page: 200, listed: true });

    // A member who joins during the contest is drawn by the same seed at their first contract.
    let late = await member(ctx, 'Поздний', 'Агент');
    while (!isHeldOut(seed, 50, late.id)) late = await member(ctx, 'Поздний', 'Агент');
    expect(await seesContest(late.phone, contest.id)).toEqual({ page: 404, listed: false });

    // During the contest's ten days: two contracts each for its members, one for the control group.
    const day = moscowDate(ctx.clock.now());
    await importContracts(ctx, [
      ...playing.flatMap((m) => [[m.id, day] as [string, string], [m.id, day] as [string, string]]),
      ...drawn.map((m) => [m.id, day] as [string, string]),
      [late.id, day],
    ]);
    const { rows: counted } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contest_contracts WHERE contest_id = $1 AND member_id = ANY($2::uuid[])',
      [contest.id, [...drawn.map((m) => m.id), late.id]],
    );
    expect(counted[0]!.n).toBe(0);
    const { rows: lateHeld } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contest_holdouts WHERE contest_id = $1 AND member_id = $2',
      [contest.id, late.id],
    );
    expect(lateHeld[0]!.n).toBe(1);

    // The clock moved into the contest: the admin's session of yesterday has lapsed.
    const reader = await signInAdmin(ctx);
    const running = await ctx.app.inject({ method: 'GET', url: `/api/admin/contests/${contest.id}`, headers: reader.headers });
    expect(running.json<AdminContest>()).toMatchObject({ holdoutMembers: drawn.length + 1, controlGroup: null });

    await finish(ctx, contest);
    const after = await signInAdmin(ctx);
    const settled = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/contests/${contest.id}`, headers: after.headers })
    ).json<AdminContest>();
    expect(settled.status).toBe('settled');
    const result = settled.controlGroup!;
    // Every active member of the database is drawn (participants: all): the groups' sizes are the
    // database's, and the means below spread these members' contracts over them.
    const { rows: sizes } = await ctx.db.query<{ contest: number; control: number }>(
      `SELECT (SELECT count(*)::int FROM contest_members WHERE contest_id = $1) AS contest,
              (SELECT count(*)::int FROM contest_holdouts WHERE contest_id = $1) AS control`,
      [contest.id],
    );
    expect(result.contest.members).toBe(sizes[0]!.contest);
    expect(result.control.members).toBe(sizes[0]!.control);
    expect(result.weeksBefore).toBe(4);
    // Per week over the contest's ten days: 2 contracts are 1.4 a week, 1 is 0.7; before, 0.25.
    const mean = (n: number, total: number) => total / n;
    expect(result.contest.during).toBeCloseTo(mean(result.contest.members, playing.length * 1.4), 6);
    expect(result.control.during).toBeCloseTo(mean(result.control.members, (drawn.length + 1) * 0.7), 6);
    expect(result.contest.before).toBeCloseTo(mean(result.contest.members, playing.length * 0.25), 6);
    expect(result.control.before).toBeCloseTo(mean(result.control.members, drawn.length * 0.25), 6);
    expect(result.effect).toBeCloseTo(
      result.contest.during - result.contest.before - (result.control.during - result.control.before),
      6,
    );
    expect(result.low!).toBeLessThanOrEqual(result.effect!);
    expect(result.high!).toBeGreaterThanOrEqual(result.effect!);
    expect(result.significant).toBe(result.low! > 0 || result.high! < 0);
  });
});
