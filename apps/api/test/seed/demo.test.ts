import type { MemberBadge, MemberContest, MemberStreak, TeamMonth } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DEMO_PHONE, SECOND_PHONE } from '../../src/seed/members.js';
import { getAdminContest } from '../../src/features/contests/admin.js';
import { DEMO_SETTLED_CONTEST } from '../../src/seed/contests-demo.js';
import { DISPUTES_DEMO_PHONE } from '../../src/seed/disputes-demo.js';
import { LEGAL_DEMO_PHONE } from '../../src/seed/legal-demo.js';
import { seedClosedMonthDemo } from '../../src/seed/periods-demo.js';
import { seedDemo } from '../../src/seed/seed.js';
import { TEAM_SIZE, teamPhone } from '../../src/seed/team-demo.js';
import { SUPERVISOR_DEMO_PHONE } from '../../src/seed/teams-structure-demo.js';
import { buildTestApp, signIn, type SignedIn, type TestContext } from '../helper.js';

// The whole demo as `npm start` loads it: profile, money and content parts together.
let ctx: TestContext;
let ivan: SignedIn;
beforeAll(async () => {
  ctx = await buildTestApp();
  // The app serves files from its own DATA_DIR; the demo writes there too.
  await seedDemo(ctx.db, ctx.app.deps.files, ctx.app.deps.totpKey, ctx.clock.now());
  ivan = await signIn(ctx, DEMO_PHONE);
});

const get = (url: string, who: SignedIn = ivan) => ctx.app.inject({ method: 'GET', url, headers: who.headers });

describe('demo data', () => {
  it('gives the demo member a balance with thousands and a confirmed identity', async () => {
    const balance = (await get('/api/balance/user-balance/')).json();
    expect(balance.balance).toBeGreaterThanOrEqual(10_000);
    expect(balance.userId).toBe(ivan.userId);
    const passport = (await get('/api/lk/edit/get-passport-data/')).json().passportData;
    expect(passport.status).toBe('Подтверждено');
    for (const scan of [passport.pasportScan, passport.adressScan, passport.innScan]) {
      expect((await get(scan)).statusCode).toBe(200);
    }
    const info = (await get('/api/lk/personal-info/')).json().userInfo;
    expect(info).toMatchObject({ firstName: 'Иван', middleName: 'Сергеевич', lastName: 'Петров', cityName: 'Москва' });
    expect((await get(info.avatarUrl)).statusCode).toBe(200);
  });

  it('has 18 months of history, orders in every state, news and notifications', async () => {
    const history = (await get('/api/accounts/transactions?MaxResultCount=1000')).json();
    const months = new Set(history.history.map((h: { date: string }) => h.date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(18);
    const orders = (await get('/api/order/?category=all')).json().listCardOrder as { status: string }[];
    expect(new Set(orders.map((o) => o.status)).size).toBeGreaterThanOrEqual(3);
    expect((await get('/api/pending-amount/')).json().orders).toBe(1);
    const news = (await get('/api/news/?maxResultCount=50')).json();
    expect(news.totalCount).toBeGreaterThanOrEqual(12);
    expect((await get(news.allNews[0].imageUrl)).headers['content-type']).toBe('image/webp');
    const notes = (await get('/api/notification/?maxResultCount=100')).json();
    expect(notes.totalCount).toBeGreaterThanOrEqual(20);
    expect(notes.notifications.some((n: { isRead: boolean }) => !n.isRead)).toBe(true);
    expect((await get('/api/notification/is-notification/')).json()).toEqual({ message: true });
  });

  it('lets the demo member withdraw right away', async () => {
    const banks = (await get('/api/banks/')).json().banks.items as { id: string }[];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/withdrawal/',
      headers: { ...ivan.headers, 'idempotency-key': randomUUID() },
      payload: { bankId: banks[0]!.id, amount: 1000, phone: DEMO_PHONE },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, order: { amount: 1000 } });
  });

  it('gives the demo member a weekly streak with a freeze used and this week done (docs/product.md §11.2)', async () => {
    const streak = (await get('/api/streaks/current')).json<MemberStreak>();
    expect(streak).toMatchObject({ weekDone: true, repair: null, atRisk: false });
    // Eight finished weeks but the frozen one, and this one: at least eight.
    expect(streak.weeks).toBeGreaterThanOrEqual(8);
    expect(streak.history.map((h) => h.state)).toEqual(['kept', 'kept', 'kept', 'kept', 'kept', 'frozen', 'kept', 'kept']);
  });

  it('puts the demo member in the middle of his league of the running contest, three neighbours each side (docs/product.md §11.1)', async () => {
    const { contests } = (await get('/api/contests/')).json<{ contests: { id: number; status: string; kind: string }[] }>();
    // The team contest runs beside it once the demo has teams (team-contests-demo.ts).
    const running = contests.find((c) => c.status === 'running' && c.kind === 'individual')!;
    const page = (await get(`/api/contests/${running.id}/`)).json<MemberContest>();
    expect(page.standing).toMatchObject({ leagueName: 'Рост', score: 5, place: 5, membersInLeague: 9 });
    expect(page.neighbours.map((n) => n.score)).toEqual([8, 7, 6, 5, 4, 3, 2]);
    expect(page.neighbours[3]).toMatchObject({ name: 'Иван П.', isMe: true });
    expect(page.standing!.gap).toEqual({ contracts: 2, place: 3 });
    expect(page.nextStep?.place).toBe(4);
  });

  it('has last month’s contest settled with a control group and its result (docs/product.md §11.3)', async () => {
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id::int AS id FROM contests WHERE title = $1', [
      DEMO_SETTLED_CONTEST.title,
    ]);
    const contest = await getAdminContest(ctx.db, rows[0]!.id, ctx.clock.now());
    expect(contest).toMatchObject({ status: 'settled', holdoutPercent: 20, holdoutSeed: DEMO_SETTLED_CONTEST.holdoutSeed });
    expect(contest.prizes).toEqual([]);
    const result = contest.controlGroup!;
    expect(result.contest.members).toBeGreaterThanOrEqual(2);
    expect(result.control.members).toBeGreaterThanOrEqual(2);
    expect(contest.holdoutMembers).toBe(result.control.members);
    expect(result.effect).not.toBeNull();
  });

  it('gives the demo member two badges, the rest ahead with the way to them (docs/product.md §11.5)', async () => {
    const { badges } = (await get('/api/badges')).json<{ badges: MemberBadge[] }>();
    expect(badges.filter((b) => b.awardedAt !== null).map((b) => b.name)).toEqual(
      expect.arrayContaining(['Первые десять', 'Сотня']),
    );
    expect(badges.filter((b) => b.awardedAt !== null)).toHaveLength(2);
    expect(badges.find((b) => b.name === 'Двести пятьдесят')).toMatchObject({ awardedAt: null, progress: { of: 250 } });
    expect(badges.find((b) => b.name === 'Полгода в ритме')!.progress!.done).toBeGreaterThanOrEqual(8);
  });

  it('keeps the second member apart', async () => {
    const maria = await signIn(ctx, SECOND_PHONE);
    const orders = (await get('/api/order/?category=all', maria)).json().listCardOrder as { id: string }[];
    const ivansOrders = (await get('/api/order/?category=all')).json().listCardOrder as { id: string }[];
    expect(orders.some((o) => ivansOrders.some((i) => i.id === o.id))).toBe(false);
  });

  it('gives every agent of the team points and a confirmed identity', async () => {
    for (const n of [1, TEAM_SIZE]) {
      const agent = await signIn(ctx, teamPhone(n));
      expect((await get('/api/balance/user-balance/', agent)).json().balance).toBeGreaterThan(100);
      expect((await get('/api/lk/edit/get-passport-data/', agent)).json().passportData.status).toBe('Подтверждено');
    }
  });

  it('gives Ольга the team «Тверская» with Иван in it, an agent without sales for a week and a clawback (docs/product.md §12h)', async () => {
    const olga = await signIn(ctx, SUPERVISOR_DEMO_PHONE);
    expect((await get('/api/team/role', olga)).json()).toEqual({ supervises: true });
    const team = (await get('/api/team', olga)).json<TeamMonth>();
    expect(team.team).toMatchObject({ name: 'Тверская', point: 'Салон на Тверской', dealer: 'ООО «Связь-Регион»' });
    expect(team.agents.find((a) => a.memberId === ivan.userId)).toMatchObject({ name: 'Петров Иван', current: true });
    expect(team.agents.filter((a) => a.stalled).map((a) => a.name)).toContain('Морозов Сергей');
    expect(team.clawbacks.map((c) => c.name)).toContain('Морозов Сергей');
    // The demo's team contest is running, and her team's place in it is on her page with its prize.
    expect(team.contests).toEqual([expect.objectContaining({ status: 'running', teamsInLeague: expect.any(Number) as number })]);
    expect(team.contests[0]!.prizeAtStake).toBeGreaterThan(0);
    expect(team.months.length).toBeGreaterThanOrEqual(18);
    expect((await get('/api/team/role')).json()).toEqual({ supervises: false });
  });

  it('gives Лидия a dispute waiting for her answer and a claim waiting for the operators', async () => {
    const lidia = await signIn(ctx, DISPUTES_DEMO_PHONE);
    const items = (await get('/api/disputes', lidia)).json().items as { kind: string; status: string; answers: unknown[] }[];
    expect(items.map((d) => [d.kind, d.status])).toEqual([
      ['missing_contract', 'new'],
      ['line', 'need_info'],
    ]);
    expect(items[1]!.answers).toHaveLength(1);
  });

  it('has the rules and the consent published and accepted by everyone but Ксения', async () => {
    expect((await get('/api/lk/legal')).json()).toMatchObject({
      pending: false,
      documents: [{ kind: 'rules' }, { kind: 'pd_consent' }],
    });
    const ksenia = await signIn(ctx, LEGAL_DEMO_PHONE);
    const standing = (await get('/api/lk/legal', ksenia)).json();
    expect(standing.pending).toBe(true);
    expect(standing.documents.map((d: { acceptedAt: string | null }) => d.acceptedAt)).toEqual([null, null]);
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM members m
        WHERE m.phone <> $1 AND (SELECT count(*) FROM legal_acceptances a WHERE a.member_id = m.id) <> 2`,
      [LEGAL_DEMO_PHONE],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('closes the month before last: its active agents have the month’s document', async () => {
    await seedClosedMonthDemo(ctx.db, ctx.app.deps.env, ctx.clock.now());
    const documents = (await get('/api/documents')).json().items as { status: string; title: string }[];
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ status: 'awaiting' });
    expect(documents[0]!.title).toMatch(/^Отчёт агента за /);
  });

  it('is idempotent to load: the guard key is written', async () => {
    const { rows } = await ctx.db.query("SELECT 1 FROM app_meta WHERE key = 'demo_seeded'");
    expect(rows).toHaveLength(1);
  });
});
