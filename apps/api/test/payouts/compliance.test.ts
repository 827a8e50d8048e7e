// The back office's compliance view (decision 0052) over a programme paid through the ЮKassa
// emulator: the self-employed against the labour ministry's indicator, former employees paid within
// two years, self-employed members whose status was lost with money due, and the contributions on
// individuals' pay — each figure equal to what the orders, their НДФЛ lines and the ledger hold.
import { complianceReportSchema, CONTRIBUTION_RATES, NPD_INDICATOR } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { credit, moneyMember, type MoneyMember } from '../money/fixtures.js';
import {
  bindNpd,
  npdStatusUrl,
  payByProvider,
  payoutsApp,
  type PayoutsContext,
  selfEmployedMember,
  settled,
  withdrawToCard,
} from './fixtures.js';

let ctx: PayoutsContext;

beforeAll(async () => {
  ctx = await payoutsApp({}, { NPD_STATUS_CHECKS_PER_MINUTE: '600' }, (url) => ({
    NPD_STATUS_API_URL: npdStatusUrl(url),
  }));
});

const year = () => Number(moscowDate(ctx.clock.now()).slice(0, 4));
const report = async (y = year()) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/compliance?year=${y}`, headers: ctx.operator.headers });
  expect(res.statusCode, res.body).toBe(200);
  return complianceReportSchema.parse(res.json());
};

/** Joined the programme `months` months ago (and a day, so that the months are whole). */
async function joined(m: MoneyMember, months: number): Promise<void> {
  await ctx.db.query(
    `UPDATE members SET created_at = $2::timestamptz - make_interval(months => $3) - interval '1 day' WHERE id = $1`,
    [m.memberId, ctx.clock.now(), months],
  );
}

/** Each amount asked for and paid by the provider (below the second approval's threshold). */
async function paid(m: MoneyMember, amounts: number[]): Promise<void> {
  for (const amount of amounts) {
    // To a card: where the provider pays, the self-employed are paid only so (decision 0056).
    const res = await withdrawToCard(ctx, m, amount);
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().order.id as number;
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('paid');
  }
}

async function paidSelfEmployed(points: number, months: number, amounts: number[]): Promise<MoneyMember & { inn: string }> {
  const m = await selfEmployedMember(ctx, points, '76');
  expect((await ctx.app.inject({ method: 'POST', url: '/api/self-employed/check', headers: m.headers })).statusCode).toBe(200);
  await bindNpd(ctx, m);
  await joined(m, months);
  await paid(m, amounts);
  return m;
}

describe('the compliance view', () => {
  it('counts the self-employed the indicator names, lists former employees, lost statuses and the contributions', async () => {
    const before = await report();

    // Four months in, 147 000 ₽ as НПД in the year: 36 750 ₽ a month — counted.
    const counted = await paidSelfEmployed(150_000, 4, [49_000, 49_000, 49_000]);
    // Two months in: not yet three months — not counted, whatever the sum.
    await paidSelfEmployed(150_000, 2, [49_000, 49_000, 49_000]);
    // Six months in, 30 000 ₽ in all: 5 000 ₽ a month — not counted.
    await paidSelfEmployed(40_000, 6, [30_000]);

    // An individual: НДФЛ withheld, contributions owed on the income.
    const individual = await moneyMember(ctx);
    await credit(ctx, individual.memberId, 1_000);
    await paid(individual, [1_000]);

    // A former employee (ended a year ago) paid as an individual.
    const former = await moneyMember(ctx);
    await credit(ctx, former.memberId, 500);
    const recorded = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/members/${former.memberId}/employment`,
      headers: ctx.operator.headers,
      payload: { endedOn: `${year() - 1}${moscowDate(ctx.clock.now()).slice(4)}` },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    await paid(former, [500]);

    // A self-employed member whose status the re-check found lost, with points still on the balance.
    const lost = await selfEmployedMember(ctx, 800, '76');
    await ctx.db.query(
      `INSERT INTO member_npd (member_id, checked_inn, npd_active, npd_checked_at, stopped_reason, stopped_at, updated_at)
       VALUES ($1, $2, false, $3, 'npd_inactive', $3, $3)`,
      [lost.memberId, lost.inn, ctx.clock.now()],
    );

    const r = await report();
    expect(r.npd.counted).toBe(before.npd.counted + 1);
    expect(r.npd.agents).toContainEqual({
      memberId: counted.memberId,
      fullName: expect.any(String),
      phone: counted.phone,
      inn: counted.inn,
      since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      months: 4,
      paidLastYear: 147_000,
      monthlyAverage: 36_750,
    });
    expect(r.npd.state).toBe(
      r.npd.counted > NPD_INDICATOR.agents ? 'over' : r.npd.counted >= NPD_INDICATOR.warningAt ? 'warning' : 'clear',
    );

    expect(r.formerEmployees).toContainEqual({
      memberId: former.memberId,
      fullName: expect.any(String),
      phone: former.phone,
      endedOn: expect.any(String),
      paidOrders: 1,
      paid: 500,
      paidAsNpd: 0,
    });
    expect(r.lostStatus).toContainEqual({
      memberId: lost.memberId,
      fullName: expect.any(String),
      phone: lost.phone,
      inn: lost.inn,
      lostAt: ctx.clock.now().toISOString(),
      reasonText: 'ФНС: не плательщик НПД',
      pending: 0,
      available: 800,
    });

    // The contributions: 30 % of each individual's income this year (under the year's base limit).
    const rates = CONTRIBUTION_RATES[year()];
    expect(r.contributions.rates).toEqual(rates ?? null);
    expect(r.contributions.members).toContainEqual({
      memberId: individual.memberId,
      fullName: expect.any(String),
      phone: individual.phone,
      income: 1_000,
      contributions: rates ? 300 : null,
    });
    // The income is the year's НДФЛ lines of individuals' paid orders, to the kopeck.
    const { rows } = await ctx.db.query<{ income: number }>(
      `SELECT coalesce(sum(t.base), 0)::float8 / 100 AS income FROM order_taxes t
         JOIN withdrawal_orders o ON o.id = t.order_id AND o.status = 'paid'
         JOIN order_tax_decisions d ON d.order_id = o.id AND d.regime = 'individual'
        WHERE t.year = $1`,
      [year()],
    );
    expect(r.contributions.income).toBe(rows[0]!.income);
    if (rates) {
      expect(r.contributions.total).toBe(
        r.contributions.members.reduce((sum, m) => Math.round((sum + (m.contributions ?? 0)) * 100) / 100, 0),
      );
    }

    // The accountant's CSV holds each section's lines, and its export is audited.
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/compliance.csv?year=${year()}`,
      headers: ctx.operator.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Раздел;ФИО;Телефон;ИНН;Показатель;Сумма, ₽;Примечание');
    expect(csv.body).toContain(`Самозанятые: индикатор Минтруда;`);
    expect(csv.body).toContain(`${counted.phone};${counted.inn};месяцев в программе: 4, в среднем в месяц;36750;`);
    expect(csv.body).toContain(`Утрачен статус НПД;`);
    const { rows: audited } = await ctx.db.query("SELECT 1 FROM audit_log WHERE action = 'compliance.exported'");
    expect(audited.length).toBeGreaterThan(0);
  });

  it('shows a year without contribution rates as such, and refuses a year that is not one', async () => {
    const r = await report(2021);
    expect(r.contributions).toMatchObject({ rates: null, total: null });
    for (const m of r.contributions.members) expect(m.contributions).toBeNull();
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/compliance?year=двадцать',
      headers: ctx.operator.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
  });
});
