// The team structure (decision 0065): dealers → points → teams → agents, dated. A move keeps the
// history, a supervisor's change waits for a second admin, and each rule refuses in Russian with
// nothing changed. Operators read, only admins write.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teamAgentsOn, teamOfMemberOn } from '../../src/features/teams/service.js';
import { addMonths, moscowMonth } from '../../src/lib/moscow-time.js';
import { seedMember } from '../../src/seed/members.js';
import { seedOperators, signInAdmin, signInDemoOperator, signInSecondAdmin, type OperatorSession } from '../admin/fixtures.js';
import { buildTestApp, type TestContext } from '../helper.js';

let ctx: TestContext;
let admin: OperatorSession;
let checker: OperatorSession;
let operator: OperatorSession;
let phoneSeq = 0;

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});
beforeEach(async () => {
  admin = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
  operator = await signInDemoOperator(ctx);
});

/** Days of next month and the one after: open months, whatever the test clock says. */
const next = () => addMonths(moscowMonth(ctx.clock.now()), 1);
const day = (n: number, month = next()) => `${month}-${String(n).padStart(2, '0')}`;

const member = (firstName = 'Иван') => seedMember(ctx.db, { phone: `7999${String(++phoneSeq).padStart(7, '0')}`, firstName });
type Res = Awaited<ReturnType<TestContext['app']['inject']>>;
const call = (who: OperatorSession, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<Res> =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) }) as Promise<Res>;
const ok = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const refusal = (res: Res) => ({ status: res.statusCode, ...(res.json() as object) });

let seq = 0;
async function team(dealerName?: string): Promise<string> {
  const dealer = ok<{ id: string }>(await call(admin, 'POST', '/api/admin/dealers', { name: dealerName ?? `Дилер ${++seq}` }));
  const point = ok<{ id: string }>(
    await call(admin, 'POST', '/api/admin/sales-points', {
      dealerId: dealer.id,
      name: 'Точка на Ленина',
      address: 'Пермь, Ленина, 1',
    }),
  );
  return ok<{ id: string }>(await call(admin, 'POST', '/api/admin/teams', { pointId: point.id, name: 'Команда А' })).id;
}
const place = (teamId: string, memberId: string, from: string, who = admin) =>
  call(who, 'POST', `/api/admin/teams/${teamId}/agents`, { memberId, from });
const snapshot = async () =>
  JSON.stringify(
    (
      await ctx.db.query(
        `SELECT (SELECT json_agg(a ORDER BY a.id) FROM team_agents a) AS agents, (SELECT json_agg(s ORDER BY s.id) FROM team_supervisors s) AS sups`,
      )
    ).rows,
  );
async function supervise(teamId: string, memberId: string, from: string): Promise<number> {
  const approval = ok<{ id: number; status: string }>(
    await call(admin, 'POST', `/api/admin/teams/${teamId}/supervisor`, { memberId, from }),
  );
  expect(approval.status).toBe('pending');
  ok(await call(checker, 'POST', `/api/admin/approvals/${approval.id}/approve`));
  return approval.id;
}

describe('dealers, points and teams', () => {
  it('are created, renamed and audited; a taken name and bad input are refused in Russian', async () => {
    const dealer = ok<{ id: string; inn: string | null }>(
      await call(admin, 'POST', '/api/admin/dealers', { name: ' Связь-Плюс ', inn: '7707083893' }),
    );
    expect(dealer).toMatchObject({ name: 'Связь-Плюс', inn: '7707083893' });
    expect(refusal(await call(admin, 'POST', '/api/admin/dealers', { name: 'Связь-Плюс' }))).toMatchObject({
      status: 409,
      code: 'team_name_taken',
      message: 'Такое название уже есть: выберите другое',
    });
    const bad = await call(admin, 'POST', '/api/admin/dealers', { name: ' ', inn: '1234567890' });
    expect(refusal(bad)).toMatchObject({
      status: 400,
      code: 'validation_error',
      fields: {
        name: 'Укажите название дилера',
        inn: 'ИНН — 10 цифр организации или 12 цифр предпринимателя, с верными контрольными цифрами',
      },
    });
    const long = await call(admin, 'POST', '/api/admin/teams', { pointId: '1', name: 'Я'.repeat(201) });
    expect(refusal(long)).toMatchObject({ status: 400, fields: { name: 'Не длиннее 200 символов' } });
    const renamed = ok(await call(admin, 'PATCH', `/api/admin/dealers/${dealer.id}`, { name: 'Связь-Плюс Юг', inn: null }));
    expect(renamed).toMatchObject({ name: 'Связь-Плюс Юг', inn: null });
    const teamId = await team();
    ok(await call(admin, 'PATCH', `/api/admin/teams/${teamId}`, { name: 'Команда Б' }));
    const { rows } = await ctx.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE action LIKE 'team.%' AND target_id IN ($1, $2) ORDER BY id`,
      [dealer.id, teamId],
    );
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['team.dealer_created', 'team.dealer_updated', 'team.created', 'team.updated']),
    );
  });

  it('operators read the structure and may not write (403)', async () => {
    const teamId = await team();
    const agent = await member();
    ok(await place(teamId, agent, day(1)));
    const tree = ok<{ dealers: { points: { teams: { id: string; agents: number }[] }[] }[] }>(
      await call(operator, 'GET', `/api/admin/team-structure?on=${day(2)}`),
    );
    const found = tree.dealers.flatMap((d) => d.points.flatMap((p) => p.teams)).find((t) => t.id === teamId);
    expect(found).toMatchObject({ agents: 1, supervisor: null, pendingSupervisor: null });
    ok(await call(operator, 'GET', `/api/admin/team-members/${agent}/history`));
    expect((await call(operator, 'POST', '/api/admin/dealers', { name: 'Чужой' })).statusCode).toBe(403);
    expect((await place(teamId, await member(), day(1), operator)).statusCode).toBe(403);
    expect(
      (await call(operator, 'POST', `/api/admin/teams/${teamId}/supervisor`, { memberId: agent, from: day(1) })).statusCode,
    ).toBe(403);
  });
});

describe('agents by dates', () => {
  it('a move keeps the history: the old team before the move date, the new one from it', async () => {
    const a = await team();
    const b = await team();
    const agent = await member();
    ok(await place(a, agent, day(1)));
    const history = ok<{ agent: unknown[] }>(await place(b, agent, day(15)));
    expect(history.agent).toMatchObject([
      { teamId: a, from: day(1), lastDay: day(14) },
      { teamId: b, from: day(15), lastDay: null },
    ]);
    expect(await teamOfMemberOn(ctx.db, agent, day(14))).toMatchObject({ teamId: a, lastDay: day(14) });
    expect(await teamOfMemberOn(ctx.db, agent, day(15))).toMatchObject({ teamId: b, lastDay: null });
    expect(await teamOfMemberOn(ctx.db, agent, addMonths(next(), -1) + '-28')).toBeNull();
    expect(await teamAgentsOn(ctx.db, a, day(1), day(28))).toEqual([{ memberId: agent, from: day(1), lastDay: day(14) }]);
    expect(await teamAgentsOn(ctx.db, b, day(10), day(20))).toEqual([{ memberId: agent, from: day(15), lastDay: day(20) }]);
    const { rows } = await ctx.db.query<{ action: string; before: unknown }>(
      `SELECT action, before FROM audit_log WHERE member_id = $1 ORDER BY id`,
      [agent],
    );
    expect(rows.map((r) => r.action)).toEqual(['team.agent_placed', 'team.agent_placed']);
  });

  it('refuses an overlap, the same team again, an end before the start, and changes nothing', async () => {
    const a = await team();
    const b = await team();
    const agent = await member();
    ok(await place(a, agent, day(10)));
    const before = await snapshot();
    expect(refusal(await place(b, agent, day(10)))).toMatchObject({ status: 409, code: 'team_dates_overlap' });
    expect(refusal(await place(b, agent, day(5)))).toMatchObject({
      status: 409,
      code: 'team_dates_overlap',
      message: 'В эти даты участник уже состоит в другой команде: агент бывает только в одной команде',
    });
    expect(refusal(await place(a, agent, day(20)))).toMatchObject({ status: 409, code: 'team_agent_already' });
    const end = (lastDay: string) => call(admin, 'POST', `/api/admin/team-members/${agent}/end`, { lastDay });
    expect(refusal(await end(day(9)))).toMatchObject({ status: 422, code: 'team_end_before_start' });
    expect(await snapshot()).toBe(before);
    // Ended on the 20th, a later stay in another team may not start on or before it.
    expect(ok<{ agent: unknown[] }>(await end(day(20))).agent).toMatchObject([{ teamId: a, from: day(10), lastDay: day(20) }]);
    expect(refusal(await place(b, agent, day(20)))).toMatchObject({ status: 409, code: 'team_dates_overlap' });
    ok(await place(b, agent, day(21)));
    ok(await end(day(25)));
    expect(refusal(await end(day(26)))).toMatchObject({ status: 404, code: 'team_no_membership' });
  });

  it('refuses a move or an end dated in a closed month', async () => {
    const a = await team();
    const b = await team();
    const agent = await member();
    ok(await place(a, agent, day(1)));
    const { rows } = await ctx.db.query<{ id: string }>(`SELECT id FROM operators ORDER BY created_at LIMIT 1`);
    const op = rows[0]!.id;
    const closed = next();
    await ctx.db.query(
      `INSERT INTO periods (month, starts_at, ends_at, requested_by, requested_at, closed_by, closed_at) VALUES ($1, now(), now(), $2, now(), $2, now())`,
      [`${closed}-01`, op],
    );
    try {
      const before = await snapshot();
      const message = 'Месяц этой даты уже закрыт: состав команд закрытого месяца не меняется. Укажите дату в открытом месяце';
      expect(refusal(await place(b, agent, day(15)))).toMatchObject({ status: 409, code: 'team_month_closed', message });
      // A date before the closed month would rewrite it too.
      expect(refusal(await place(b, await member(), day(28, moscowMonth(ctx.clock.now()))))).toMatchObject({
        code: 'team_month_closed',
      });
      expect(refusal(await call(admin, 'POST', `/api/admin/team-members/${agent}/end`, { lastDay: day(20) }))).toMatchObject({
        code: 'team_month_closed',
      });
      expect(await snapshot()).toBe(before);
      ok(await place(b, agent, day(1, addMonths(closed, 1))));
    } finally {
      await ctx.db.query('DELETE FROM periods WHERE month = $1', [`${closed}-01`]);
    }
  });

  it('refuses a blocked or unknown member', async () => {
    const a = await team();
    const blocked = await member();
    await ctx.db.query(`UPDATE members SET status = 'blocked' WHERE id = $1`, [blocked]);
    expect(refusal(await place(a, blocked, day(1)))).toMatchObject({ status: 409, code: 'team_member_blocked' });
    expect(refusal(await place(a, '00000000-0000-4000-8000-000000000000', day(1)))).toMatchObject({
      status: 404,
      code: 'team_member_unknown',
      message: 'Участник не найден',
    });
    expect(
      refusal(await call(admin, 'POST', `/api/admin/teams/${a}/supervisor`, { memberId: blocked, from: day(1) })),
    ).toMatchObject({
      code: 'team_member_blocked',
    });
  });
});

describe('supervisors', () => {
  it('a change waits for a second admin (never its maker) and applies from its date', async () => {
    const a = await team();
    const boss = await member('Пётр');
    const approval = ok<{ id: number; status: string; kind: string }>(
      await call(admin, 'POST', `/api/admin/teams/${a}/supervisor`, { memberId: boss, from: day(1) }),
    );
    expect(approval).toMatchObject({ kind: 'team_supervisor', status: 'pending' });
    const again = await call(admin, 'POST', `/api/admin/teams/${a}/supervisor`, { memberId: boss, from: day(2) });
    expect(refusal(again)).toMatchObject({ status: 409, code: 'conflict' });
    const own = await call(admin, 'POST', `/api/admin/approvals/${approval.id}/approve`);
    expect(refusal(own)).toMatchObject({ status: 409, code: 'own_change_approval' });
    const { rows: none } = await ctx.db.query('SELECT 1 FROM team_supervisors WHERE team_id = $1', [a]);
    expect(none).toEqual([]);
    ok(await call(checker, 'POST', `/api/admin/approvals/${approval.id}/approve`));
    const next2 = await member('Анна');
    await supervise(a, next2, day(10));
    const history = ok<{ supervisor: unknown[] }>(await call(admin, 'GET', `/api/admin/team-members/${boss}/history`));
    expect(history.supervisor).toMatchObject([{ teamId: a, from: day(1), lastDay: day(9) }]);
    const { rows } = await ctx.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'team' AND target_id = $1 AND action LIKE 'team.supervisor%' ORDER BY id`,
      [a],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'team.supervisor_requested',
      'team.supervisor_set',
      'team.supervisor_requested',
      'team.supervisor_set',
    ]);
    expect(
      refusal(await call(admin, 'POST', `/api/admin/teams/${a}/supervisor`, { memberId: boss, from: day(5) })),
    ).toMatchObject({
      code: 'team_supervisor_dates',
    });
  });

  it('refuses a supervisor who is an agent of their team, and an agent joining the team they supervise', async () => {
    const a = await team();
    const agent = await member();
    ok(await place(a, agent, day(1)));
    expect(
      refusal(await call(admin, 'POST', `/api/admin/teams/${a}/supervisor`, { memberId: agent, from: day(5) })),
    ).toMatchObject({
      status: 409,
      code: 'team_supervisor_is_agent',
      message: 'Руководитель не может быть агентом команды, которой руководит',
    });
    const b = await team();
    const boss = await member();
    await supervise(b, boss, day(1));
    expect(refusal(await place(b, boss, day(3)))).toMatchObject({ code: 'team_supervisor_is_agent' });
  });

  it('refuses a cycle: a supervisor who is an agent of a team supervised by an agent of their own team', async () => {
    const a = await team();
    const b = await team();
    const x = await member('Ксения');
    const s = await member('Семён');
    // X supervises B and is an agent of A; S is an agent of B.
    await supervise(b, x, day(1));
    ok(await place(a, x, day(1)));
    ok(await place(b, s, day(1)));
    const before = await snapshot();
    expect(refusal(await call(admin, 'POST', `/api/admin/teams/${a}/supervisor`, { memberId: s, from: day(5) }))).toMatchObject({
      status: 409,
      code: 'team_supervisor_cycle',
      message: 'Так участник руководил бы сам собой через другую команду: её руководитель — агент его команды',
    });
    // Seen from the agent's side: Y supervises C, Z is an agent of C and supervises D: Y may not join D.
    const c = await team();
    const y = await member('Юрий');
    await supervise(c, y, day(1));
    const z = await member('Зоя');
    const d = await team();
    await supervise(d, z, day(1));
    ok(await place(c, z, day(2)));
    expect(refusal(await place(d, y, day(3)))).toMatchObject({ code: 'team_supervisor_cycle' });
    expect((await snapshot()).length).toBeGreaterThan(before.length);
  });
});
