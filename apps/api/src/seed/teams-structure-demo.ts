// The demo's team structure (decision 0065): two dealers, four points of sale, five teams, each with a
// supervisor of its own, and the team demo's thirty agents, the demo member and one more agent spread
// over them from the first day of the demo's history. Ольга Николаевна Кузнецова supervises «Тверская»,
// Иван's team, so that her «Команда» has something to show: an agent who moved away last month, one who
// has sold nothing for more than a week, and a contract of his cancelled today (a clawback of this month).
import { completePersonInn } from '@cabinet/contracts';
import type { Queryable } from '../db/types.js';
import { receiveContract } from '../features/contract-intake/service.js';
import { cancelContract } from '../features/rewards/cancel-contract.js';
import { addDays, addMonths, moscowDate, moscowMonth } from '../lib/moscow-time.js';
import type { DemoContext } from './demo-context.js';
import { seedMember, type MemberSeed } from './members.js';
import { client, DEMO_MONTHS, random } from './money-demo.js';
import { TEAM_SIZE, teamPhone } from './team-demo.js';

/** +7 (900) 111-02-00: the demo supervisor, Ольга Николаевна Кузнецова. */
export const SUPERVISOR_DEMO_PHONE = '79001110200';
/** +7 (900) 111-02-10: the agent of her team without a contract for more than a week. */
export const STALLED_AGENT_PHONE = '79001110210';

const DEALERS = [
  { name: 'ООО «Связь-Регион»', inn: '7714526306' },
  { name: 'ИП Голубев А. В.', inn: completePersonInn('1655084217') },
];
const POINTS = [
  { dealer: 0, name: 'Салон на Тверской', city: 'Москва', address: 'г. Москва, ул. Тверская, д. 12' },
  { dealer: 0, name: 'Салон на Арбате', city: 'Москва', address: 'г. Москва, ул. Арбат, д. 24' },
  { dealer: 0, name: 'Стойка в ТЦ «Европейский»', city: 'Москва', address: 'г. Москва, пл. Киевского Вокзала, д. 2' },
  { dealer: 1, name: 'Салон на Баумана', city: 'Казань', address: 'г. Казань, ул. Баумана, д. 44' },
];
/** Each team: its point, its supervisor (a new member) and the team demo's agents in it (by number). */
const TEAMS: { point: number; name: string; supervisor: MemberSeed; agents: number[] }[] = [
  {
    point: 0,
    name: 'Тверская',
    supervisor: { phone: SUPERVISOR_DEMO_PHONE, lastName: 'Кузнецова', firstName: 'Ольга', middleName: 'Николаевна' },
    agents: [1, 2, 3, 4, 5, 6, 12],
  },
  {
    point: 1,
    name: 'Арбат',
    supervisor: { phone: '79001110201', lastName: 'Соколов', firstName: 'Денис', middleName: 'Игоревич' },
    agents: [7, 8, 9, 10, 11],
  },
  {
    point: 2,
    name: 'Европейский',
    supervisor: { phone: '79001110202', lastName: 'Захарова', firstName: 'Наталья', middleName: 'Павловна' },
    agents: [13, 14, 15, 16, 17, 18],
  },
  {
    point: 3,
    name: 'Казань — центр',
    supervisor: { phone: '79001110203', lastName: 'Голубев', firstName: 'Андрей', middleName: 'Викторович' },
    agents: [19, 20, 21, 22, 23, 24],
  },
  {
    point: 3,
    name: 'Казань — выезд',
    supervisor: { phone: '79001110204', lastName: 'Хабибуллина', firstName: 'Алсу', middleName: 'Ринатовна' },
    agents: [25, 26, 27, 28, 29, 30],
  },
];
/** The agent who moves from «Тверская» to «Арбат» on the 10th of last month. */
const MOVED_AGENT = 12;
/** Days ago the stalled agent signed contracts; the one of `CANCELLED_DAYS_AGO` is cancelled today. */
const STALLED_SIGNED_DAYS_AGO = [9, 12, 20, 33, 47, 61];
const CANCELLED_DAYS_AGO = 12;

export async function seedTeamsStructureDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  const today = moscowDate(ctx.now);
  const start = `${addMonths(moscowMonth(ctx.now), 1 - DEMO_MONTHS.length)}-01`;
  const at = ctx.now;
  const insert = async (sql: string, params: unknown[]) => (await tx.query<{ id: string }>(sql, params)).rows[0]!.id;

  const dealerIds: string[] = [];
  for (const d of DEALERS)
    dealerIds.push(
      await insert('INSERT INTO dealers (name, inn, created_at) VALUES ($1, $2, $3) RETURNING id', [d.name, d.inn, at]),
    );
  const pointIds: string[] = [];
  for (const p of POINTS)
    pointIds.push(
      await insert('INSERT INTO sales_points (dealer_id, name, address, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [
        dealerIds[p.dealer],
        p.name,
        p.address,
        at,
      ]),
    );

  const { rows: agents } = await tx.query<{ id: string; phone: string }>('SELECT id, phone FROM members WHERE phone = ANY($1)', [
    Array.from({ length: TEAM_SIZE }, (_, i) => teamPhone(i + 1)),
  ]);
  const agentId = (n: number) => agents.find((a) => a.phone === teamPhone(n))!.id;
  const stalledId = await seedMember(tx, {
    phone: STALLED_AGENT_PHONE,
    lastName: 'Морозов',
    firstName: 'Сергей',
    middleName: 'Павлович',
    cityName: 'Москва',
    email: 'agent.morozov@example.ru',
  });
  const moveOn = `${addMonths(moscowMonth(ctx.now), -1)}-10`;

  for (const t of TEAMS) {
    const teamId = await insert('INSERT INTO teams (point_id, name, created_at) VALUES ($1, $2, $3) RETURNING id', [
      pointIds[t.point],
      t.name,
      at,
    ]);
    const supervisorId = await seedMember(tx, { cityName: POINTS[t.point]!.city, ...t.supervisor });
    await tx.query('INSERT INTO team_supervisors (team_id, member_id, valid_from) VALUES ($1, $2, $3)', [
      teamId,
      supervisorId,
      start,
    ]);
    const members = t.agents.map(agentId);
    if (t.name === 'Тверская') members.push(ctx.demoMemberId, stalledId);
    for (const memberId of members) {
      const moves = memberId === agentId(MOVED_AGENT);
      await tx.query('INSERT INTO team_agents (member_id, team_id, valid_from, valid_to) VALUES ($1, $2, $3, $4)', [
        memberId,
        teamId,
        start,
        moves ? moveOn : null,
      ]);
    }
    if (t.name === 'Арбат')
      await tx.query('INSERT INTO team_agents (member_id, team_id, valid_from) VALUES ($1, $2, $3)', [
        agentId(MOVED_AGENT),
        teamId,
        moveOn,
      ]);
  }

  // The stalled agent's contracts, accrued the day after each was signed; one cancelled today.
  const next = random(20_261_129);
  for (const daysAgo of STALLED_SIGNED_DAYS_AGO) {
    const signedOn = addDays(today, -daysAgo);
    await receiveContract(tx, {
      memberId: stalledId,
      number: `АД-${signedOn.slice(0, 4)}-${String(900_000 + daysAgo).padStart(6, '0')}`,
      clientName: client(next),
      signedOn,
      at: new Date(`${addDays(signedOn, 1)}T11:00:00+03:00`),
      holdDays: 0,
    });
  }
  const cancelledOn = addDays(today, -CANCELLED_DAYS_AGO);
  // Today, but never before its first minute: the clawback is this month's whatever the hour.
  const cancelAt = new Date(Math.max(ctx.now.getTime() - 2 * 3_600_000, Date.parse(`${today}T00:00:00+03:00`)));
  await cancelContract(tx, { number: `АД-${cancelledOn.slice(0, 4)}-${String(900_000 + CANCELLED_DAYS_AGO)}`, at: cancelAt });
}
