// The supervisor's «Команда» (docs/product.md §12h, decision 0065) on a real database: the team's month
// cut to the supervisor's days, a move in the middle of it (what was signed before counts for the old
// team), who has sold nothing for a week, the clawbacks; an agent's month only for their days in the
// team; refusals for a member who supervises nothing, a month before, an agent from elsewhere; and a
// message to the team — no links however disguised, a daily limit that holds under parallel sends,
// audited, delivered to the team's agents and nobody else.
import type { TeamAgentMonth, TeamMonth } from '@cabinet/contracts';
import { TEAM_MESSAGES_PER_DAY } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelContract } from '../../src/features/rewards/cancel-contract.js';
import { addMonths, moscowMonth } from '../../src/lib/moscow-time.js';
import { seedMember } from '../../src/seed/members.js';
import { seedOperators, signInAdmin, signInSecondAdmin, type OperatorSession } from '../admin/fixtures.js';
import { importContracts } from '../contests/fixtures.js';
import { buildTestApp, signIn, type SignedIn, type TestContext } from '../helper.js';

let ctx: TestContext;
let admin: OperatorSession;
let checker: OperatorSession;
/** The month shown: next month, the clock on its 20th at noon (Moscow); the month before is `P`. */
let M: string;
let P: string;
const day = (n: number, month = M) => `${month}-${String(n).padStart(2, '0')}`;

type Res = Awaited<ReturnType<TestContext['app']['inject']>>;
const ok = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const refusal = (res: Res) => ({ status: res.statusCode, ...(res.json() as object) });
const adminCall = (who: OperatorSession, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: who.headers, payload }) as Promise<Res>;
const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.headers }) as Promise<Res>;
const send = (who: SignedIn, text: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/team/messages', headers: who.headers, payload: { text } }) as Promise<Res>;

let phoneSeq = 0;
async function member(lastName: string, firstName: string): Promise<{ id: string; phone: string }> {
  const phone = `7998${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;
  return { id: await seedMember(ctx.db, { phone, firstName, lastName }), phone };
}
let teamSeq = 0;
async function team(name: string): Promise<string> {
  const dealer = ok<{ id: string }>(await adminCall(admin, '/api/admin/dealers', { name: `ООО «Связь ${++teamSeq}»` }));
  const point = ok<{ id: string }>(
    await adminCall(admin, '/api/admin/sales-points', { dealerId: dealer.id, name: 'Салон на Тверской', address: 'Москва' }),
  );
  return ok<{ id: string }>(await adminCall(admin, '/api/admin/teams', { pointId: point.id, name })).id;
}
const place = async (teamId: string, memberId: string, from: string) =>
  ok(await adminCall(admin, `/api/admin/teams/${teamId}/agents`, { memberId, from }));
async function supervise(teamId: string, memberId: string, from: string): Promise<void> {
  const approval = ok<{ id: number }>(await adminCall(admin, `/api/admin/teams/${teamId}/supervisor`, { memberId, from }));
  ok(await ctx.app.inject({ method: 'POST', url: `/api/admin/approvals/${approval.id}/approve`, headers: checker.headers }));
}
const rewardOf = async (number: string) =>
  (await ctx.db.query<{ r: number }>('SELECT reward::float8 / 100 AS r FROM contracts WHERE number = $1', [number])).rows[0]!.r;

// Team A (supervisor S since the first of P): a1 all along; a2 moves to team B on M-10; a3 signed
// nothing since M-02; a4 (no name told) joined on M-18; a5 moved to B on P-20. Team B (supervisor
// S2): o, and a2 and a5 after their moves.
const people = {} as Record<'s' | 's2' | 'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'o', { id: string; phone: string }>;
let teamA: string;
let teamB: string;
const numbers = {} as Record<string, string>;
const sessions = {} as Record<string, SignedIn>;

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  M = addMonths(moscowMonth(ctx.clock.now()), 1);
  P = addMonths(M, -1);
  ctx.clock.set(new Date(`${day(20)}T12:00:00+03:00`));
  admin = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
  people.s = await member('Кузнецова', 'Ольга');
  people.s2 = await member('Голубев', 'Артём');
  people.a1 = await member('Андреев', 'Борис');
  people.a2 = await member('Белова', 'Вера');
  people.a3 = await member('Волков', 'Глеб');
  people.a4 = await member('', '');
  people.a5 = await member('Дронова', 'Ева');
  people.o = await member('Егоров', 'Жан');
  teamA = await team('Тверская');
  teamB = await team('Арбат');
  await supervise(teamA, people.s.id, day(1, P));
  await supervise(teamB, people.s2.id, day(1, P));
  for (const a of [people.a1, people.a2, people.a3, people.a5]) await place(teamA, a.id, day(1, P));
  await place(teamB, people.o.id, day(1, P));
  await place(teamB, people.a5.id, day(20, P));
  await place(teamB, people.a2.id, day(10));
  await place(teamA, people.a4.id, day(18));
  const signed = await importContracts(ctx, [
    [people.a1.id, day(10, P)],
    [people.a1.id, day(12, P)],
    [people.a1.id, day(3)],
    [people.a1.id, day(5)],
    [people.a1.id, day(16)],
    [people.a2.id, day(4)],
    [people.a2.id, day(12)],
    [people.a3.id, day(2)],
    [people.a5.id, day(5, P)],
    [people.a5.id, day(5)],
    [people.o.id, day(15)],
  ]);
  Object.assign(numbers, {
    a1p10: signed[0],
    a1p12: signed[1],
    a1m3: signed[2],
    a1m5: signed[3],
    a1m16: signed[4],
    a2m4: signed[5],
    a2m12: signed[6],
    a3m2: signed[7],
    a5p5: signed[8],
    a5m5: signed[9],
  });
  // Cancelled today, their rewards taken back: a1's contract of the 5th, and a5's of P-05, signed in
  // team A before the move.
  await ctx.db.transaction((tx) => cancelContract(tx, { number: numbers.a1m5!, at: ctx.clock.now() }));
  await ctx.db.transaction((tx) => cancelContract(tx, { number: numbers.a5p5!, at: ctx.clock.now() }));
  for (const [key, p] of Object.entries(people)) sessions[key] = await signIn(ctx, p.phone);
});

describe('the team’s month', () => {
  it('shows each agent on the supervisor’s days: a move mid-month leaves the old team what was signed before it', async () => {
    const page = ok<TeamMonth>(await get(sessions.s!, '/api/team'));
    expect(page.team).toEqual({ id: teamA, name: 'Тверская', point: 'Салон на Тверской', dealer: expect.stringMatching(/^ООО/) });
    expect(page.month).toBe(M);
    expect(page.months).toEqual([M, P]);
    const row = (id: string) => page.agents.filter((a) => a.memberId === id);
    const [a1m3, a1m16] = [await rewardOf(numbers.a1m3!), await rewardOf(numbers.a1m16!)];
    expect(row(people.a1.id)).toEqual([
      expect.objectContaining({
        name: 'Андреев Борис',
        from: day(1),
        lastDay: day(20),
        contracts: 2,
        points: a1m3 + a1m16,
        lastContractOn: day(16),
        stalled: false,
        current: true,
      }),
    ]);
    // Before the move on the 10th: the contract of the 4th is the old team's, the 12th's is not.
    expect(row(people.a2.id)).toEqual([
      expect.objectContaining({
        name: 'Белова Вера',
        from: day(1),
        lastDay: day(9),
        contracts: 1,
        points: await rewardOf(numbers.a2m4!),
        lastContractOn: day(4),
        stalled: false,
        current: false,
      }),
    ]);
    expect(row(people.a3.id)).toEqual([
      expect.objectContaining({ contracts: 1, lastContractOn: day(2), stalled: true, current: true }),
    ]);
    // In the team three days: not «без продаж» yet; no name told: the phone's last four digits.
    expect(row(people.a4.id)).toEqual([
      expect.objectContaining({
        name: `Агент ··${people.a4.phone.slice(-4)}`,
        from: day(18),
        contracts: 0,
        points: 0,
        lastContractOn: null,
        stalled: false,
        current: true,
      }),
    ]);
    expect(row(people.a5.id)).toEqual([]);
    expect(row(people.o.id)).toEqual([]);
    expect(page.totals).toEqual({
      contracts: 4,
      points: page.agents.reduce((n, a) => n + a.points, 0),
      target: page.agents.reduce((n, a) => n + a.target, 0),
      agents: 4,
      stalled: 1,
    });
    // a5 left the team last month; the contract was signed in it.
    expect(page.clawbacks).toEqual([
      {
        memberId: people.a1.id,
        name: 'Андреев Борис',
        contractNumber: numbers.a1m5,
        points: await rewardOf(numbers.a1m5!),
        on: day(20),
      },
      {
        memberId: people.a5.id,
        name: 'Дронова Ева',
        contractNumber: numbers.a5p5,
        points: await rewardOf(numbers.a5p5!),
        on: day(20),
      },
    ]);
    expect(page.messagesLeftToday).toBe(TEAM_MESSAGES_PER_DAY);

    // The new team has the move's day on: the contract of the 12th, not the 4th's.
    const b = ok<TeamMonth>(await get(sessions.s2!, '/api/team'));
    expect(b.agents.find((a) => a.memberId === people.a2.id)).toMatchObject({ from: day(10), contracts: 1, current: true });
    expect(b.clawbacks).toEqual([]);
  });

  it('gives each agent the target of their own page, and a past month its own figures', async () => {
    const page = ok<TeamMonth>(await get(sessions.s!, '/api/team'));
    for (const key of ['a1', 'a3'] as const) {
      const own = ok<{ target: number }>(await get(sessions[key]!, '/api/targets/current'));
      expect(page.agents.find((a) => a.memberId === people[key].id)!.target).toBe(own.target);
    }
    const past = ok<TeamMonth>(await get(sessions.s!, `/api/team?month=${P}`));
    expect(past.month).toBe(P);
    expect(past.agents.find((a) => a.memberId === people.a1.id)).toMatchObject({
      from: day(1, P),
      contracts: 2,
      lastContractOn: day(12, P),
      stalled: false,
      current: false,
    });
    // a5 was in the team until the 19th of P; the contract of the 5th is cancelled since.
    expect(past.agents.find((a) => a.memberId === people.a5.id)).toMatchObject({
      from: day(1, P),
      lastDay: day(19, P),
      contracts: 0,
      points: 0,
    });
    expect(past.clawbacks).toEqual([]);
  });

  it('shows a supervisor of two teams in a month the one of the month’s latest day', async () => {
    const x = await member('Иванова', 'Зоя');
    const y = await member('Петров', 'Ян');
    const [c, d] = [await team('Садовая'), await team('Пресня')];
    await supervise(c, x.id, day(1, P));
    await supervise(c, y.id, day(15));
    await supervise(d, x.id, day(15));
    const xs = await signIn(ctx, x.phone);
    const now = ok<TeamMonth>(await get(xs, '/api/team'));
    expect(now).toMatchObject({ team: { id: d, name: 'Пресня' }, months: [M, P], agents: [] });
    expect(ok<TeamMonth>(await get(xs, `/api/team?month=${P}`)).team.id).toBe(c);
  });

  it('shows nothing personal: exactly the fields of the contract', async () => {
    const res = await get(sessions.s!, '/api/team');
    const page = ok<TeamMonth>(res);
    expect(Object.keys(page).sort()).toEqual([
      'agents',
      'clawbacks',
      'contests',
      'messagesLeftToday',
      'month',
      'months',
      'team',
      'totals',
    ]);
    expect(Object.keys(page.team).sort()).toEqual(['dealer', 'id', 'name', 'point']);
    expect(Object.keys(page.totals).sort()).toEqual(['agents', 'contracts', 'points', 'stalled', 'target']);
    for (const a of page.agents)
      expect(Object.keys(a).sort()).toEqual([
        'contracts',
        'current',
        'from',
        'lastContractOn',
        'lastDay',
        'memberId',
        'name',
        'points',
        'stalled',
        'target',
      ]);
    expect(Object.keys(page.clawbacks[0]!).sort()).toEqual(['contractNumber', 'memberId', 'name', 'on', 'points']);
    const agent = ok<TeamAgentMonth>(await get(sessions.s!, `/api/team/agents/${people.a1.id}`));
    expect(Object.keys(agent).sort()).toEqual(['contracts', 'memberId', 'month', 'name', 'stays', 'target']);
    expect(Object.keys(agent.contracts[0]!).sort()).toEqual(['number', 'points', 'signedOn', 'status']);
    for (const p of Object.values(people)) {
      expect(res.body).not.toContain(p.phone);
      expect(res.body).not.toContain(p.phone.slice(1));
    }
  });
});

describe('refusals', () => {
  it('refuses a member who supervises nothing, and a month before the supervision began', async () => {
    expect(ok(await get(sessions.s!, '/api/team/role'))).toEqual({ supervises: true });
    expect(ok(await get(sessions.a1!, '/api/team/role'))).toEqual({ supervises: false });
    expect(refusal(await get(sessions.a1!, '/api/team'))).toEqual({
      status: 403,
      code: 'team_not_supervisor',
      message: 'Раздел «Команда» открыт руководителям команд',
    });
    expect(refusal(await get(sessions.a1!, `/api/team/agents/${people.a3.id}`))).toMatchObject({ status: 403 });
    expect(refusal(await send(sessions.a1!, 'Привет'))).toMatchObject({ status: 403, code: 'team_not_supervisor' });
    const before = addMonths(P, -1);
    expect(refusal(await get(sessions.s!, `/api/team?month=${before}`))).toMatchObject({
      status: 403,
      code: 'team_not_supervisor',
    });
    expect(refusal(await get(sessions.s!, `/api/team?month=${addMonths(M, 1)}`))).toMatchObject({ status: 403 });
    // A month out of the years a month's figures may name is bad input, not a server's failure.
    for (const month of ['9999-12', '0001-01'])
      for (const url of ['/api/team', `/api/team/agents/${people.a3.id}`])
        expect(refusal(await get(sessions.s!, `${url}?month=${month}`))).toMatchObject({ status: 400, code: 'validation_error' });
  });

  it('shows an agent only for their days in the team: a moved agent before the move, an outsider never', async () => {
    const a2 = ok<TeamAgentMonth>(await get(sessions.s!, `/api/team/agents/${people.a2.id}`));
    expect(a2).toEqual({
      memberId: people.a2.id,
      name: 'Белова Вера',
      month: M,
      stays: [{ from: day(1), lastDay: day(9) }],
      target: expect.any(Number),
      contracts: [{ number: numbers.a2m4, signedOn: day(4), status: 'Начислено', points: await rewardOf(numbers.a2m4!) }],
    });
    const a1 = ok<TeamAgentMonth>(await get(sessions.s!, `/api/team/agents/${people.a1.id}?month=${M}`));
    expect(a1.contracts.map((c) => [c.signedOn, c.status, c.points])).toEqual([
      [day(16), 'Начислено', await rewardOf(numbers.a1m16!)],
      [day(5), 'Списано', 0],
      [day(3), 'Начислено', await rewardOf(numbers.a1m3!)],
    ]);
    const notInTeam = {
      status: 404,
      code: 'team_agent_not_in_team',
      message: 'Этого агента не было в вашей команде в этом месяце',
    };
    expect(refusal(await get(sessions.s!, `/api/team/agents/${people.o.id}`))).toEqual(notInTeam);
    // a5 moved away in P: P shows the days before the move, M is refused.
    expect(refusal(await get(sessions.s!, `/api/team/agents/${people.a5.id}?month=${M}`))).toEqual(notInTeam);
    const a5 = ok<TeamAgentMonth>(await get(sessions.s!, `/api/team/agents/${people.a5.id}?month=${P}`));
    expect(a5.stays).toEqual([{ from: day(1, P), lastDay: day(19, P) }]);
    expect(a5.contracts).toEqual([{ number: numbers.a5p5, signedOn: day(5, P), status: 'Списано', points: 0 }]);
    expect(refusal(await get(sessions.s!, '/api/team/agents/not-a-member'))).toEqual(notInTeam);
  });
});

describe('a message to the team', () => {
  const stored = async () =>
    (
      await ctx.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM team_messages)::int + (SELECT count(*) FROM notifications WHERE title = 'Сообщение от руководителя команды')::int
                + (SELECT count(*) FROM audit_log WHERE action = 'team.message_sent')::int AS n`,
      )
    ).rows[0]!.n;

  it('refuses an address of a site however it is written, and stores nothing', async () => {
    const before = await stored();
    for (const text of [
      'Все бонусы тут: https://agent-bonus.example/promo',
      'Заходите на www.example.org',
      'Наш чат: t.me/agentplus_chat',
      'Подробности на бонус-агент.рф',
      'Пишите на olga@example.ru',
      'Сайт example . com',
      'Сайт example[.]com',
      'Сайт exаmple.сом',
    ])
      expect(refusal(await send(sessions.s!, text)), text).toEqual({
        status: 422,
        code: 'team_message_link',
        message: 'Сообщение команде — без ссылок и адресов сайтов',
      });
    expect(refusal(await send(sessions.s!, '   '))).toMatchObject({ status: 400, code: 'validation_error' });
    expect(await stored()).toBe(before);
  });

  it('reaches every agent in the team today and nobody else, and is in the audit log', async () => {
    const text = 'Коллеги, до конца месяца десять дней. Молодцы.Так держать!';
    expect(ok(await send(sessions.s!, text))).toEqual({ recipients: 3, messagesLeftToday: TEAM_MESSAGES_PER_DAY - 1 });
    const titles = async (key: string) =>
      ok<{ notifications: { title: string; body: string }[] }>(
        await get(sessions[key]!, '/api/notification/?maxResultCount=100'),
      ).notifications.filter((n) => n.title === 'Сообщение от руководителя команды');
    expect(await titles('a1')).toEqual([expect.objectContaining({ body: `${text}\n\nКузнецова Ольга, команда «Тверская»` })]);
    expect(await titles('a4')).toHaveLength(1);
    for (const key of ['o', 'a2', 'a5', 's2', 's']) expect(await titles(key), key).toEqual([]);
    const { rows } = await ctx.db.query<{
      memberId: string;
      actor: string;
      targetId: string;
      after: { text: string; recipients: number };
    }>(
      `SELECT member_id::text AS "memberId", actor, target_id AS "targetId", after FROM audit_log WHERE action = 'team.message_sent'`,
    );
    expect(rows).toEqual([
      { memberId: people.s.id, actor: 'member', targetId: teamA, after: expect.objectContaining({ text, recipients: 3 }) },
    ]);
    expect(ok<TeamMonth>(await get(sessions.s!, '/api/team')).messagesLeftToday).toBe(TEAM_MESSAGES_PER_DAY - 1);
  });

  it('holds the daily limit under parallel sends', async () => {
    const sends = await Promise.all(Array.from({ length: 5 }, (_, i) => send(sessions.s2!, `Сообщение ${i + 1}`)));
    const statuses = sends.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(TEAM_MESSAGES_PER_DAY).fill(200), ...Array(5 - TEAM_MESSAGES_PER_DAY).fill(429)]);
    expect(sends.find((r) => r.statusCode === 429)!.json()).toEqual({
      code: 'team_message_limit',
      message: 'На сегодня сообщения команде закончились: можно снова завтра',
    });
    const left = sends.filter((r) => r.statusCode === 200).map((r) => r.json<{ messagesLeftToday: number }>().messagesLeftToday);
    expect(left.sort()).toEqual(Array.from({ length: TEAM_MESSAGES_PER_DAY }, (_, i) => i));
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM team_messages WHERE supervisor_id = $1', [
      people.s2.id,
    ]);
    expect(rows[0]!.n).toBe(TEAM_MESSAGES_PER_DAY);
    // The next Moscow day starts afresh.
    ctx.clock.set(new Date(`${day(21)}T00:05:00+03:00`));
    const s2 = await signIn(ctx, people.s2.phone);
    expect(ok(await send(s2, 'Новый день'))).toMatchObject({ messagesLeftToday: TEAM_MESSAGES_PER_DAY - 1 });
  });
});
