// The withdrawal desk's queue (risk flags, filters, search, paging), an order's detail, the register.
import { beforeAll, describe, expect, it } from 'vitest';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { signIn, type TestContext } from '../helper.js';
import { credit, moneyMember, TBANK, withdraw, type MoneyMember } from '../money/fixtures.js';
import { desk, memberWithOrder, requestOrder } from './desk-fixtures.js';
import { backOfficeApp, DEMO_OPERATOR, signInAdmin, signInDemoOperator, type OperatorSession } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let operator: OperatorSession;
/** Moves the clock by days; the operators' sessions end after 8 idle hours, so they sign in again. */
async function daysLater(days: number) {
  ctx.clock.advance(days * 86_400_000);
  admin = await signInAdmin(ctx);
  operator = await signInDemoOperator(ctx);
  if (regular) regular = { ...regular, ...(await signIn(ctx, regular.phone)) };
}
beforeAll(async () => {
  ({ ctx, admin, operator } = await backOfficeApp());
});

interface Row {
  id: number;
  flags: string[];
  status: string;
  amount: number;
  member: { name: string; phone: string; identityStatus: string; identityStatusText: string };
  previousPayouts: { count: number; sum: number };
}
const ids = (body: { orders: Row[] }) => body.orders.map((o) => o.id);

async function named(m: MoneyMember, last: string, first: string) {
  await ctx.db.query("UPDATE members SET last_name = $2, first_name = $3, middle_name = '' WHERE id = $1", [
    m.memberId,
    last,
    first,
  ]);
}

let regular: MoneyMember | undefined;
describe('queue', () => {
  let first: number;
  let usual: number;
  let unusual: number;
  let foreign: number;
  let fresh: number;
  beforeAll(async () => {
    // A member with two paid orders of 100, then one of 350 (> 3 × 100): unusual; another order
    // the same day: frequent.
    regular = await moneyMember(ctx);
    await named(regular, 'Соколова', 'Анна');
    await credit(ctx, regular.memberId, 10_000);
    for (let i = 0; i < 2; i++) {
      const id = await requestOrder(ctx, regular!, 100);
      await desk.pay(ctx, admin, id);
      await daysLater(2);
    }
    usual = await requestOrder(ctx, regular!, 300);
    ctx.clock.advance(60_000);
    unusual = await requestOrder(ctx, regular!, 350);
    await daysLater(2);
    // A first withdrawal to someone else's phone.
    const other = await memberWithOrder(ctx, 200);
    first = other.orderId;
    await named(other.member, 'Петров', 'Иван');
    const m3 = await moneyMember(ctx);
    await credit(ctx, m3.memberId, 500);
    ctx.clock.advance(60_000);
    foreign = (await withdraw(ctx, m3, { bankId: TBANK, amount: 150, phone: '79990001122' })).json().order.id;
    // Identity confirmed an hour before the request.
    const m4 = await moneyMember(ctx);
    await ctx.db.query("UPDATE identity_documents SET reviewed_at = $2 WHERE member_id = $1 AND status = 'confirmed'", [
      m4.memberId,
      new Date(ctx.clock.now().getTime() - 3_600_000),
    ]);
    await credit(ctx, m4.memberId, 500);
    ctx.clock.advance(60_000);
    fresh = await requestOrder(ctx, m4, 500);
  });

  it('lists pending orders oldest first with member, identity, previous payouts and flags', async () => {
    const res = await desk.queue(ctx, operator);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ orders: Row[]; totalCount: number; approvalThreshold: number }>();
    expect(ids(body)).toEqual([usual, unusual, first, foreign, fresh]);
    expect(body.totalCount).toBe(5);
    expect(body.approvalThreshold).toBe(50_000);
    const byId = new Map(body.orders.map((o) => [o.id, o]));
    expect(byId.get(usual)).toMatchObject({
      status: 'pending',
      member: { name: 'Соколова Анна', phone: regular!.phone, identityStatus: 'confirmed', identityStatusText: 'Подтверждено' },
      previousPayouts: { count: 2, sum: 200 },
      flags: ['frequent'],
    });
    expect(byId.get(unusual)!.flags).toEqual(['unusual_amount', 'frequent']);
    expect(byId.get(first)!.flags).toEqual(['first_withdrawal']);
    expect(byId.get(foreign)!.flags).toEqual(['first_withdrawal', 'foreign_phone']);
    expect(byId.get(fresh)!.flags).toEqual(['first_withdrawal', 'fresh_identity']);
  });

  it('filters by flag, bank, amount and days; searches by phone, name and order number; pages', async () => {
    const q = async (query: string) => ids((await desk.queue(ctx, operator, query)).json());
    expect(await q('flag=unusual_amount')).toEqual([unusual]);
    expect(await q('flag=first_withdrawal')).toEqual([first, foreign, fresh]);
    expect(await q(`bankId=${TBANK}`)).toEqual([foreign]);
    expect(await q('amountFrom=300&amountTo=350')).toEqual([usual, unusual]);
    expect(await q(`search=${encodeURIComponent('петров')}`)).toEqual([first]);
    expect(await q('search=79990001122')).toEqual([foreign]);
    expect(await q(`search=${encodeURIComponent(`+7 ${regular!.phone.slice(1, 4)} ${regular!.phone.slice(4)}`)}`)).toEqual([
      usual,
      unusual,
    ]);
    expect(await q(`search=${fresh}`)).toContain(fresh);
    expect(await q('status=paid')).toHaveLength(2);
    const today = moscowDate(ctx.clock.now());
    expect(await q(`dateFrom=${today}&dateTo=${today}`)).toEqual([first, foreign, fresh]);
    const page = (await desk.queue(ctx, operator, 'skipCount=2&maxResultCount=2')).json();
    expect(ids(page)).toEqual([first, foreign]);
    expect(page.totalCount).toBe(5);
    expect((await desk.queue(ctx, operator, 'flag=nonsense')).statusCode).toBe(400);
  });

  it('shows an order with its history and who acted', async () => {
    const res = await desk.order(ctx, operator, unusual);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      // 13 % of 350 ₽ is 45,50 ₽: 46 ₽ in whole roubles (ст. 52 п. 6 НК РФ).
      order: { id: unusual, amount: 350, withheldTax: 46, toBank: 304, sbpPhone: regular!.phone, approval: null },
      events: [{ status: 'pending', actor: 'member', statusText: 'В обработке' }],
      approvalThreshold: 50_000,
    });
    expect((await desk.order(ctx, operator, 999_999)).statusCode).toBe(404);
    expect((await desk.order(ctx, operator, 0)).statusCode).toBe(404);
  });
});

describe('payout register', () => {
  it('exports a date range and a status as CSV with totals, and records the export', async () => {
    const today = moscowDate(ctx.clock.now());
    const a = await memberWithOrder(ctx, 1234.5);
    const b = await memberWithOrder(ctx, 100);
    await desk.pay(ctx, operator, a.orderId);
    await desk.pay(ctx, operator, b.orderId);
    const res = await desk.register(ctx, operator, `dateFrom=${today}&dateTo=${today}&status=paid`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payouts-paid-${today}-${today}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Заявка;Дата заявки (МСК);Дата выплаты или отказа (МСК);Участник;Телефон участника;Сумма, б.;НДФЛ, б.;К выплате в банк, б.;Телефон СБП;Банк;Идентификатор банка в СБП;Статус;Комментарий',
    );
    const body = lines.slice(1, -1).map((l) => l.split(';'));
    expect(body.map((c) => c[0])).toEqual([String(a.orderId), String(b.orderId)]);
    // The order's amount, the НДФЛ withheld from it (13 %, decision 0033) and what the bank transfers.
    expect(body[0]!.slice(4)).toEqual([
      a.member.phone,
      '1234,50',
      // 160,485 ₽ in whole roubles (ст. 52 п. 6 НК РФ).
      '160',
      '1074,50',
      a.member.phone,
      'Сбербанк',
      '100000000111',
      'Выплачено',
      '',
    ]);
    expect(body[1]!.slice(5, 8)).toEqual(['100', '13', '87']);
    expect(lines.at(-1)).toBe('Итого;Заявок: 2;;;;1334,50;173;1161,50;;;;;');

    const none = await desk.register(ctx, operator, 'dateFrom=2020-01-01&dateTo=2020-01-31&status=rejected');
    expect(none.body.slice(1).trimEnd().split('\r\n').at(-1)).toBe('Итого;Заявок: 0;;;;0;0;0;;;;;');
    expect((await desk.register(ctx, operator, 'dateFrom=2020-01-01')).statusCode).toBe(400);

    const { rows } = await ctx.db.query<{ actor: string; after: unknown }>(
      "SELECT actor, after FROM audit_log WHERE action = 'desk.register_exported' ORDER BY id",
    );
    expect(rows[0]).toEqual({
      actor: DEMO_OPERATOR.email,
      after: { dateFrom: today, dateTo: today, status: 'paid', orders: 2, total: 1334.5, toBank: 1161.5 },
    });
  });
});

describe('inverted ranges', () => {
  it('refuses a range whose end comes before its start, on the field of its end', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/api/admin/desk/orders?amountFrom=500&amountTo=100', { amountTo: 'Сумма «до» меньше суммы «от»' }],
      ['/api/admin/desk/orders?dateFrom=2026-03-10&dateTo=2026-03-01', { dateTo: 'Дата «по» раньше даты «с»' }],
      ['/api/admin/desk/register.csv?dateFrom=2026-03-10&dateTo=2026-03-01', { dateTo: 'Дата «по» раньше даты «с»' }],
    ];
    for (const [url, fields] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: operator.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 'validation_error', message: 'Проверьте правильность заполнения полей', fields });
    }
    // Equal ends and one end alone are ranges still.
    for (const url of [
      '/api/admin/desk/orders?amountFrom=100&amountTo=100',
      '/api/admin/desk/orders?dateFrom=2026-03-01&dateTo=2026-03-01',
      '/api/admin/desk/orders?amountTo=100',
      '/api/admin/desk/register.csv?dateFrom=2026-03-01&dateTo=2026-03-01',
    ])
      expect((await ctx.app.inject({ method: 'GET', url, headers: operator.headers })).statusCode, url).toBe(200);
  });
});
