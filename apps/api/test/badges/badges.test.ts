// Badges (docs/product.md §11.5) on a real database: rules that can never fire refused before anything
// is saved; a new badge given by its job to members who already meet it; badges given once in the
// intake's transaction as contracts arrive, announced, never money; a finished quarter without a
// terminated contract; the member's profile with the badges ahead and the way to them; a rule that
// is fixed once given, and an archived badge given no more.
import type { AdminBadge, BadgeBody, MemberBadge } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepBadges } from '../../src/features/badges/award.js';
import { cancelContract } from '../../src/features/rewards/cancel-contract.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { seedOperators, signInAdmin, type OperatorSession } from '../admin/fixtures.js';
import { addDays, importContracts, member } from '../contests/fixtures.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';

let ctx: TestContext;
let admin: OperatorSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
});

const count = async (sql: string, params: unknown[] = []) => (await ctx.db.query<{ n: number }>(sql, params)).rows[0]!.n;
const badgesOf = (memberId: string) =>
  ctx.db
    .query<{ name: string }>(
      'SELECT b.name FROM member_badges mb JOIN badges b ON b.id = mb.badge_id WHERE mb.member_id = $1 ORDER BY b.name',
      [memberId],
    )
    .then((r) => r.rows.map((x) => x.name));

async function create(body: BadgeBody) {
  return ctx.app.inject({ method: 'POST', url: '/api/admin/badges', headers: admin.headers, payload: body });
}

async function created(body: BadgeBody): Promise<AdminBadge> {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminBadge>();
}

describe('badges', () => {
  it('refuses a rule that can never fire, saving nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM badges');
    for (const [rule, field, message] of [
      [{ kind: 'contracts', contracts: 0 }, 'rule.contracts', 'Не меньше 1'],
      [{ kind: 'contracts', contracts: 2.5 }, 'rule.contracts', 'Укажите целое число договоров'],
      [{ kind: 'streak', weeks: 1 }, 'rule.weeks', 'Не меньше 2 недель'],
      [{ kind: 'streak', weeks: 105 }, 'rule.weeks', 'Не больше 104 недель'],
      [{ kind: 'first_tariff', tariff: '   ' }, 'rule.tariff', 'Укажите тариф'],
    ] as const) {
      const res = await create({ name: 'Никогда', icon: 'star', rule });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { [field]: message } });
    }
    const icon = await create({ name: 'Без значка', icon: 'unicorn' as never, rule: { kind: 'clean_quarter' } });
    expect(icon.json()).toMatchObject({ fields: { icon: 'Выберите значок' } });
    const link = await create({ name: 'Смотрите example.com', icon: 'star', rule: { kind: 'clean_quarter' } });
    expect(link.statusCode).toBe(400);
    expect(await count('SELECT count(*)::int AS n FROM badges')).toBe(before);
  });

  it('gives a new badge to those who already meet it, and then with each contract in its transaction, once', async () => {
    const anna = await member(ctx, 'Анна', 'Значкова');
    const boris = await member(ctx, 'Борис', 'Значков');
    const today = moscowDate(ctx.clock.now());
    await importContracts(ctx, [
      [anna.id, today],
      [anna.id, today],
      [anna.id, today],
      [boris.id, today],
    ]);
    const three = await created({ name: 'Три договора', icon: 'medal', rule: { kind: 'contracts', contracts: 3 } });
    expect(three).toMatchObject({ ruleText: '3 действующих договора', archived: false });
    // The job queued with it gives it to Anna, who already has three.
    await expect.poll(() => badgesOf(anna.id), { timeout: 20_000 }).toEqual(['Три договора']);
    expect(await badgesOf(boris.id)).toEqual([]);

    // Boris's third contract gives it in the import's transaction; a fourth gives nothing more.
    await importContracts(ctx, [
      [boris.id, today],
      [boris.id, today],
    ]);
    expect(await badgesOf(boris.id)).toEqual(['Три договора']);
    await importContracts(ctx, [[boris.id, today]]);
    expect(await count('SELECT count(*)::int AS n FROM member_badges WHERE member_id = $1', [boris.id])).toBe(1);
    const { rows: told } = await ctx.db.query<{ title: string; body: string; link: string }>(
      `SELECT title, body, link FROM notifications WHERE member_id = $1 AND title LIKE 'Новая награда%'`,
      [boris.id],
    );
    expect(told).toEqual([
      { title: 'Новая награда: «Три договора»', body: '3 действующих договора — награда в вашем профиле.', link: '/lk' },
    ]);
    // Never money: no posting names it.
    expect(await count(`SELECT count(*)::int AS n FROM ledger_transactions WHERE kind LIKE '%badge%'`)).toBe(0);

    // Its words change; its rule, once given, does not.
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/badges/${three.id}`,
      headers: admin.headers,
      payload: { name: 'Тройка', icon: 'trophy', rule: { kind: 'contracts', contracts: 3 } },
    });
    expect(renamed.json<AdminBadge>()).toMatchObject({ name: 'Тройка', icon: 'trophy', members: 2 });
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/badges/${three.id}`,
      headers: admin.headers,
      payload: { name: 'Тройка', icon: 'trophy', rule: { kind: 'contracts', contracts: 5 } },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'badge_rule_fixed' });

    // Archived: given no more, kept by those who have it.
    const archived = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/badges/${three.id}/archive`,
      headers: admin.headers,
    });
    expect(archived.json<AdminBadge>()).toMatchObject({ archived: true, members: 2 });
    const carl = await member(ctx, 'Карл', 'Значков');
    await importContracts(ctx, [
      [carl.id, today],
      [carl.id, today],
      [carl.id, today],
    ]);
    expect(await badgesOf(carl.id)).toEqual([]);
    expect(await badgesOf(anna.id)).toEqual(['Тройка']);
  });

  it('gives the first contract of a tariff however its name is typed, and a finished quarter without a termination', async () => {
    const dina = await member(ctx, 'Дина', 'Тарифова');
    const egor = await member(ctx, 'Егор', 'Тарифов');
    await created({ name: 'Семья', icon: 'rocket', rule: { kind: 'first_tariff', tariff: 'Семейный  Плюс' } });
    const today = moscowDate(ctx.clock.now());
    await importContracts(ctx, [[dina.id, today, 'семейный плюс']]);
    expect(await badgesOf(dina.id)).toEqual(['Семья']);

    // Last quarter: Dina's contracts all active, one of Egor's terminated.
    const lastQuarter = addDays(
      `${today.slice(0, 4)}-${String(Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`,
      -20,
    );
    await importContracts(ctx, [
      [dina.id, lastQuarter],
      [egor.id, lastQuarter],
    ]);
    const [egorsNumber] = await importContracts(ctx, [[egor.id, lastQuarter]]);
    await ctx.db.transaction((tx) => cancelContract(tx, { number: egorsNumber!, at: ctx.clock.now() }));
    await created({ name: 'Чистый квартал', icon: 'shield', rule: { kind: 'clean_quarter' } });
    await expect.poll(() => badgesOf(dina.id), { timeout: 20_000 }).toEqual(['Семья', 'Чистый квартал']);
    // The nightly sweep gives nothing twice and nothing to Egor.
    await sweepBadges(ctx.app.deps, null);
    expect(await badgesOf(egor.id)).toEqual([]);
    expect(await count('SELECT count(*)::int AS n FROM member_badges WHERE member_id = $1', [dina.id])).toBe(2);
  });

  it('shows the member their badges, newest first, and those ahead with the way to them', async () => {
    const fedor = await member(ctx, 'Фёдор', 'Профильный');
    await created({ name: 'Серия из четырёх', icon: 'flame', rule: { kind: 'streak', weeks: 4 } });
    await created({ name: 'Двадцать', icon: 'star', rule: { kind: 'contracts', contracts: 20 } });
    const today = moscowDate(ctx.clock.now());
    await importContracts(ctx, [
      [fedor.id, today],
      [fedor.id, today],
    ]);
    const { headers } = await signIn(ctx, fedor.phone);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/badges', headers });
    expect(res.statusCode, res.body).toBe(200);
    const badges = res.json<{ badges: MemberBadge[] }>().badges;
    expect(badges.find((b) => b.name === 'Двадцать')).toMatchObject({
      awardedAt: null,
      ruleText: '20 действующих договоров',
      progress: { done: 2, of: 20 },
    });
    expect(badges.find((b) => b.name === 'Серия из четырёх')).toMatchObject({
      awardedAt: null,
      ruleText: 'Серия из 4 недель с договором',
      progress: { done: 1, of: 4 },
    });
    // The archived badge nobody gave Fyodor is not shown; one he was given would be.
    expect(badges.map((b) => b.name)).not.toContain('Тройка');
    const earned = badges.filter((b) => b.awardedAt !== null);
    expect(earned.every((b) => b.progress === null)).toBe(true);
  });
});
