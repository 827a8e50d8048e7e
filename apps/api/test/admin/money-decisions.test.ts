// Money created by one operator's decision (decision 0041): a target's bonus, a raise of a tier
// table and a contest's prizes are valued at the most they may create; one that keeps its maker's
// Moscow day under the approval threshold (50 000 б.) acts at once, any other waits — changing
// nothing — at the approvals door (decision 0060) for a second admin, who sees the whole sum and its
// maker. The ledger's door refuses a kind that credits members without a control, and every kind
// the database accepts has one.
import type { AdminContest, Approval } from '@cabinet/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MONEY_CONTROLS } from '../../src/ledger/money-control.js';
import { post, type LedgerKind } from '../../src/ledger/post.js';
import { addMonths, moscowDate, moscowMonth } from '../../src/lib/moscow-time.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { finish, importContracts, member, scheduledContest, start } from '../contests/fixtures.js';
import { seedOperators, signInAdmin, signInSecondAdmin, type OperatorSession } from './fixtures.js';

let ctx: TestContext;
let maker: OperatorSession;
let checker: OperatorSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});
// Each test is a new Moscow day (what one admin created alone is counted per day), and sessions
// lapse while the clock jumps: each test signs in afresh.
beforeEach(async () => {
  ctx.clock.advance(2 * 86_400_000);
  maker = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
});

const call = (who: OperatorSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
const balance = async (memberId: string) =>
  (
    await ctx.db.query<{ b: number }>(
      `SELECT balance::float8 / 100 AS b FROM ledger_accounts WHERE member_id = $1 AND kind = 'available'`,
      [memberId],
    )
  ).rows[0]!.b;
const pending = async (): Promise<Approval[]> => (await call(checker, 'GET', '/api/admin/approvals')).json().approvals;
const approve = (who: OperatorSession, id: number) => call(who, 'POST', `/api/admin/approvals/${id}/approve`);
const reject = (who: OperatorSession, id: number, reason: string) =>
  call(who, 'POST', `/api/admin/approvals/${id}/reject`, { reason });
const targetsOf = async (memberId: string) =>
  (await ctx.db.query('SELECT bonus::float8 / 100 AS bonus FROM member_targets WHERE member_id = $1', [memberId])).rows;

describe('personal targets', () => {
  it('a 1 000 000 б. bonus set by one admin waits; nothing changes until a second admin approves', async () => {
    const a = await member(ctx, 'Тимур', 'Целевой');
    const month = moscowMonth(ctx.clock.now());
    const body = { month, memberPhones: [a.phone], contracts: 1, bonus: 1_000_000 };
    const set = await call(maker, 'PUT', '/api/admin/targets', body);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      updated: 0,
      pendingApproval: { kind: 'target', amount: 1_000_000, status: 'pending', madeBy: 'admin@agent-plus.test' },
    });
    const id = set.json().pendingApproval.id as number;
    expect(await targetsOf(a.id)).toEqual([]);
    await importContracts(ctx, [[a.id, moscowDate(ctx.clock.now())]]);
    const paidByContract = await balance(a.id);
    expect(paidByContract).toBeLessThan(1_000_000);

    const listed = (await pending()).find((d) => d.id === id);
    expect(listed).toMatchObject({ amount: 1_000_000, madeBy: 'admin@agent-plus.test', memberId: a.id });
    expect(listed!.summary).toContain('1\u00a0000\u00a0000');
    expect(listed!.effect).toBe('Бонусы за выполненные цели месяца: будет начислено не больше 1\u00a0000\u00a0000\u00a0б.');

    const own = await approve(maker, id);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_change_approval');
    expect(await targetsOf(a.id)).toEqual([]);

    const ok = await approve(checker, id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'approved', checkedBy: 'admin2@agent-plus.test' });
    expect(await targetsOf(a.id)).toEqual([{ bonus: 1_000_000 }]);
    // The target met already: its bonus is paid with the approval.
    expect(await balance(a.id)).toBe(paidByContract + 1_000_000);
    const twice = await approve(checker, id);
    expect(twice.json().code).toBe('change_decided');
    expect(await balance(a.id)).toBe(paidByContract + 1_000_000);
  });

  it('sums one admin’s day across decisions: the one that reaches the threshold waits, a refusal changes nothing', async () => {
    const [a, b] = [await member(ctx, 'Ада', 'Дневная'), await member(ctx, 'Бела', 'Дневная')];
    const month = moscowMonth(ctx.clock.now());
    const first = await call(maker, 'PUT', '/api/admin/targets', { month, memberPhones: [a.phone], contracts: 5, bonus: 30_000 });
    expect(first.json()).toEqual({ updated: 1 });
    const second = await call(maker, 'PUT', '/api/admin/targets', {
      month,
      memberPhones: [b.phone],
      contracts: 5,
      bonus: 30_000,
    });
    expect(second.json()).toMatchObject({ updated: 0, pendingApproval: { amount: 30_000, status: 'pending' } });
    // Another admin's day is their own.
    const other = await call(checker, 'PUT', '/api/admin/targets', { month, memberPhones: [b.phone], contracts: 5, bonus: 10 });
    expect(other.json()).toEqual({ updated: 1 });

    const id = second.json().pendingApproval.id as number;
    const blank = await reject(checker, id, '');
    expect(blank.statusCode).toBe(400);
    const refused = await reject(checker, id, 'Бонус не согласован');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'rejected', reason: 'Бонус не согласован' });
    expect(await targetsOf(b.id)).toEqual([{ bonus: 10 }]);
    expect((await pending()).map((d) => d.id)).not.toContain(id);
  });
});

describe('tier tables', () => {
  it('values a raise at its worst case and applies it only after a second admin', async () => {
    const month = addMonths(moscowMonth(ctx.clock.now()), 1);
    const before = (await call(maker, 'GET', `/api/admin/tiers?month=${month}`)).json().tiers;
    const raised = [{ minContracts: 1, reward: 1_000_000, targetBonus: 0 }];
    const res = await call(maker, 'PUT', '/api/admin/tiers', { month, tiers: raised });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tiers).toEqual(before);
    const decision = res.json().pendingApproval as Approval;
    expect(decision).toMatchObject({ kind: 'tiers', subject: month, status: 'pending' });
    expect(decision.amount).toBeGreaterThanOrEqual(1_000_000 - (before[0]?.reward ?? 0));

    const ok = await approve(checker, decision.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(maker, 'GET', `/api/admin/tiers?month=${month}`)).json().tiers).toEqual(raised);
    // Lowering it back creates nothing: it acts at once.
    const lowered = await call(maker, 'PUT', '/api/admin/tiers', {
      month,
      tiers: [{ minContracts: 1, reward: 100, targetBonus: 0 }],
    });
    expect(lowered.json().pendingApproval).toBeUndefined();
    expect(lowered.json().tiers).toEqual([{ minContracts: 1, reward: 100, targetBonus: 0 }]);
  });
});

describe('contest prizes', () => {
  it('five prizes of 49 999 б. wait as one request of 249 995 б.; refused, each member reads why', async () => {
    const ms = [];
    for (const name of ['Анна', 'Борис', 'Вера', 'Глеб', 'Дина']) ms.push(await member(ctx, name, 'Призовой'));
    const contest = await scheduledContest(ctx, maker, {
      participants: 'list',
      memberPhones: ms.map((m) => m.phone),
      rule: { kind: 'threshold', contracts: 1, prize: 49_999 },
    });
    await start(ctx, contest);
    await importContracts(
      ctx,
      ms.map((m) => [m.id, moscowDate(ctx.clock.now())]),
    );
    const before = await Promise.all(ms.map((m) => balance(m.id)));
    await finish(ctx, contest);
    maker = await signInAdmin(ctx);
    checker = await signInSecondAdmin(ctx);
    expect(await Promise.all(ms.map((m) => balance(m.id)))).toEqual(before);
    const decision = (await pending()).find((d) => d.kind === 'contest_prizes' && d.subject === String(contest.id));
    expect(decision).toMatchObject({ amount: 249_995, madeBy: 'admin@agent-plus.test', status: 'pending' });
    expect(decision!.effect).toBe(
      '5 участникам будет начислено 249\u00a0995\u00a0б.; при отказе каждый прочтёт причину в уведомлении.',
    );

    const own = await approve(maker, decision!.id);
    expect(own.json().code).toBe('own_change_approval');
    // The members read the reason: an address of another site in it is refused, and nothing changes.
    const linked = await reject(checker, decision!.id, 'Подробности на example.com/prizes');
    expect(linked.statusCode).toBe(400);
    expect(linked.json()).toMatchObject({
      code: 'validation_error',
      fields: { reason: expect.stringContaining('example.com/prizes') },
    });
    const contestNow = async () => (await call(checker, 'GET', `/api/admin/contests/${contest.id}`)).json<AdminContest>();
    expect((await contestNow()).prizes.map((p) => p.status)).toEqual(Array(5).fill('awaiting_approval'));

    const refused = await reject(checker, decision!.id, 'Договоры оформлены с нарушением правил');
    expect(refused.statusCode, refused.body).toBe(200);
    const shown = await contestNow();
    expect(shown.pendingPrizes).toBeNull();
    for (const p of shown.prizes)
      expect(p).toMatchObject({ status: 'refused', refusalReason: 'Договоры оформлены с нарушением правил' });
    for (const m of ms) {
      const { rows: told } = await ctx.db.query<{ title: string; body: string; link: string }>(
        `SELECT title, body, link FROM notifications WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
        [m.id],
      );
      expect(told[0]).toMatchObject({ link: `/contests/${contest.id}` });
      expect(told[0]!.body).toBe(
        'Куратор не подтвердил приз 49\u00a0999\u00a0б. Причина: Договоры оформлены с нарушением правил.',
      );
    }
    // The contest's page says it too, with the reason.
    const { headers } = await signIn(ctx, ms[0]!.phone);
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/contests/${contest.id}/`, headers })).json();
    expect(page.result).toMatchObject({
      prize: 0,
      prizeStatus: 'refused',
      refusalReason: 'Договоры оформлены с нарушением правил',
    });
    expect((await approve(checker, decision!.id)).json().code).toBe('change_decided');
    expect(await Promise.all(ms.map((m) => balance(m.id)))).toEqual(before);
    const { rows: audited } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'contest.prize_refused' AND target_id = $1`,
      [String(contest.id)],
    );
    expect(audited[0]!.n).toBe(5);
    await assertLedgerInvariants(ctx.db);
  });

  it('approved by another admin, pays every prize still waiting and tells each member', async () => {
    const ms = [await member(ctx, 'Ефим', 'Призовой'), await member(ctx, 'Жанна', 'Призовая')];
    const contest = await scheduledContest(ctx, maker, {
      participants: 'list',
      memberPhones: ms.map((m) => m.phone),
      rule: { kind: 'threshold', contracts: 1, prize: 30_000 },
    });
    await start(ctx, contest);
    await importContracts(
      ctx,
      ms.map((m) => [m.id, moscowDate(ctx.clock.now())]),
    );
    const before = await Promise.all(ms.map((m) => balance(m.id)));
    await finish(ctx, contest);
    maker = await signInAdmin(ctx);
    checker = await signInSecondAdmin(ctx);
    const shown = (await call(checker, 'GET', `/api/admin/contests/${contest.id}`)).json<AdminContest>();
    expect(shown.pendingPrizes).toMatchObject({ kind: 'contest_prizes', amount: 60_000, status: 'pending' });
    const ok = await approve(checker, shown.pendingPrizes!.id);
    expect(ok.statusCode, ok.body).toBe(200);
    for (const [i, m] of ms.entries()) {
      expect(await balance(m.id)).toBe(before[i]! + 30_000);
      const { rows: told } = await ctx.db.query<{ link: string }>(
        `SELECT link FROM notifications WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
        [m.id],
      );
      expect(told[0]).toMatchObject({ link: '/balance' });
    }
    const paid = (await call(checker, 'GET', `/api/admin/contests/${contest.id}`)).json<AdminContest>();
    expect(paid.prizes.map((p) => p.status)).toEqual(['paid', 'paid']);
    expect(paid.pendingPrizes).toBeNull();
    await assertLedgerInvariants(ctx.db);
  });
});

describe('the ledger’s door', () => {
  it('names a control for every kind the database accepts, and refuses a kind without one that credits a member', async () => {
    const { rows } = await ctx.db.query<{ def: string }>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'ledger_transactions_kind_check'`,
    );
    const kinds = [...rows[0]!.def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).sort();
    expect(kinds).toEqual(Object.keys(MONEY_CONTROLS).sort());

    const a = await member(ctx, 'Олег', 'Дверной');
    for (const kind of kinds as LedgerKind[]) {
      if (MONEY_CONTROLS[kind].control !== 'none') continue;
      await expect(
        ctx.db.transaction((tx) =>
          post(tx, {
            kind,
            memberId: a.id,
            lines: [
              { account: 'rewards', amount: -100 },
              { account: 'available', amount: 100 },
            ],
            title: 'Проверка',
            actor: 'system',
            at: ctx.clock.now(),
            ...(kind.startsWith('withdrawal') || kind === 'payout' || kind === 'tax_withholding' ? { orderId: 1 } : {}),
          }),
        ),
      ).rejects.toThrow(/names no control/);
    }
    expect(await balance(a.id)).toBe(0);
  });

  it('every kind that has credited a member in this database has a control', async () => {
    // A transaction's gain for its member as `memberGain` counts it: available and frozen up, debt down.
    const { rows } = await ctx.db.query<{ kind: LedgerKind }>(
      `SELECT DISTINCT t.kind FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
        GROUP BY t.id, t.kind HAVING sum(CASE a.kind WHEN 'debt' THEN -e.amount ELSE e.amount END) > 0`,
    );
    const crediting = new Set(rows.map((r) => r.kind));
    expect([...crediting].sort()).toEqual(expect.arrayContaining(['contest_prize', 'reward', 'target_bonus']));
    for (const kind of crediting) expect(MONEY_CONTROLS[kind].control, kind).not.toBe('none');
  });
});
