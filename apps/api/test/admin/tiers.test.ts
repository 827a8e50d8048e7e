// The tier table per month: admins edit the current and future months, past months are closed;
// accrual and the member's rewards summary follow the table of the contract's (or this) month.
import { beforeAll, describe, expect, it } from 'vitest';
import { accrueContract } from '../../src/features/rewards/accrue-contract.js';
import { addMonths, moscowDate, moscowMonth } from '../../src/lib/moscow-time.js';
import type { TestContext } from '../helper.js';
import { moneyMember } from '../money/fixtures.js';
import { auditActions, backOfficeApp, DEMO_ADMIN, type OperatorSession } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let operator: OperatorSession;
let month: string;
beforeAll(async () => {
  ({ ctx, admin, operator } = await backOfficeApp());
  month = moscowMonth(ctx.clock.now());
});

const DEFAULT = [
  { minContracts: 1, reward: 500, targetBonus: 0 },
  { minContracts: 5, reward: 700, targetBonus: 0 },
  { minContracts: 10, reward: 1000, targetBonus: 0 },
];
const getTiers = (m: string, who = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/tiers?month=${m}`, headers: who.headers });
const putTiers = (body: Record<string, unknown>, who = admin) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/tiers', headers: who.headers, payload: body });

describe('tier tables per month', () => {
  it('shows the table as it stood for every month until one has its own', async () => {
    const res = await getTiers(month);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ month, currentMonth: month, editable: true, tableMonth: null, tiers: DEFAULT });
    expect((await getTiers(addMonths(month, -1))).json()).toMatchObject({ editable: false, tiers: DEFAULT });
  });

  it('lets admins only edit the current and future months, and refuses past ones', async () => {
    expect((await getTiers(month, operator)).statusCode).toBe(403);
    expect((await putTiers({ month, tiers: DEFAULT }, operator)).statusCode).toBe(403);
    const past = await putTiers({ month: addMonths(month, -1), tiers: DEFAULT });
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({
      code: 'tiers_month_closed',
      message: 'Месяц уже прошёл: его тарифы закрыты для изменений',
    });
    const unordered = await putTiers({ month, tiers: [DEFAULT[1], DEFAULT[0]] });
    expect(unordered.statusCode).toBe(400);
  });

  it('a future month’s table applies from that month on; earlier months keep theirs', async () => {
    const next = addMonths(month, 1);
    const tiers = [
      { minContracts: 1, reward: 600 },
      { minContracts: 3, reward: 900 },
    ];
    const res = await putTiers({ month: next, tiers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ month: next, tableMonth: next, tiers });
    expect((await getTiers(addMonths(month, 5))).json()).toMatchObject({ tableMonth: next, tiers, editable: true });
    expect((await getTiers(month)).json()).toMatchObject({ tiers: DEFAULT });
    expect(await auditActions(ctx, DEMO_ADMIN.email)).toContain('tiers.updated');
  });

  it('accrual and the member’s summary follow the month’s table', async () => {
    const tiers = [
      { minContracts: 1, reward: 550.5 },
      { minContracts: 2, reward: 800 },
    ];
    expect((await putTiers({ month, tiers })).statusCode).toBe(200);
    const m = await moneyMember(ctx);
    const summary = await ctx.app.inject({ method: 'GET', url: '/api/rewards/summary', headers: m.headers });
    expect(summary.json()).toMatchObject({
      nextContractReward: 550.5,
      tiers: [
        { level: 1, minContracts: 1, maxContracts: 1, reward: 550.5 },
        { level: 2, minContracts: 2, maxContracts: null, reward: 800 },
      ],
    });
    const at = ctx.clock.now();
    const accrue = (number: string, signedOn: string) =>
      ctx.db.transaction((tx) => accrueContract(tx, { memberId: m.memberId, number, clientName: 'Клиент', signedOn, at }));
    expect(await accrue('ТР-1', moscowDate(at))).toMatchObject({ reward: 550.5 });
    expect(await accrue('ТР-2', moscowDate(at))).toMatchObject({ reward: 800 });
    // A contract of last month: last month's table (the one from before).
    expect(await accrue('ТР-3', `${addMonths(month, -1)}-15`)).toMatchObject({ reward: 500 });
  });
});

describe('a higher level paying less', () => {
  it('is refused with the two levels named, and nothing changes', async () => {
    const next = addMonths(month, 2);
    const before = (await getTiers(next)).json();
    const res = await putTiers({
      month: next,
      tiers: [
        { minContracts: 1, reward: 500 },
        { minContracts: 5, reward: 400 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'tiers_reward_decreasing',
      message:
        'Уровень «от 5 договоров» платит меньше (400\u00a0б.), чем уровень «от 1 договора» (500\u00a0б.): ' +
        'с ростом уровня вознаграждение не может уменьшаться',
    });
    expect((await getTiers(next)).json()).toEqual(before);
    // An equal reward is no decrease.
    const flat = await putTiers({
      month: next,
      tiers: [
        { minContracts: 1, reward: 500 },
        { minContracts: 5, reward: 500 },
      ],
    });
    expect(flat.statusCode, flat.body).toBe(200);
  });
});
