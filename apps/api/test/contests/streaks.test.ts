// The weekly streak on a real database (docs/product.md §11.2): the member's read from their contracts
// — kept weeks, the month's freeze, a repair owed, the current week pending — changed at once by a late
// contract and by a cancelled one; and Saturday's reminder: who is told, with which words, once a week.
import type { MemberStreak } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelContract } from '../../src/features/rewards/cancel-contract.js';
import { remindStreaksAtRisk } from '../../src/features/streaks/reminder-job.js';
import { addDays } from '../../src/lib/moscow-time.js';
import { mondayOf } from '../../src/features/streaks/streak-rules.js';
import { addMonths, moscowMonth } from '../../src/lib/moscow-time.js';
import { buildTestApp, signIn, type SignedIn, type TestContext } from '../helper.js';
import { importContracts, member } from './fixtures.js';

let ctx: TestContext;
/** Week `k` of the scenario, a Monday: weeks 0–3 end on Sundays of one month, so one freeze covers them all. */
let week: (k: number) => string;
/** `YYYY-MM` of weeks 0–3. */
let month: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  // The month after next (the clock only moves forward): its first Sunday ends week 0, the fourth
  // (day 22–28) week 3; week −1 ends in the month before.
  month = addMonths(moscowMonth(ctx.clock.now()), 2);
  const firstSunday = [...Array(7).keys()]
    .map((i) => `${month}-0${i + 1}`)
    .find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)!;
  week = (k) => addDays(mondayOf(firstSunday), 7 * k);
});

/** Saturday of week 3, noon Moscow time: the reminder's hour. */
const saturdayNoon = () => new Date(`${addDays(week(3), 5)}T12:00:00+03:00`);

async function streakOf(s: SignedIn): Promise<MemberStreak> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/streaks/current', headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MemberStreak>();
}

const notices = async (memberId: string) =>
  (
    await ctx.db.query<{ title: string; body: string; link: string }>(
      `SELECT title, body, link FROM notifications WHERE member_id = $1 AND title LIKE 'Серия%' ORDER BY id`,
      [memberId],
    )
  ).rows;

/** A contract of each listed week, two where the week appears twice; Wednesday of the week. */
const contractsIn = (memberId: string, ...weeks: number[]) =>
  importContracts(
    ctx,
    weeks.map((k): [string, string] => [memberId, addDays(week(k), 2)]),
  );

describe('the weekly streak', () => {
  const m: Record<string, { id: string; phone: string }> = {};
  const s: Record<string, SignedIn> = {};
  const numbers: Record<string, string[]> = {};

  it('reads the series from the contracts: kept weeks, the freeze, a repair owed, this week pending', async () => {
    const people: [string, string, number[]][] = [
      ['kept', 'Карина', [-1, 0, 1, 2]],
      ['frozen', 'Фаина', [-2, -1, 1, 2]],
      ['done', 'Дарья', [-2, -1, 1, 2, 3]],
      ['repair', 'Роза', [-1, 0, 3]],
      ['short', 'Света', [0]],
      ['old', 'Ольга', [-6]],
    ];
    const before = new Date(saturdayNoon().getTime() - 10 * 60_000);
    expect(before.getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    ctx.clock.set(before);
    for (const [key, name] of people) {
      const who = await member(ctx, name, 'Серийная');
      m[key] = who;
      s[key] = await signIn(ctx, who.phone);
    }
    ctx.clock.set(saturdayNoon());
    for (const [key, , weeks] of people) numbers[key] = await contractsIn(m[key]!.id, ...weeks);

    const kept = await streakOf(s.kept!);
    expect(kept).toMatchObject({
      weeks: 4,
      week: week(3),
      weekEndsAt: new Date(`${week(4)}T00:00:00+03:00`).toISOString(),
      weekContracts: 0,
      weekDone: false,
      freeze: { month, available: true, usedFor: null },
      repair: null,
      atRisk: false,
    });
    expect(kept.history.map((h) => h.state)).toEqual(['missed', 'missed', 'missed', 'missed', 'kept', 'kept', 'kept', 'kept']);

    const frozen = await streakOf(s.frozen!);
    expect(frozen).toMatchObject({
      weeks: 4,
      weekDone: false,
      freeze: { month, available: false, usedFor: week(0) },
      atRisk: true,
    });
    expect(frozen.history.slice(-5).map((h) => h.state)).toEqual(['kept', 'kept', 'frozen', 'kept', 'kept']);

    expect(await streakOf(s.done!)).toMatchObject({ weeks: 5, weekContracts: 1, weekDone: true, atRisk: false });

    // Week 1 frozen (the month's freeze), week 2 missed with none left: this week's second contract repairs it.
    const repair = await streakOf(s.repair!);
    expect(repair).toMatchObject({
      weeks: 2,
      weekContracts: 1,
      weekDone: false,
      repair: { week: week(2), contractsNeeded: 1 },
      atRisk: true,
    });
    expect(repair.history.slice(-4).map((h) => h.state)).toEqual(['kept', 'kept', 'frozen', 'repairable']);

    expect(await streakOf(s.short!)).toMatchObject({ weeks: 1, repair: { week: week(2), contractsNeeded: 2 }, atRisk: true });
    expect(await streakOf(s.old!)).toMatchObject({ weeks: 0, repair: null, atRisk: false });
  });

  it('tells on Saturday the members whose series of two weeks or more would break, once a week', async () => {
    const told = await remindStreaksAtRisk(ctx.app.deps);
    expect(told).toBe(2);
    expect(await notices(m.frozen!.id)).toEqual([
      {
        title: 'Серия из 4 недель прервётся в воскресенье',
        body: 'Заключите договор до конца недели — и серия продолжится. Заморозка этого месяца уже использована.',
        link: '/',
      },
    ]);
    expect(await notices(m.repair!.id)).toEqual([
      {
        title: 'Серия из 2 недель прервётся в воскресенье',
        body: 'Прошлая неделя прошла без договора. Заключите ещё 1 договор до конца недели — и серия восстановится.',
        link: '/',
      },
    ]);
    // The freeze still there, this week done, a series of one, none at all: nobody else is told.
    for (const key of ['kept', 'done', 'short', 'old']) expect(await notices(m[key]!.id)).toEqual([]);

    // A retried or repeated run tells nobody twice.
    ctx.clock.advance(60_000);
    expect(await remindStreaksAtRisk(ctx.app.deps)).toBe(0);
    expect(await notices(m.frozen!.id)).toHaveLength(1);
    const { rows } = await ctx.db.query<{ week: string; weeks: number }>(
      `SELECT to_char(week, 'YYYY-MM-DD') AS week, weeks FROM streak_reminders WHERE member_id = $1`,
      [m.frozen!.id],
    );
    expect(rows).toEqual([{ week: week(3), weeks: 4 }]);
  });

  it('counts a late contract for the week it was signed in, and gives the freeze back', async () => {
    await contractsIn(m.frozen!.id, 0);
    expect(await streakOf(s.frozen!)).toMatchObject({
      weeks: 5,
      freeze: { month, available: true, usedFor: null },
      atRisk: false,
    });
    // The repair's second contract arrives: the missed week counts, and so does this one.
    await contractsIn(m.repair!.id, 3);
    expect(await streakOf(s.repair!)).toMatchObject({ weeks: 4, weekDone: true, repair: null, atRisk: false });
  });

  it('stops counting a cancelled contract’s week', async () => {
    // Week 1 of `kept` loses its contract: the month's freeze covers it, one week less.
    const [, , inWeek1] = numbers.kept!;
    await ctx.db.transaction((tx) => cancelContract(tx, { number: inWeek1!, at: ctx.clock.now() }));
    expect(await streakOf(s.kept!)).toMatchObject({ weeks: 3, freeze: { available: false, usedFor: week(1) }, atRisk: true });
  });
});
