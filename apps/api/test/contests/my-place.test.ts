// «Моё место» on a real database (docs/product.md §11.1): the member's neighbours in their league at
// its top, middle and bottom, with ties in the standing index's order and nobody without a contract
// listed; the next contract's value (the month's tier, the contest, the personal target, the place it
// leads to); the time the standings were counted; the pace rule that makes the page lead with the
// personal goal when the next prize is out of reach; a member not in the contest.
import type { AdminContest, MemberContest } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, moscowMonth } from '../../src/lib/moscow-time.js';
import { seedOperators, signInAdmin, type OperatorSession } from '../admin/fixtures.js';
import { buildTestApp, signIn, type SignedIn, type TestContext } from '../helper.js';
import { addDays, importContracts, member, scheduledContest, start } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
/** The first of next month, 09:00 Moscow: every contest of this file and its contracts fall in one month. */
let monthStart: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  monthStart = `${addMonths(moscowMonth(ctx.clock.now()), 1)}-01`;
  ctx.clock.set(new Date(`${monthStart}T09:00:00+03:00`));
});

const at = (isoDate: string, time = '00:00') => new Date(`${isoDate}T${time}:00+03:00`);

async function page(s: SignedIn, id: number): Promise<MemberContest> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/contests/${id}/`, headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MemberContest>();
}

async function setTarget(phone: string, contracts: number, bonus: number): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/targets',
    headers: admin.headers,
    payload: { month: moscowMonth(ctx.clock.now()), memberPhones: [phone], contracts, bonus },
  });
  expect(res.json(), res.body).toEqual({ updated: 1 });
}

/**
 * Signs the members (and with `admin`, the admin) in just before `time`, each sign-in moving the
 * clock on, then sets the clock to `time`: the page's figures are read at that very instant. The
 * clock only moves forward (an operator's code is never used twice).
 */
async function signInAt(time: Date, phones: string[], { withAdmin = false } = {}): Promise<SignedIn[]> {
  const before = new Date(time.getTime() - 10 * 60_000);
  expect(before.getTime()).toBeGreaterThanOrEqual(ctx.clock.now().getTime());
  ctx.clock.set(before);
  if (withAdmin) admin = await signInAdmin(ctx);
  const sessions: SignedIn[] = [];
  for (const p of phones) sessions.push(await signIn(ctx, p));
  ctx.clock.set(time);
  return sessions;
}

const line = (name: string, place: number | null, score: number, isMe = false) => ({ place, name, score, isMe });
const NBSP = '\u00a0';

describe('«Моё место»', () => {
  let contest: AdminContest;
  const m: Record<string, { id: string; phone: string }> = {};
  const seen: Record<string, SignedIn> = {};

  it('lists three neighbours each side in the league, ties in one order, nobody without a contract', async () => {
    admin = await signInAdmin(ctx);
    const people: [string, string, string, number][] = [
      ['anna', 'Анна', 'Акимова', 8],
      ['boris', 'Борис', 'Белов', 6],
      ['vera', 'Вера', 'Волкова', 5],
      ['gleb', 'Глеб', 'Гусев', 5],
      ['dina', 'Дина', 'Дёмина', 4],
      ['egor', 'Егор', 'Ершов', 3],
      ['zhanna', 'Жанна', 'Жукова', 2],
      ['ivan', 'Иван', 'Ильин', 2],
      ['kira', 'Кира', 'Ким', 1],
      ['lev', 'Лев', 'Лосев', 0],
      ['maria', 'Мария', 'Мухина', 0],
    ];
    for (const [key, first, last] of people) m[key] = await member(ctx, first, last);
    contest = await scheduledContest(ctx, admin, {
      participants: 'list',
      memberPhones: people.map(([key]) => m[key]!.phone),
      rule: { kind: 'places', prizes: [3000, 2000, 1000] },
    });
    expect(contest.startsOn).toBe(addDays(monthStart, 1));
    await start(ctx, contest);
    const importedAt = ctx.clock.now();
    await importContracts(
      ctx,
      people.flatMap(([key, , , n]) => Array.from({ length: n }, () => [m[key]!.id, contest.startsOn] as [string, string])),
    );

    // 00:00 of the contest's second day.
    const viewers = ['anna', 'dina', 'kira', 'lev', 'vera', 'gleb'];
    const sessions = await signInAt(
      at(addDays(contest.startsOn, 1)),
      viewers.map((k) => m[k]!.phone),
      { withAdmin: true },
    );
    viewers.forEach((k, i) => (seen[k] = sessions[i]!));

    // Equal scores line up by member id (all joined at the start).
    const byId = (a: string, b: string, names: [string, string]): [string, string] =>
      m[a]!.id < m[b]!.id ? names : [names[1], names[0]];
    const [firstFive, secondFive] = byId('vera', 'gleb', ['Вера В.', 'Глеб Г.']);
    const twos = byId('zhanna', 'ivan', ['Жанна Ж.', 'Иван И.']).map((name) => line(name, 7, 2));

    // The middle: three above (the two fives in the index's order), three below.
    const middle = await page(seen.dina!, contest.id);
    expect(middle.neighbours).toEqual([
      line('Борис Б.', 2, 6),
      line(firstFive, 3, 5),
      line(secondFive, 3, 5),
      line('Дина Д.', 5, 4, true),
      line('Егор Е.', 6, 3),
      ...twos,
    ]);
    // The top: nobody above.
    expect((await page(seen.anna!, contest.id)).neighbours).toEqual([
      line('Анна А.', 1, 8, true),
      line('Борис Б.', 2, 6),
      line(firstFive, 3, 5),
      line(secondFive, 3, 5),
    ]);
    // The last with a contract: nobody below (members without one are never listed).
    expect((await page(seen.kira!, contest.id)).neighbours).toEqual([
      line('Егор Е.', 6, 3),
      ...twos,
      line('Кира К.', 9, 1, true),
    ]);
    // Without a contract: the three lowest with one above, the member's own line without a place.
    expect((await page(seen.lev!, contest.id)).neighbours).toEqual([
      ...twos,
      line('Кира К.', 9, 1),
      line('Лев Л.', null, 0, true),
    ]);
    // The tied pair: the first by the index's order has the other below, the second has the first
    // above, and so one line more below.
    const first = firstFive === 'Вера В.' ? 'vera' : 'gleb';
    const second = first === 'vera' ? 'gleb' : 'vera';
    const aroundFives = (me: 1 | 2) => [
      line('Анна А.', 1, 8),
      line('Борис Б.', 2, 6),
      line(firstFive, 3, 5, me === 1),
      line(secondFive, 3, 5, me === 2),
      line('Дина Д.', 5, 4),
      line('Егор Е.', 6, 3),
    ];
    expect((await page(seen[first]!, contest.id)).neighbours).toEqual(aroundFives(1));
    expect((await page(seen[second]!, contest.id)).neighbours).toEqual([...aroundFives(2), twos[0]]);
    // The standings were counted when the contracts came; the contest ends at 24:00 of its last day.
    expect(middle.countedAt).toBe(importedAt.toISOString());
    expect(middle.endsAt).toBe(at(addDays(contest.endsOn, 1)).toISOString());
  });

  it('values the next contract: the month’s tier, the target it meets and the place it leads to', async () => {
    await setTarget(m.dina!.phone, 5, 800);
    const dina = await page(seen.dina!, contest.id);
    expect(dina.standing).toMatchObject({ score: 4, place: 5, gap: { contracts: 1, place: 3 }, prize: 0 });
    // Her 5th contract of the month is on the 5–9 level (700 б.) and meets her target of 5 (800 б.).
    expect(dina.nextStep).toEqual({
      points: 1500,
      reward: 700,
      contest: 0,
      targetBonus: 800,
      place: 3,
      text: `Ещё 1 договор — +1${NBSP}500${NBSP}б. и 3-е место`,
    });
    expect(dina.personalGoal).toEqual({ target: 5, done: 4, left: 1, bonus: 800, text: 'До личной цели — ещё 1 договор' });
    // One day run, nine left: 4 a day × 9 + 1 = 37 within reach.
    expect(dina.reach).toEqual({ perDay: 4, reachable: 37, outOfReach: false });
    expect(dina.lead).toBe('gap');
  });

  it('leads with the personal goal once the next prize is out of reach at the member’s pace', async () => {
    await setTarget(m.kira!.phone, 5, 300);
    // Still 00:00 of the second day: Kira needs 4 more for the 3rd place; 1 a day × 9 + 1 = 10.
    let kira = await page(seen.kira!, contest.id);
    expect(kira.standing).toMatchObject({ score: 1, place: 9, gap: { contracts: 4, place: 3 } });
    expect(kira.reach).toEqual({ perDay: 1, reachable: 10, outOfReach: false });
    expect(kira.lead).toBe('gap');

    // 00:00 of the ninth day: eight days run, two left. Kira: 1 / 8 a day × 2 = 0.25 → 0, and the
    // next contract: 1, less than her gap of 4.
    const [k, e, d] = await signInAt(at(addDays(contest.startsOn, 8)), [m.kira!.phone, m.egor!.phone, m.dina!.phone]);
    kira = await page(k!, contest.id);
    expect(kira.reach).toEqual({ perDay: 0.13, reachable: 1, outOfReach: true });
    expect(kira.lead).toBe('personal_goal');
    expect(kira.personalGoal).toEqual({ target: 5, done: 1, left: 4, bonus: 300, text: 'До личной цели — ещё 4 договора' });
    expect(kira.standing!.gapText).toBe('ещё 4 договора до 3-го места');
    // Egor: 3 / 8 × 2 = 0.75 → 0, and 1: less than his gap of 2. His target of the month (the
    // tier's: 1 contract) is met: the page leads with the next contract's value.
    const egor = await page(e!, contest.id);
    expect(egor.reach).toEqual({ perDay: 0.38, reachable: 1, outOfReach: true });
    expect(egor.personalGoal).toBeNull();
    expect(egor.lead).toBe('next_step');
    expect(egor.nextStep).toMatchObject({ points: 500, reward: 500, targetBonus: 0, place: 5 });
    // Dina: 4 / 8 × 2 = 1, and 1: 2, not less than her gap of 1 — still the gap.
    const dina = await page(d!, contest.id);
    expect(dina.reach).toEqual({ perDay: 0.5, reachable: 2, outOfReach: false });
    expect(dina.lead).toBe('gap');
  });

  it('adds the contest’s points or its threshold prize, before and after the member joins a league', async () => {
    admin = await signInAdmin(ctx);
    const rita = await member(ctx, 'Рита', 'Романова');
    const perContract = await scheduledContest(
      ctx,
      admin,
      { rule: { kind: 'per_contract', pointsPerContract: 300, tariffs: ['Семейный'] } },
      5,
    );
    const threshold = await scheduledContest(
      ctx,
      admin,
      { participants: 'list', memberPhones: [rita.phone], rule: { kind: 'threshold', contracts: 3, prize: 1000 } },
      5,
    );
    await start(ctx, perContract);
    await start(ctx, threshold);
    // A member who came after the start joins the contest for everyone with their first counted contract.
    const late = await member(ctx, 'Пётр', 'Поздний');
    const [p, r] = await signInAt(new Date(ctx.clock.now().getTime() + 30 * 60_000), [late.phone, rita.phone]);
    let pyotr = await page(p!, perContract.id);
    expect(pyotr.standing).toBeNull();
    expect(pyotr.neighbours).toEqual([]);
    expect(pyotr.nextStep).toEqual({
      points: 800,
      reward: 500,
      contest: 300,
      targetBonus: 0,
      place: null,
      text: `Ещё 1 договор тарифа «Семейный» — +800${NBSP}б.`,
    });
    expect(pyotr.reach).toBeNull();
    expect(pyotr.lead).toBe('next_step');

    await importContracts(ctx, [
      [late.id, perContract.startsOn, 'Семейный'],
      [late.id, perContract.startsOn, 'Семейный'],
      [rita.id, threshold.startsOn],
      [rita.id, threshold.startsOn],
    ]);
    pyotr = await page(p!, perContract.id);
    expect(pyotr.neighbours).toEqual([line('Пётр П.', 1, 2, true)]);
    expect(pyotr.nextStep!.text).toBe(`Ещё 1 договор тарифа «Семейный» — +800${NBSP}б. и 1-е место`);
    expect(pyotr.lead).toBe('next_step');

    // Her 3rd contract reaches the threshold: the prize comes with the tier's 500 б.
    const ritaSees = await page(r!, threshold.id);
    expect(ritaSees.standing).toMatchObject({ score: 2, gap: { contracts: 1, place: null }, prize: 0 });
    expect(ritaSees.nextStep).toMatchObject({ points: 1500, reward: 500, contest: 1000, targetBonus: 0, place: 1 });
    // Half a day run: no pace to judge by yet, the gap leads.
    expect(ritaSees.reach).toBeNull();
    expect(ritaSees.lead).toBe('gap');
  });

  it('shows a member outside the contest nothing, and no next step once its time is up', async () => {
    const outsider = await member(ctx, 'Олег', 'Посторонний');
    // 01:00 after the first contest's last day; its end job has not run yet.
    const [o, anna] = await signInAt(at(addDays(contest.endsOn, 1), '01:00'), [outsider.phone, m.anna!.phone]);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/contests/${contest.id}/`, headers: o!.headers });
    expect(res.statusCode).toBe(404);
    const annaSees = await page(anna!, contest.id);
    expect(annaSees.status).toBe('running');
    expect(annaSees.nextStep).toBeNull();
    expect(annaSees.lead).toBeNull();
    expect(annaSees.neighbours).toHaveLength(4);
  });
});
