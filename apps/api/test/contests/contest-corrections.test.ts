// What an admin corrects in a contest, on a real database: a scheduled contest edited until its
// start (its start job follows the new first day), a contest cancelled before settlement with its
// reason (audited, its members told, nothing counted or paid after), an early finish paid only for
// the figures the admin confirmed, and a member's page after settlement showing the result rather
// than a gap to a prize that can no longer be reached.
import type { AdminContest, ContestBody, MemberContest, MemberContestSummary } from '@cabinet/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contestsTickJob, finishContest, startContest } from '../../src/features/contests/lifecycle-jobs.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { auditActions, seedOperators, signInAdmin, type OperatorSession } from '../admin/fixtures.js';
import { buildTestApp, runJob, signIn, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { addDays, importContracts, member, scheduledContest, start } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});
// The clock jumps over contests' days and sessions lapse: each test signs in afresh.
beforeEach(async () => {
  admin = await signInAdmin(ctx);
});

const midnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+03:00`);
// An admin's session lapses when the clock jumps over days: they sign in again after each jump.
const setClock = async (at: Date) => {
  ctx.clock.set(at);
  admin = await signInAdmin(ctx);
};
const startNow = async (c: AdminContest) => {
  await start(ctx, c);
  admin = await signInAdmin(ctx);
};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const adminContest = async (id: number) => (await call('GET', `/api/admin/contests/${id}`)).json<AdminContest>();
const page = async (headers: Record<string, string>, id: number) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/contests/${id}/`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MemberContest>();
};
const list = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/contests/', headers })).json<{ contests: MemberContestSummary[] }>().contests;
const notices = async (memberId: string) =>
  (
    await ctx.db.query<{ title: string; body: string; link: string | null }>(
      'SELECT title, body, link FROM notifications WHERE member_id = $1 ORDER BY id',
      [memberId],
    )
  ).rows;
const prizeLines = async (memberId: string) =>
  (await ctx.db.query(`SELECT 1 FROM ledger_transactions WHERE member_id = $1 AND kind LIKE 'contest%'`, [memberId])).rowCount;
const bodyOf = (c: AdminContest, changes: Partial<ContestBody>): ContestBody => ({
  title: c.title,
  description: c.description,
  startsOn: c.startsOn,
  endsOn: c.endsOn,
  participants: c.participants,
  leagueNumbers: c.leagueNumbers,
  memberPhones: c.memberPhones,
  leagueBands: c.leagueBands,
  historyMonths: c.historyMonths,
  rule: c.rule,
  ...changes,
});

describe('contests an admin corrects', () => {
  it('edits a scheduled contest until it starts; the start follows the new first day', async () => {
    const a = await member(ctx, 'Эдуард', 'Правкин');
    const c = await scheduledContest(ctx, admin, {
      participants: 'list',
      memberPhones: [a.phone],
      rule: { kind: 'threshold', contracts: 2, prize: 300 },
    });
    const later = addDays(c.startsOn, 2);
    const edited = await call(
      'PUT',
      `/api/admin/contests/${c.id}`,
      bodyOf(c, { title: 'Зимний рывок', startsOn: later, rule: { kind: 'threshold', contracts: 3, prize: 500 } }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminContest>()).toMatchObject({
      status: 'scheduled',
      title: 'Зимний рывок',
      startsOn: later,
      rule: { kind: 'threshold', contracts: 3, prize: 500 },
    });
    // The job queued for the old first day finds the contest moved and does nothing; a new one is
    // queued for the new day.
    await setClock(new Date(midnight(c.startsOn).getTime() + 3600_000));
    expect(await startContest(ctx.app.deps, c.id, midnight(c.startsOn).toISOString())).toEqual({ started: false, members: 0 });
    const { rows: jobs } = await ctx.db.query<{ data: { startsAt: string } }>(
      `SELECT data FROM ${ctx.app.deps.jobs.schema}.job WHERE name = 'contests.start' AND (data->>'contestId')::int = $1 ORDER BY created_on`,
      [c.id],
    );
    expect(jobs.map((j) => j.data.startsAt)).toEqual([midnight(c.startsOn).toISOString(), midnight(later).toISOString()]);
    // A first day already past is refused, and nothing changes.
    const past = await call('PUT', `/api/admin/contests/${c.id}`, bodyOf(c, { startsOn: addDays(c.startsOn, -1) }));
    expect(past.json()).toMatchObject({ code: 'contest_start_past' });
    expect((await adminContest(c.id)).startsOn).toBe(later);

    await startNow({ ...c, startsOn: later });
    const running = await call('PUT', `/api/admin/contests/${c.id}`, bodyOf(c, { title: 'Поздно' }));
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ code: 'contest_wrong_state' });
    expect((await adminContest(c.id)).title).toBe('Зимний рывок');
    expect(await auditActions(ctx)).toEqual(expect.arrayContaining(['contest.updated']));
  });

  it('cancels a running contest with its reason: members told, nothing counted or paid after', async () => {
    const [a, b] = [await member(ctx, 'Клара', 'Отменова'), await member(ctx, 'Лев', 'Отменов')];
    const c = await scheduledContest(ctx, admin, {
      participants: 'list',
      memberPhones: [a.phone, b.phone],
      rule: { kind: 'places', prizes: [400, 200] },
    });
    await startNow(c);
    await importContracts(ctx, [[a.id, c.startsOn]]);
    expect((await adminContest(c.id)).payout).toEqual({ members: 1, total: 400 });

    const empty = await call('POST', `/api/admin/contests/${c.id}/cancel`, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    const cancelled = await call('POST', `/api/admin/contests/${c.id}/cancel`, { reason: 'Ошибка в условиях' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<AdminContest>()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Ошибка в условиях',
      payout: null,
    });
    expect(cancelled.json<AdminContest>().cancelledAt).not.toBeNull();

    for (const m of [a, b]) {
      const told = (await notices(m.id)).at(-1)!;
      expect(told).toEqual({
        title: `Конкурс «${c.title}» отменён`,
        body: 'Причина: Ошибка в условиях. Призов по этому конкурсу не будет.',
        link: `/contests/${c.id}`,
      });
    }
    const { rows: audit } = await ctx.db.query<{ after: { reason: string }; before: { status: string } }>(
      `SELECT before, after FROM audit_log WHERE action = 'contest.cancelled' AND target_id = $1`,
      [String(c.id)],
    );
    expect(audit).toEqual([{ before: { status: 'running' }, after: { reason: 'Ошибка в условиях' } }]);

    // The member reads the reason on the page the notice links to; the list keeps the contest.
    const klara = await signIn(ctx, a.phone);
    expect(await page(klara.headers, c.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Ошибка в условиях',
      result: null,
      standing: { score: 1, gap: null, gapText: null },
    });
    expect((await list(klara.headers)).find((x) => x.id === c.id)).toMatchObject({ status: 'cancelled', gapText: null });

    // A contract after it counts nowhere; neither the end's job nor the tick pays anything.
    await importContracts(ctx, [[b.id, addDays(c.startsOn, 1)]]);
    expect((await page(await signIn(ctx, b.phone).then((s) => s.headers), c.id)).standing).toMatchObject({ score: 0 });
    const end = midnight(addDays(c.endsOn, 1));
    await setClock(new Date(end.getTime() + 60_000));
    expect(await finishContest(ctx.app.deps, c.id, end.toISOString())).toEqual({ finished: false, prizes: 0 });
    expect(await runJob(ctx.app, contestsTickJob, {})).toMatchObject({ state: 'completed' });
    expect((await adminContest(c.id)).status).toBe('cancelled');
    expect(await prizeLines(a.id)).toBe(0);

    // Once cancelled it is neither cancelled again, nor edited, nor finished.
    const again = await call('POST', `/api/admin/contests/${c.id}/cancel`, { reason: 'Ещё раз' });
    expect(again.json()).toMatchObject({ code: 'contest_wrong_state' });
    const edit = await call('PUT', `/api/admin/contests/${c.id}`, bodyOf(cancelled.json<AdminContest>(), {}));
    expect(edit.json()).toMatchObject({ code: 'contest_wrong_state' });
  });

  it('cancels a draft and a scheduled contest (nobody enrolled yet, nobody told), never a settled one', async () => {
    const today = moscowDate(ctx.clock.now());
    const draft = await call('POST', '/api/admin/contests', {
      title: 'Черновик',
      startsOn: addDays(today, 3),
      endsOn: addDays(today, 5),
      participants: 'all',
      rule: { kind: 'per_contract', pointsPerContract: 10 },
    });
    const d = draft.json<AdminContest>();
    expect((await call('POST', `/api/admin/contests/${d.id}/cancel`, { reason: 'Не нужен' })).json()).toMatchObject({
      status: 'cancelled',
    });
    expect((await call('POST', `/api/admin/contests/${d.id}/schedule`)).json()).toMatchObject({ code: 'contest_wrong_state' });

    const a = await member(ctx, 'Софья', 'Итогова');
    const s = await scheduledContest(ctx, admin, {
      participants: 'list',
      memberPhones: [a.phone],
      rule: { kind: 'threshold', contracts: 1, prize: 100 },
    });
    const before = (await notices(a.id)).length;
    expect((await call('POST', `/api/admin/contests/${s.id}/cancel`, { reason: 'Перенесли' })).json()).toMatchObject({
      status: 'cancelled',
    });
    expect(await notices(a.id)).toHaveLength(before);
    // Its start's job finds it cancelled and enrols nobody.
    await setClock(new Date(midnight(s.startsOn).getTime() + 3600_000));
    expect(await startContest(ctx.app.deps, s.id, midnight(s.startsOn).toISOString())).toEqual({ started: false, members: 0 });

    const t = await scheduledContest(ctx, admin, {
      participants: 'list',
      memberPhones: [a.phone],
      rule: { kind: 'threshold', contracts: 1, prize: 100 },
    });
    await startNow(t);
    await importContracts(ctx, [[a.id, t.startsOn]]);
    const settled = await call('POST', `/api/admin/contests/${t.id}/finish`, { members: 1, total: 100 });
    expect(settled.json()).toMatchObject({ status: 'settled' });
    const late = await call('POST', `/api/admin/contests/${t.id}/cancel`, { reason: 'Поздно' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'contest_wrong_state' });
  });

  it('pays an early finish only for the figures the admin confirmed, then shows each member the result', async () => {
    const [a, b, d] = [
      await member(ctx, 'Мила', 'Первая'),
      await member(ctx, 'Нил', 'Второй'),
      await member(ctx, 'Ося', 'Без-договоров'),
    ];
    const c = await scheduledContest(ctx, admin, {
      participants: 'list',
      memberPhones: [a.phone, b.phone, d.phone],
      leagueBands: [0],
      rule: { kind: 'places', prizes: [500, 300] },
    });
    await startNow(c);
    await importContracts(ctx, [
      [a.id, c.startsOn],
      [a.id, c.startsOn],
      [b.id, c.startsOn],
    ]);
    const nil = await signIn(ctx, b.phone);
    expect((await page(nil.headers, c.id)).standing).toMatchObject({ place: 2, gapText: 'ещё 1 договор до 1-го места' });
    expect((await adminContest(c.id)).payout).toEqual({ members: 2, total: 800 });

    // A contract imported after the admin saw the figures: what they confirmed is no longer what pays.
    await importContracts(ctx, [[d.id, c.startsOn]]);
    const stale = await call('POST', `/api/admin/contests/${c.id}/finish`, { members: 2, total: 800 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'contest_payout_changed' });
    const seen = await adminContest(c.id);
    expect(seen).toMatchObject({ status: 'running', endsOn: c.endsOn, payout: { members: 3, total: 1100 } });
    expect(await prizeLines(a.id)).toBe(0);

    const ended = await call('POST', `/api/admin/contests/${c.id}/finish`, seen.payout!);
    expect(ended.statusCode, ended.body).toBe(200);
    const settledAt = ctx.clock.now().toISOString();
    const page2 = await page(nil.headers, c.id);
    expect(page2).toMatchObject({
      status: 'settled',
      standing: { place: 2, gap: null, gapText: null },
      result: { place: 2, score: 1, prize: 300, prizeStatus: 'paid', refusalReason: null, at: settledAt },
    });
    expect((await list(nil.headers)).find((x) => x.id === c.id)).toMatchObject({ status: 'settled', gapText: null });
    await assertLedgerInvariants(ctx.db);
  });
});
