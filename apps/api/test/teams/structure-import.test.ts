// The structure brought whole (decision 0065): a file in the back office and a partner's batch give
// the same rows to one function. Missing dealers, points and teams are added by name, agents placed
// from their first day, supervisors sent to a second admin; every row is answered for itself, a
// refused row changes nothing, and a repeated row is «без изменений».
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMonths, moscowMonth } from '../../src/lib/moscow-time.js';
import { seedMember } from '../../src/seed/members.js';
import { seedOperators, signInAdmin, signInDemoOperator, signInSecondAdmin, type OperatorSession } from '../admin/fixtures.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { issueKey, partnerCall, type PartnerKeyInUse } from '../partner/fixtures.js';
import { multipart } from '../profile/fixtures.js';

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

const next = () => addMonths(moscowMonth(ctx.clock.now()), 1);
const day = (n: number) => `${next()}-${String(n).padStart(2, '0')}`;
const ruDay = (n: number) => `${String(n).padStart(2, '0')}.${next().slice(5)}.${next().slice(0, 4)}`;
const phone = () => `7998${String(++phoneSeq).padStart(7, '0')}`;
const member = async () => {
  const p = phone();
  return { phone: p, id: await seedMember(ctx.db, { phone: p, firstName: 'Иван' }) };
};

const HEADER = 'Дилер;ИНН дилера;Точка продаж;Адрес точки;Команда;Телефон;Роль;С даты';

async function upload(who: OperatorSession, csv: string) {
  const body = await multipart({ content: { bytes: Buffer.from(csv), filename: 'структура.csv', type: 'text/csv' } });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/team-structure/import',
    headers: { ...body.headers, ...who.headers },
    payload: body.payload,
  });
}

const snapshot = async () =>
  JSON.stringify(
    (
      await ctx.db.query(
        `SELECT (SELECT json_agg(d ORDER BY d.id) FROM dealers d) AS dealers, (SELECT json_agg(p ORDER BY p.id) FROM sales_points p) AS points,
                (SELECT json_agg(t ORDER BY t.id) FROM teams t) AS teams, (SELECT json_agg(a ORDER BY a.id) FROM team_agents a) AS agents,
                (SELECT count(*) FROM approvals WHERE kind = 'team_supervisor') AS approvals`,
      )
    ).rows,
  );

const teamOf = async (memberId: string) =>
  (
    await ctx.db.query<{ team: string; point: string; dealer: string; from: string }>(
      `SELECT t.name AS team, p.name AS point, d.name AS dealer, to_char(a.valid_from, 'YYYY-MM-DD') AS "from"
         FROM team_agents a JOIN teams t ON t.id = a.team_id JOIN sales_points p ON p.id = t.point_id JOIN dealers d ON d.id = p.dealer_id
        WHERE a.member_id = $1 AND a.valid_to IS NULL`,
      [memberId],
    )
  ).rows[0];

describe('a structure file', () => {
  it('adds the dealers, points and teams it names, places agents, asks for a supervisor, and a second upload changes nothing', async () => {
    const [a, b, s] = [await member(), await member(), await member()];
    const csv = [
      HEADER,
      `Связь-Файл;7707083893;Салон на Ленина;Пермь, Ленина, 1;Ленина-1;+7 ${a.phone.slice(1, 4)} ${a.phone.slice(4)};агент;${day(1)}`,
      `Связь-Файл;;Салон на Ленина;;Ленина-1;${b.phone};;${ruDay(3)}`,
      `Связь-Файл;;Салон на Ленина;;Ленина-1;${s.phone};руководитель;${day(1)}`,
    ].join('\n');
    const res = await upload(admin, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      rows: 3,
      placed: 2,
      supervisorsRequested: 1,
      unchanged: 0,
      refused: 0,
      created: { dealers: 1, points: 1, teams: 1 },
      outcomes: [
        { line: 2, result: 'placed', message: null },
        { line: 3, result: 'placed', message: null },
        { line: 4, result: 'supervisor_requested', message: null },
      ],
    });
    expect(await teamOf(a.id)).toEqual({ team: 'Ленина-1', point: 'Салон на Ленина', dealer: 'Связь-Файл', from: day(1) });
    expect((await teamOf(b.id))?.from).toBe(day(3));
    const pending = await ctx.db.query<{ id: string; madeBy: string }>(
      `SELECT a.id::text, o.email AS "madeBy" FROM approvals a JOIN operators o ON o.id = a.made_by WHERE kind = 'team_supervisor' AND status = 'pending'`,
    );
    expect(pending.rows).toHaveLength(1);
    expect(pending.rows[0]!.madeBy).toBe('admin@agent-plus.test');

    const before = await snapshot();
    const again = (await upload(admin, csv)).json();
    expect(again).toMatchObject({
      placed: 0,
      supervisorsRequested: 0,
      unchanged: 3,
      refused: 0,
      created: { dealers: 0, points: 0, teams: 0 },
    });
    expect(await snapshot()).toBe(before);

    const audit = await ctx.db.query<{ after: { placed: number } }>(
      `SELECT after FROM audit_log WHERE action = 'team.structure_imported' ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.after.placed)).toEqual([2, 0]);
  });

  it('moves an agent to the team the file names from its day, keeping the old team before it', async () => {
    const a = await member();
    await upload(admin, `${HEADER}\nДилер-Переезд;;Точка;;Старая;${a.phone};агент;${day(1)}`);
    const res = (await upload(admin, `${HEADER}\nДилер-Переезд;;Точка;;Новая;${a.phone};агент;${day(10)}`)).json();
    expect(res).toMatchObject({ placed: 1, created: { teams: 1 } });
    const spans = await ctx.db.query<{ team: string; from: string; to: string | null }>(
      `SELECT t.name AS team, to_char(valid_from, 'YYYY-MM-DD') AS "from", to_char(valid_to, 'YYYY-MM-DD') AS "to"
         FROM team_agents a JOIN teams t ON t.id = a.team_id WHERE member_id = $1 ORDER BY valid_from`,
      [a.id],
    );
    expect(spans.rows).toEqual([
      { team: 'Старая', from: day(1), to: day(10) },
      { team: 'Новая', from: day(10), to: null },
    ]);
  });

  it('refuses each bad row in Russian with nothing of it left — not even the dealer it would have added — and applies the others', async () => {
    const a = await member();
    const blocked = await member();
    await ctx.db.query(`UPDATE members SET status = 'blocked' WHERE id = $1`, [blocked.id]);
    await upload(admin, `${HEADER}\nДилер-ИНН;7707083893;Т;;К;${a.phone};агент;${day(1)}`);
    const before = await snapshot();
    const rows = [
      `Новый-1;;Т;;К;79990000000;агент;${day(1)}`,
      `Новый-2;;Т;;К;12345;агент;${day(1)}`,
      `Новый-3;1234567890;Т;;К;${a.phone};агент;${day(1)}`,
      `Новый-4;;Т;;К;${a.phone};директор;${day(1)}`,
      `Новый-5;;Т;;К;${a.phone};агент;31.02.2027`,
      `;;Т;;К;${a.phone};агент;${day(1)}`,
      `Новый-7;;Т;;${'К'.repeat(201)};${a.phone};агент;${day(1)}`,
      `Новый-8;;Т;;К;${blocked.phone};агент;${day(1)}`,
      `Дилер-ИНН;500100732259;Т;;К;${a.phone};агент;${day(2)}`,
      `Новый-10;;Т;;К;${a.phone};агент;2020-01-01`,
      `Новый-11;;Т;;К;${a.phone};агент;01.01.2226`,
    ];
    const res = await upload(admin, [HEADER, ...rows].join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ refused: number; outcomes: { line: number; result: string; message: string }[] }>();
    expect(body.refused).toBe(rows.length);
    expect(body.outcomes.map((o) => o.message)).toEqual([
      'Участник с телефоном +79990000000 не найден',
      'Телефон не распознан: нужен мобильный номер вида +7 9XX XXX-XX-XX',
      'ИНН дилера — 10 цифр организации или 12 цифр предпринимателя, с верными контрольными цифрами',
      'Роль — «агент» или «руководитель»',
      'Первый день не распознан: нужна дата вида ГГГГ-ММ-ДД или ДД.ММ.ГГГГ',
      'Не указано название: дилер',
      'Название длиннее 200 символов: команда',
      'Участник заблокирован: его нельзя включить в команду или назначить руководителем',
      'У дилера «Дилер-ИНН» в программе другой ИНН: 7707083893',
      'В эти даты участник уже состоит в другой команде: агент бывает только в одной команде',
      'Первый день — не позже 31.12.2099',
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a file without the needed columns, and operators may not upload one', async () => {
    const res = await upload(admin, 'Дилер;Команда\nА;Б');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'import_file_unreadable' });
    expect(JSON.stringify(res.json())).toContain('Нет колонок: точка продаж, телефон, с даты');
    expect((await upload(operator, `${HEADER}\n`)).statusCode).toBe(403);
  });
});

describe("a partner's structure batch", () => {
  let key: PartnerKeyInUse;
  beforeEach(async () => {
    key = await issueKey(ctx, admin, checker, { name: `HR ${++phoneSeq}`, scopes: ['structure:write'] });
  });

  const send = (members: object[], idempotencyKey?: string) =>
    partnerCall(ctx, key, {
      url: '/api/partner/v1/team-members',
      body: { members },
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });

  it('needs a second admin for its key, applies the rows as the file does, and answers a repeat with the first result', async () => {
    const pending = await issueKey(ctx, admin, null, { name: 'HR без подтверждения', scopes: ['structure:write'] });
    expect(pending.issued.key.status).toBe('pending');

    const [a, s] = [await member(), await member()];
    const rows = [
      { dealer: 'Партнёр-Дилер', point: 'Офис', team: 'Альфа', phone: a.phone, from: day(5) },
      { dealer: 'Партнёр-Дилер', point: 'Офис', team: 'Альфа', phone: s.phone, role: 'supervisor', from: day(5) },
      { dealer: 'Партнёр-Дилер', point: 'Офис', team: 'Альфа', phone: 'не телефон', from: day(5) },
    ];
    const res = await send(rows, 'structure-batch-1');
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json<{ batchId: number; placed: number; supervisorsRequested: number; refused: number }>();
    expect(first).toMatchObject({ rows: 3, placed: 1, supervisorsRequested: 1, refused: 1 });
    expect((await teamOf(a.id))?.team).toBe('Альфа');

    // The supervisor's change was made in the name of the key's issuer: only another admin approves it.
    const approval = await ctx.db.query<{ id: string }>(
      `SELECT id::text FROM approvals WHERE kind = 'team_supervisor' AND status = 'pending' AND member_id = $1`,
      [s.id],
    );
    const byIssuer = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${approval.rows[0]!.id}/approve`,
      headers: admin.headers,
    });
    expect(byIssuer.statusCode).toBe(409);
    const byOther = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${approval.rows[0]!.id}/approve`,
      headers: checker.headers,
    });
    expect(byOther.statusCode, byOther.body).toBe(200);

    const before = await snapshot();
    const repeat = await send(rows, 'structure-batch-1');
    expect(repeat.json()).toEqual(first);
    expect(await snapshot()).toBe(before);

    const audit = await ctx.db.query(`SELECT actor FROM audit_log WHERE action = 'partner.structure_received'`);
    expect(audit.rows).toEqual([{ actor: `partner:${'HR ' + String(phoneSeq - 2)}` }]);
  });

  it('is refused to a key without the scope', async () => {
    const reader = await issueKey(ctx, admin, checker, { name: 'Только чтение', scopes: ['contracts:read'] });
    const res = await partnerCall(ctx, reader, {
      url: '/api/partner/v1/team-members',
      body: { members: [{ dealer: 'Д', point: 'Т', team: 'К', phone: '79990000001', from: day(1) }] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'partner_scope_missing' });
  });
});
