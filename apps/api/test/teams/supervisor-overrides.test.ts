// Supervisor overrides (docs/product.md §11.6, decision 0069): the month's rule pays the supervisor of
// the team an agent was in on a contract's signing day a share of the contract's reward, in the reward's
// own transaction, whichever way the contract came; held and released with it, taken back with it, and
// explained on the supervisor's history line. The ledger's invariants hold after every case.
import type { Approval } from '@cabinet/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pgErrorCode } from '../../src/db/types.js';
import { receiveContract } from '../../src/features/contract-intake/service.js';
import { cancelContract, releaseContractHolds, releaseHeldRewards } from '../../src/features/rewards/service.js';
import { setOverrideRule } from '../../src/features/supervisor-overrides/month-rule.js';
import { addMonths, moscowDate, moscowMonth } from '../../src/lib/moscow-time.js';
import { seedMember } from '../../src/seed/members.js';
import {
  DEMO_ADMIN,
  seedOperators,
  signInAdmin,
  signInDemoOperator,
  signInSecondAdmin,
  type OperatorSession,
} from '../admin/fixtures.js';
import { CSV_HEADER, importContracts } from '../admin/imports-fixtures.js';
import { buildTestApp, signIn, type SignedIn, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { credit } from '../money/fixtures.js';
import { contractRow, issueKey, partnerCall } from '../partner/fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let checker: OperatorSession;
/** The clock's month: its days up to the 20th are signing days that have come. */
let month: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  // The 20th of next month at noon, Moscow time: the month's first days have passed, and the clock stays
  // ahead of the real one (the captcha's challenges expire by it).
  ctx.clock.set(`${addMonths(moscowMonth(new Date()), 1)}-20T12:00:00+03:00`);
  month = moscowMonth(ctx.clock.now());
  await seedOperators(ctx);
  // The month's rule every case below pays by: 12,5 % of the agent's reward.
  ok(await setRule(month, 12.5, await signInAdmin(ctx)));
});
beforeEach(async () => {
  admin = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
});

const day = (n: number, m = month) => `${m}-${String(n).padStart(2, '0')}`;
const dayText = (n: number, m = month) => `${String(n).padStart(2, '0')}.${m.slice(5)}.${m.slice(0, 4)}`;

type Method = 'GET' | 'POST' | 'PUT';
type Res = Awaited<ReturnType<TestContext['app']['inject']>>;
const call = (who: { headers: Record<string, string> }, method: Method, url: string, payload?: object): Promise<Res> =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) }) as Promise<Res>;
const ok = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

interface Person {
  id: string;
  phone: string;
}
let phoneSeq = 0;
async function person(lastName: string, firstName: string): Promise<Person> {
  const phone = `7955${String(++phoneSeq).padStart(7, '0')}`;
  return { id: await seedMember(ctx.db, { phone, lastName, firstName }), phone };
}
const signedIn = async (p: Person): Promise<Person & SignedIn> => ({ ...p, ...(await signIn(ctx, p.phone)) });

let teamSeq = 0;
async function team(): Promise<{ id: string; name: string }> {
  const n = ++teamSeq;
  const dealer = ok<{ id: string }>(await call(admin, 'POST', '/api/admin/dealers', { name: `Дилер ${n}` }));
  const point = ok<{ id: string }>(
    await call(admin, 'POST', '/api/admin/sales-points', { dealerId: dealer.id, name: 'Точка', address: 'Пермь, Ленина, 1' }),
  );
  const name = `Команда ${n}`;
  return { id: ok<{ id: string }>(await call(admin, 'POST', '/api/admin/teams', { pointId: point.id, name })).id, name };
}
const place = async (teamId: string, p: Person, from: string) =>
  ok(await call(admin, 'POST', `/api/admin/teams/${teamId}/agents`, { memberId: p.id, from }));
async function supervise(teamId: string, p: Person, from: string): Promise<void> {
  const asked = ok<{ id: number }>(await call(admin, 'POST', `/api/admin/teams/${teamId}/supervisor`, { memberId: p.id, from }));
  ok(await call(checker, 'POST', `/api/admin/approvals/${asked.id}/approve`));
}

let numberSeq = 0;
/** One contract arriving alone (the single path), signed on `signedOn`; answers its number. */
async function receive(agent: Person, signedOn: string, number = `РУК-${String(++numberSeq).padStart(5, '0')}`) {
  const r = await ctx.db.transaction((tx) =>
    receiveContract(tx, { memberId: agent.id, number, clientName: 'Клиентова Ольга', signedOn, at: ctx.clock.now() }),
  );
  expect(r.created).toBe(true);
  return number;
}

/** A member's override lines, oldest first: the kind, the contract and what the member gained (points). */
async function overrides(p: Person): Promise<{ kind: string; number: string; points: number }[]> {
  const { rows } = await ctx.db.query<{ kind: string; number: string; points: number }>(
    `SELECT t.kind, c.number, (sum(CASE a.kind WHEN 'debt' THEN -e.amount ELSE e.amount END) / 100)::float8 AS points
       FROM ledger_transactions t
       JOIN contracts c ON c.id = t.contract_id
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
      WHERE t.member_id = $1 AND t.kind IN ('supervisor_override', 'supervisor_override_clawback')
      GROUP BY t.id, t.kind, c.number ORDER BY t.id`,
    [p.id],
  );
  return rows;
}
const paid = (number: string, points: number) => ({ kind: 'supervisor_override', number, points });
const overrideRows = async () =>
  (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM supervisor_overrides')).rows[0]!.n;

async function setRule(m: string, percent: number, who = admin): Promise<Res> {
  return call(who, 'PUT', '/api/admin/supervisor-override', { month: m, percent });
}
async function setTiers(m: string, tiers: { minContracts: number; reward: number }[]): Promise<void> {
  const res = ok<{ pendingApproval?: Approval }>(await call(admin, 'PUT', '/api/admin/tiers', { month: m, tiers }));
  expect(res.pendingApproval).toBeUndefined();
}

describe('the month’s rule pays the supervisor with each reward', () => {
  it('a share of the reward, rounded half-up to a kopeck, on the supervisor’s history line with its calculation', async () => {
    expect(ok(await setRule(month, 12.5))).toEqual({
      month,
      currentMonth: month,
      editable: true,
      ruleMonth: month,
      percent: 12.5,
    });
    // 12,5 % of 500,03 б. is 62,50375 б. → 62,50; of 500,04 б. it is exactly 62,505 б. → 62,51 (half up).
    await setTiers(month, [
      { minContracts: 1, reward: 500.03 },
      { minContracts: 2, reward: 500.04 },
    ]);
    const t = await team();
    const agent = await person('Петрова', 'Анна');
    const boss = await signedIn(await person('Соколов', 'Игорь'));
    await place(t.id, agent, day(1));
    await supervise(t.id, boss, day(1));

    const first = await receive(agent, day(5));
    const second = await receive(agent, day(6));
    expect(await overrides(boss)).toEqual([paid(first, 62.5), paid(second, 62.51)]);
    // The agent's own rewards are whole: the share is the programme's, not taken from them.
    const { rows } = await ctx.db.query<{ b: number }>(
      `SELECT balance::float8 / 100 AS b FROM ledger_accounts WHERE member_id = $1 AND kind = 'available'`,
      [agent.id],
    );
    expect(rows[0]!.b).toBeCloseTo(1000.07, 2);

    const history = ok<{ history: { id: number; title: string; description: string; amount: number; status: string }[] }>(
      await call(boss, 'GET', '/api/accounts/transactions'),
    ).history;
    expect(history[0]).toMatchObject({
      title: 'Вознаграждение руководителя',
      description: `Договор № ${second} от ${dayText(6)} агента Петрова А.: 12,5\u00a0% от 500,04\u00a0б.`,
      amount: 62.51,
      category: 'accrual',
      status: 'Начислено',
      contractNumber: second,
    });
    const calculation = ok(await call(boss, 'GET', `/api/accounts/transactions/${history[0]!.id}/calculation`));
    expect(calculation).toEqual({
      entryId: history[0]!.id,
      date: expect.any(String),
      amount: 62.51,
      title: 'Вознаграждение руководителя',
      description: history[0]!.description,
      // The agent's client is the agent's: the supervisor's line names the contract by its number and day.
      contract: null,
      tier: null,
      import: null,
      claim: null,
      override: {
        agentName: 'Петрова А.',
        teamName: t.name,
        contractNumber: second,
        signedOn: day(6),
        contractStatus: 'active',
        cancelledAt: null,
        agentReward: 500.04,
        percent: 12.5,
        share: 62.51,
      },
      disputes: [],
    });
    expect(JSON.stringify(calculation)).not.toContain('Клиентова');
    // The agent cannot open the supervisor's line.
    const theAgent = await signIn(ctx, agent.phone);
    expect((await call(theAgent, 'GET', `/api/accounts/transactions/${history[0]!.id}/calculation`)).statusCode).toBe(404);

    await setTiers(month, [
      { minContracts: 1, reward: 500 },
      { minContracts: 5, reward: 700 },
      { minContracts: 10, reward: 1000 },
    ]);
    await assertLedgerInvariants(ctx.db);
  });

  it('pays nothing without a team, a supervisor or a rule, nor to a supervisor who is the agent', async () => {
    const before = await overrideRows();
    const alone = await person('Одинокий', 'Олег');
    await receive(alone, day(3));

    const headless = await team();
    const agent = await person('Безруков', 'Борис');
    await place(headless.id, agent, day(1));
    await receive(agent, day(3));

    // The previous month has no rule: a rule holds from its month on, never back.
    const earlier = addMonths(month, -1);
    const t = await team();
    const boss = await person('Ранний', 'Роман');
    const early = await person('Прошлов', 'Пётр');
    await place(t.id, early, day(1, earlier));
    await supervise(t.id, boss, day(1, earlier));
    await receive(early, day(10, earlier));

    // The structure refuses a supervisor of their own team; written straight, the accrual still pays them nothing.
    const self = await team();
    const both = await person('Самсонов', 'Семён');
    await ctx.db.query('INSERT INTO team_agents (member_id, team_id, valid_from) VALUES ($1, $2, $3)', [
      both.id,
      self.id,
      day(1),
    ]);
    await ctx.db.query('INSERT INTO team_supervisors (team_id, member_id, valid_from) VALUES ($1, $2, $3)', [
      self.id,
      both.id,
      day(1),
    ]);
    await receive(both, day(4));

    expect(await overrideRows()).toBe(before);
    for (const p of [alone, agent, boss, early, both]) expect(await overrides(p)).toEqual([]);
    // Signed this month, the same agent's contract pays the same supervisor.
    const now = await receive(early, day(4));
    expect(await overrides(boss)).toEqual([paid(now, 62.5)]);
    await assertLedgerInvariants(ctx.db);
  });

  it('the import’s batch and the partner API pay each contract’s supervisor in the batch’s transaction', async () => {
    const t = await team();
    const boss = await person('Импортов', 'Иван');
    const [a, b, outsider] = [await person('Агеев', 'Артём'), await person('Быкова', 'Вера'), await person('Вне', 'Команды')];
    await place(t.id, a, day(1));
    await place(t.id, b, day(1));
    await supervise(t.id, boss, day(1));

    const rows = [
      `${a.phone};ИМП-1;Клиентов Кирилл;${day(8)};действует`,
      `${b.phone};ИМП-2;Клиентов Кирилл;${day(8)};действует`,
      `${a.phone};ИМП-3;Клиентов Кирилл;${day(9)};действует`,
      `${outsider.phone};ИМП-4;Клиентов Кирилл;${day(9)};действует`,
    ];
    const { job } = await importContracts(ctx, admin, `${CSV_HEADER}\n${rows.join('\n')}\n`);
    expect(job).toMatchObject({ status: 'applied' });
    expect(await overrides(boss)).toEqual([paid('ИМП-1', 62.5), paid('ИМП-2', 62.5), paid('ИМП-3', 62.5)]);
    expect(await overrides(outsider)).toEqual([]);

    const key = await issueKey(ctx, admin, checker);
    const res = await partnerCall(ctx, key, {
      url: '/api/partner/v1/contracts',
      body: { contracts: [contractRow(b.phone, 'ПАР-1', day(10))] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await overrides(boss)).at(-1)).toEqual(paid('ПАР-1', 62.5));
    await assertLedgerInvariants(ctx.db);
  });

  it('a credited missing-contract claim pays the supervisor a share of the credit', async () => {
    const t = await team();
    const boss = await person('Спорный', 'Семён');
    const agent = await signedIn(await person('Заявкина', 'Зоя'));
    await place(t.id, agent, day(1));
    await supervise(t.id, boss, day(1));
    const claim = ok<{ id: number }>(
      await call(agent, 'POST', '/api/disputes', {
        kind: 'missing_contract',
        contractNumber: 'ЗАЯ-1',
        contractDate: moscowDate(ctx.clock.now()),
        subscriber: 'ул. Ленина, 1, кв. 2',
      }),
    );
    const credited = ok<{ pendingCredit: unknown }>(
      await call(admin, 'POST', `/api/admin/disputes/${claim.id}/credit`, { amount: 700, text: 'Договор подтверждён' }),
    );
    expect(credited.pendingCredit).toBeNull();
    expect(await overrides(boss)).toEqual([paid('ЗАЯ-1', 87.5)]);
    // The one admin's credit created the share too: its approval is valued with it and says so.
    const { rows } = await ctx.db.query<{ amount: number; effect: string }>(
      `SELECT amount::float8 / 100 AS amount, effect FROM approvals WHERE kind = 'dispute_credit' AND subject = $1`,
      [String(claim.id)],
    );
    expect(rows).toEqual([
      {
        amount: 787.5,
        effect:
          'Спор будет решён начислением участнику 700\u00a0б., а руководителю его команды — 87,50\u00a0б. вознаграждения руководителя',
      },
    ]);
    await assertLedgerInvariants(ctx.db);
  });
});

describe('the structure on the signing day decides', () => {
  it('an agent moved mid-month: contracts signed before the move pay the old supervisor', async () => {
    const [old, next] = [await team(), await team()];
    const [oldBoss, newBoss] = [await person('Старый', 'Степан'), await person('Новый', 'Никита')];
    await supervise(old.id, oldBoss, day(1));
    await supervise(next.id, newBoss, day(1));
    const agent = await person('Переходов', 'Павел');
    await place(old.id, agent, day(1));
    await place(next.id, agent, day(10));

    const before = await receive(agent, day(9));
    const onTheDay = await receive(agent, day(10));
    const after = await receive(agent, day(12));
    expect(await overrides(oldBoss)).toEqual([paid(before, 62.5)]);
    expect(await overrides(newBoss)).toEqual([paid(onTheDay, 62.5), paid(after, 62.5)]);
    await assertLedgerInvariants(ctx.db);
  });

  it('a supervisor changed mid-month: each contract pays whoever supervised on its day', async () => {
    const t = await team();
    const [first, second] = [await person('Первый', 'Пётр'), await person('Второй', 'Василий')];
    const agent = await person('Агентов', 'Алексей');
    await place(t.id, agent, day(1));
    await supervise(t.id, first, day(1));
    await supervise(t.id, second, day(15));

    const lastDay = await receive(agent, day(14));
    const firstDay = await receive(agent, day(15));
    expect(await overrides(first)).toEqual([paid(lastDay, 62.5)]);
    expect(await overrides(second)).toEqual([paid(firstDay, 62.5)]);
    await assertLedgerInvariants(ctx.db);
  });
});

describe('the override goes with its reward', () => {
  it('is taken back with a cancelled contract’s reward from whoever it was paid to, the rest as their debt', async () => {
    const t = await team();
    const [boss, successor] = [await person('Возвратов', 'Виктор'), await person('Преемник', 'Пётр')];
    const agent = await person('Отменов', 'Олег');
    await place(t.id, agent, day(1));
    await supervise(t.id, boss, day(1));
    const number = await receive(agent, day(2));
    // The team has another supervisor since; the override was the first one's and is taken from them.
    await supervise(t.id, successor, day(18));
    await credit(ctx, boss.id, -50);

    const cancelled = await ctx.db.transaction((tx) => cancelContract(tx, { number, at: ctx.clock.now() }));
    expect(cancelled).toMatchObject({ cancelled: true, clawedBack: 500, debt: 0 });
    expect(await overrides(boss)).toEqual([paid(number, 62.5), { kind: 'supervisor_override_clawback', number, points: -62.5 }]);
    expect(await overrides(successor)).toEqual([]);
    const { rows } = await ctx.db.query<{ kind: string; b: number }>(
      `SELECT kind, balance::float8 / 100 AS b FROM ledger_accounts WHERE member_id = $1 AND kind IN ('available', 'debt') ORDER BY kind`,
      [boss.id],
    );
    expect(rows).toEqual([
      { kind: 'available', b: 0 },
      { kind: 'debt', b: 50 },
    ]);
    const { rows: lines } = await ctx.db.query<{ title: string; description: string }>(
      `SELECT title, description FROM ledger_transactions WHERE member_id = $1 AND kind = 'supervisor_override_clawback'`,
      [boss.id],
    );
    expect(lines).toEqual([
      {
        title: 'Списание вознаграждения руководителя',
        description: `Договор № ${number} от ${dayText(2)} агента Отменов О. расторгнут; не хватило баллов — 50\u00a0б. в долг`,
      },
    ]);
    // Cancelling again takes nothing more; the next override pays the debt off first.
    expect(await ctx.db.transaction((tx) => cancelContract(tx, { number, at: ctx.clock.now() }))).toMatchObject({
      cancelled: false,
    });
    const other = await person('Должников', 'Денис');
    const t2 = await team();
    await place(t2.id, other, day(1));
    await supervise(t2.id, boss, day(1));
    await receive(other, day(3));
    const { rows: after } = await ctx.db.query<{ kind: string; b: number }>(
      `SELECT kind, balance::float8 / 100 AS b FROM ledger_accounts WHERE member_id = $1 AND kind IN ('available', 'debt') ORDER BY kind`,
      [boss.id],
    );
    expect(after).toEqual([
      { kind: 'available', b: 12.5 },
      { kind: 'debt', b: 0 },
    ]);
    await assertLedgerInvariants(ctx.db);
  });

  it('waits with a held reward, is paid when it is released, and never when the contract is cancelled inside the hold', async () => {
    ok(await call(admin, 'PUT', '/api/admin/settings', { holdDays: 3 }));
    const t = await team();
    const boss = await person('Холдов', 'Харитон');
    const agent = await person('Ждущая', 'Жанна');
    await place(t.id, agent, day(1));
    await supervise(t.id, boss, day(1));
    const before = await overrideRows();
    const [confirmed, cancelled, timed] = [
      await receive(agent, day(3)),
      await receive(agent, day(4)),
      await receive(agent, day(5)),
    ];
    expect(await overrideRows()).toBe(before + 3);
    expect(await overrides(boss)).toEqual([]);

    // Confirmed by the company's system (the partner API's `activated`): released at once, with its override.
    const { rows: ids } = await ctx.db.query<{ id: number }>('SELECT id::float8 AS id FROM contracts WHERE number = $1', [
      confirmed,
    ]);
    await ctx.db.transaction((tx) => releaseContractHolds(tx, [ids[0]!.id], ctx.clock.now()));
    expect(await overrides(boss)).toEqual([paid(confirmed, 62.5)]);
    const { rows: line } = await ctx.db.query<{ description: string }>(
      `SELECT description FROM ledger_transactions WHERE member_id = $1 AND kind = 'supervisor_override'`,
      [boss.id],
    );
    expect(line[0]!.description).toBe(
      `Договор № ${confirmed} от ${dayText(3)} агента Ждущая Ж.: 12,5\u00a0% от 500\u00a0б. — подтверждён`,
    );

    // Cancelled inside its hold: neither the reward nor its override was ever paid, so nothing is taken.
    await ctx.db.transaction((tx) => cancelContract(tx, { number: cancelled, at: ctx.clock.now() }));
    // The hold of the third ends: the release job's run posts it with its override.
    ctx.clock.advance(4 * 86_400_000);
    expect(await ctx.db.transaction((tx) => releaseHeldRewards(tx, ctx.clock.now(), 500))).toBe(1);
    expect(await overrides(boss)).toEqual([paid(confirmed, 62.5), paid(timed, 62.5)]);

    admin = await signInAdmin(ctx);
    checker = await signInSecondAdmin(ctx);
    const shorter = ok<{ pendingChanges: { id: number }[] }>(await call(admin, 'PUT', '/api/admin/settings', { holdDays: 0 }));
    for (const c of shorter.pendingChanges) ok(await call(checker, 'POST', `/api/admin/approvals/${c.id}/approve`));
    await assertLedgerInvariants(ctx.db);
  });
});

describe('the rule in the back office', () => {
  it('refuses a past month and bad input, changing nothing; admins only', async () => {
    const rules = async () => (await ctx.db.query('SELECT * FROM supervisor_override_rules ORDER BY month')).rows;
    const before = await rules();
    const past = await setRule(addMonths(month, -1), 10);
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({
      code: 'override_month_closed',
      message: 'Месяц уже прошёл: его вознаграждение руководителей закрыто для изменений',
    });
    expect((await setRule(month, 50.5)).json()).toMatchObject({
      code: 'validation_error',
      fields: { percent: 'Не больше 50\u00a0%' },
    });
    expect((await setRule(month, 1.234)).json()).toMatchObject({
      fields: { percent: 'Не больше двух знаков после запятой' },
    });
    expect((await setRule(month, -1)).statusCode).toBe(400);
    const operator = await signInDemoOperator(ctx);
    expect((await setRule(month, 10, operator)).statusCode).toBe(403);
    expect((await call(operator, 'GET', `/api/admin/supervisor-override?month=${month}`)).statusCode).toBe(403);
    expect(await rules()).toEqual(before);
    // A past month is shown, read-only, with the rule it had.
    expect(ok(await call(admin, 'GET', `/api/admin/supervisor-override?month=${addMonths(month, -1)}`))).toEqual({
      month: addMonths(month, -1),
      currentMonth: month,
      editable: false,
      ruleMonth: null,
      percent: 0,
    });
  });

  it('a raise beyond what one admin creates alone waits for a second admin; lowering acts at once', async () => {
    ok(await setRule(month, 12.5));
    // Lowering the threshold tightens a control: at once.
    ok(await call(admin, 'PUT', '/api/admin/settings', { payoutApprovalThreshold: 100 }));
    const next = addMonths(month, 1);
    const asked = ok<{ percent: number; ruleMonth: string; pendingApproval: Approval }>(await setRule(next, 20));
    // Not yet: the month still follows the rule in force before it.
    expect(asked).toMatchObject({ percent: 12.5, ruleMonth: month });
    expect(asked.pendingApproval).toMatchObject({
      kind: 'supervisor_override',
      subject: next,
      status: 'pending',
      summary: `Вознаграждение руководителей ${next.slice(5)}.${next.slice(0, 4)}: 12,5\u00a0% → 20\u00a0% от вознаграждения агентов`,
    });
    // 7,5 percentage points more of at least the month's highest tier reward.
    expect(asked.pendingApproval.amount).toBeGreaterThanOrEqual(75);
    expect((await setRule(next, 30)).json()).toMatchObject({ code: 'conflict' });
    expect((await call(admin, 'POST', `/api/admin/approvals/${asked.pendingApproval.id}/approve`)).json()).toMatchObject({
      code: 'own_change_approval',
    });
    ok(await call(checker, 'POST', `/api/admin/approvals/${asked.pendingApproval.id}/approve`));
    expect(ok(await call(admin, 'GET', `/api/admin/supervisor-override?month=${next}`))).toMatchObject({
      percent: 20,
      ruleMonth: next,
    });
    // This month keeps its own rule.
    expect(ok(await call(admin, 'GET', `/api/admin/supervisor-override?month=${month}`))).toMatchObject({ percent: 12.5 });

    const lowered = ok<{ percent: number; pendingApproval?: Approval }>(await setRule(next, 5));
    expect(lowered.pendingApproval).toBeUndefined();
    expect(lowered.percent).toBe(5);
    const { rows } = await ctx.db.query<{ action: string; after: unknown }>(
      `SELECT action, after FROM audit_log WHERE action = 'supervisor_override.updated' AND target_id = $1 ORDER BY id`,
      [next],
    );
    expect(rows.map((r) => r.after)).toEqual([
      { month: next, percent: 20 },
      { month: next, percent: 5 },
    ]);

    const restore = ok<{ pendingChanges: { id: number }[] }>(
      await call(admin, 'PUT', '/api/admin/settings', { payoutApprovalThreshold: 50_000 }),
    );
    for (const c of restore.pendingChanges) ok(await call(checker, 'POST', `/api/admin/approvals/${c.id}/approve`));
  });

  it('values a raise at a kopeck at least with no tier table and no contract in the year before: it is never unrecorded', async () => {
    // No contract above was signed in the year before this month; its tier tables are deleted in a
    // transaction rolled back at the end. Nothing is left to value the raise by.
    const far = addMonths(month, 24);
    const { rows: ops } = await ctx.db.query<{ id: string }>('SELECT id::text FROM operators WHERE email = $1', [
      DEMO_ADMIN.email,
    ]);
    const who = { operatorId: ops[0]!.id, actor: DEMO_ADMIN.email, ip: null };
    const rolledBack = new Error('rolled back');
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.query('DELETE FROM reward_tiers');
        expect(await setOverrideRule(tx, who, { month: far, percent: 50 }, ctx.clock.now())).toMatchObject({ percent: 50 });
        const { rows } = await tx.query<{ status: string; amount: number }>(
          `SELECT status, amount::float8 AS amount FROM approvals WHERE kind = 'supervisor_override' AND subject = $1`,
          [far],
        );
        expect(rows).toEqual([{ status: 'alone', amount: 1 }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });
});

/**
 * Runs `work` while another transaction holds the `held` accounts, until `work` waits for them; answers
 * whether `work` holds the `probe` account meanwhile (a third transaction's NOWAIT is refused).
 */
async function lockedWhileWaiting(
  held: { memberId: string; kinds: string[] },
  work: () => Promise<unknown>,
  probe: { memberId: string; kind: string },
): Promise<boolean> {
  let done: Promise<unknown> = Promise.resolve();
  let locked = false;
  await ctx.db.transaction(async (blocker) => {
    await blocker.query('SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = ANY($2::text[]) FOR UPDATE', [
      held.memberId,
      held.kinds,
    ]);
    done = work();
    done.catch(() => undefined);
    await waitingForALock();
    locked = await ctx.db
      .transaction((tx) =>
        tx.query('SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = $2 FOR UPDATE NOWAIT', [
          probe.memberId,
          probe.kind,
        ]),
      )
      .then(
        () => false,
        (err: unknown) => {
          if (pgErrorCode(err) === '55P03') return true;
          throw err;
        },
      );
  });
  await done;
  return locked;
}

async function waitingForALock(): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('nothing waited for the held accounts');
}

// Two transactions that lock the same accounts in different orders may each wait for the other. The
// release of held rewards and the import lock the agents' and supervisors' accounts in id order; so do
// the cancellation and the override's posting. Only the server runs transactions side by side.
describe.runIf(process.env.TEST_DATABASE_URL)('the accounts are locked in id order', () => {
  it('a cancellation waits for the supervisor’s accounts holding none of the agent’s', async () => {
    const t = await team();
    // Made first, the supervisor's accounts come first in id order.
    const boss = await person('Порядков', 'Пётр');
    const agent = await person('Очередной', 'Олег');
    await place(t.id, agent, day(1));
    await supervise(t.id, boss, day(1));
    const number = await receive(agent, day(2));
    const agentLocked = await lockedWhileWaiting(
      { memberId: boss.id, kinds: ['available', 'debt'] },
      () => ctx.db.transaction((tx) => cancelContract(tx, { number, at: ctx.clock.now() })),
      { memberId: agent.id, kind: 'available' },
    );
    expect(agentLocked).toBe(false);
    expect(await overrides(boss)).toEqual([paid(number, 62.5), { kind: 'supervisor_override_clawback', number, points: -62.5 }]);
    await assertLedgerInvariants(ctx.db);
  });

  it('an override’s posting waits for the supervisor’s available account holding none of their others', async () => {
    const t = await team();
    const boss = await person('Очерёдкин', 'Олег');
    const agent = await person('Порядкова', 'Полина');
    await place(t.id, agent, day(1));
    await supervise(t.id, boss, day(1));
    let number = '';
    const debtLocked = await lockedWhileWaiting(
      { memberId: boss.id, kinds: ['available'] },
      async () => {
        number = await receive(agent, day(3));
      },
      { memberId: boss.id, kind: 'debt' },
    );
    expect(debtLocked).toBe(false);
    expect(await overrides(boss)).toEqual([paid(number, 62.5)]);
    await assertLedgerInvariants(ctx.db);
  });
});
