// An order carries its rail (decision 0061) against the ЮKassa emulator: the rail is decided once, with
// the destination, when the order is made; a later switch of the rail decides new orders only, and the
// desk pays each order by the rail it carries; an admin moves the waiting orders to the rail in force
// by an explicit, audited action confirmed with their number and sum, only those that rail can pay.
import { beforeAll, describe, expect, it } from 'vitest';
import { desk, requestOrder } from '../admin/desk-fixtures.js';
import { seedOperators, signInDemoOperator, signInSecondAdmin } from '../admin/fixtures.js';
import { buildTestApp } from '../helper.js';
import { credit, moneyMember, moneyRowCounts, SBER, withdraw, type MoneyMember } from '../money/fixtures.js';
import { addCard, payByProvider, payoutsApp, requestCardOrder, settled, switchRail, type PayoutsContext } from './fixtures.js';

let ctx: PayoutsContext;

beforeAll(async () => {
  ctx = await payoutsApp();
});

const railOf = async (orderId: number) =>
  (await ctx.db.query<{ rail: string }>('SELECT rail FROM withdrawal_orders WHERE id = $1', [orderId])).rows[0]!.rail;

async function individual(points: number): Promise<MoneyMember> {
  const m = await moneyMember(ctx);
  await credit(ctx, m.memberId, points);
  return m;
}

const movePreview = (headers = ctx.admin.headers) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/payouts/rail/move', headers });
const move = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/payouts/rail/move', headers: ctx.admin.headers, payload });

describe('the rail an order carries', () => {
  it('is decided once with the order; a switch decides new orders only, and the desk pays each by its own', async () => {
    const first = await individual(300);
    const byProvider = await requestOrder(ctx, first, 300);
    expect(await railOf(byProvider)).toBe('provider');
    const seen = await desk.order(ctx, ctx.operator, byProvider);
    expect(seen.json().order).toMatchObject({ rail: 'provider', bank: { id: SBER } });

    expect((await switchRail(ctx, 'manual')).statusCode).toBe(200);
    try {
      // The order waiting keeps the rail it was made with.
      expect(await railOf(byProvider)).toBe('provider');
      const second = await individual(300);
      const byHand = await requestOrder(ctx, second, 300);
      expect(await railOf(byHand)).toBe('manual');

      // «Выплатить» pays each by its own rail, whatever rail is chosen now.
      expect((await desk.pay(ctx, ctx.operator, byHand)).json().outcome).toBe('paid');
      await payByProvider(ctx, byProvider);
      expect(await settled(ctx, byProvider)).toBe('paid');
    } finally {
      expect((await switchRail(ctx, 'provider')).statusCode).toBe(200);
    }
  });

  it('is the one a second operator’s approval pays by after a switch, as the maker recorded it', async () => {
    const m = await individual(50_000);
    const orderId = await requestOrder(ctx, m, 50_000);
    expect((await desk.pay(ctx, ctx.operator, orderId)).json().outcome).toBe('awaiting_approval');
    expect((await switchRail(ctx, 'manual')).statusCode).toBe(200);
    try {
      const approved = await desk.approve(ctx, await signInSecondAdmin(ctx), orderId);
      expect(approved.statusCode, approved.body).toBe(200);
      // Handed to the provider (its rail), not recorded as paid by hand (the rail chosen now).
      const handed = await ctx.db.query('SELECT 1 FROM provider_payouts WHERE order_id = $1', [orderId]);
      expect(handed.rows).toHaveLength(1);
    } finally {
      expect((await switchRail(ctx, 'provider')).statusCode).toBe(200);
    }
    expect(await settled(ctx, orderId)).not.toBe('pending');
  });
});

describe('«Перевести заявки на новый способ»', () => {
  let bySbp: number;
  let toCard: number;
  let cardOrderMember: MoneyMember;

  beforeAll(async () => {
    bySbp = await requestOrder(ctx, await individual(400), 400);
    cardOrderMember = await individual(300);
    toCard = await requestCardOrder(ctx, cardOrderMember, 300, await addCard(ctx, cardOrderMember));
    expect((await switchRail(ctx, 'manual')).statusCode).toBe(200);
  });

  it('shows the admin the orders the rail in force can pay, their sum, and the ones that stay', async () => {
    expect((await movePreview(ctx.operator.headers)).statusCode).toBe(403);
    const res = await movePreview();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rail: 'manual',
      orders: 1,
      amount: 400,
      // By hand no card is paid: the order to a card stays the provider's.
      staying: [{ id: toCard, amount: 300, rail: 'provider', destination: 'Карта 2202 20•• •••• 7895' }],
    });
  });

  it('moves nothing unless confirmed with the number and the sum the admin saw', async () => {
    const before = await moneyRowCounts(ctx);
    for (const payload of [
      { confirmedOrders: 2, confirmedAmount: 400 },
      { confirmedOrders: 1, confirmedAmount: 300 },
    ]) {
      const refused = await move(payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'payout_rail_move_unconfirmed',
        message: 'Перевести сейчас можно 1 заявку на 400\u00a0б.: посмотрите их снова и подтвердите перевод.',
      });
    }
    expect(await railOf(bySbp)).toBe('provider');
    expect(await moneyRowCounts(ctx)).toEqual(before);
    const { rows } = await ctx.db.query("SELECT 1 FROM audit_log WHERE action = 'payouts.orders_moved'");
    expect(rows).toEqual([]);
  });

  it('confirmed, moves each order the rail in force pays, audited, and leaves the rest on their rail', async () => {
    const res = await move({ confirmedOrders: 1, confirmedAmount: 400 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rail: 'manual',
      moved: 1,
      amount: 400,
      staying: [{ id: toCard, amount: 300, rail: 'provider', destination: 'Карта 2202 20•• •••• 7895' }],
    });
    expect(await railOf(bySbp)).toBe('manual');
    expect(await railOf(toCard)).toBe('provider');
    const { rows } = await ctx.db.query<{ actor: string; target_id: string; before: unknown; after: unknown }>(
      "SELECT actor, target_id, before, after FROM audit_log WHERE action = 'payouts.orders_moved'",
    );
    expect(rows).toEqual([
      {
        actor: 'admin@agent-plus.test',
        target_id: String(bySbp),
        before: { rail: 'provider' },
        after: { rail: 'manual', amount: 400, moved: 1 },
      },
    ]);
    // Nothing more to move.
    expect((await movePreview()).json()).toMatchObject({ orders: 0, amount: 0 });

    // Each is paid by the rail it carries now.
    expect((await desk.pay(ctx, ctx.operator, bySbp)).json().outcome).toBe('paid');
    await payByProvider(ctx, toCard);
    expect(await settled(ctx, toCard)).toBe('paid');
    expect((await switchRail(ctx, 'provider')).statusCode).toBe(200);
  });

  it('moves no order already handed to its payer', async () => {
    const m = await individual(300);
    const handed = await requestOrder(ctx, m, 300);
    ctx.emulator.config.settleMs = 60_000;
    try {
      await payByProvider(ctx, handed);
      expect((await switchRail(ctx, 'manual')).statusCode).toBe(200);
      expect((await movePreview()).json()).toMatchObject({ orders: 0, staying: [] });
    } finally {
      ctx.emulator.config.settleMs = 30;
      expect((await switchRail(ctx, 'provider')).statusCode).toBe(200);
    }
  });
});

describe('an order whose rail is not configured now', () => {
  it('is refused at «Выплатить», nothing changed, and named so', async () => {
    // An app whose provider is gone, with an order made while it paid (stood for by its stored rail).
    const plain = await buildTestApp();
    await seedOperators(plain);
    const operator = await signInDemoOperator(plain);
    const m = await moneyMember(plain);
    await credit(plain, m.memberId, 300);
    const res = await withdraw(plain, m, { destination: { kind: 'sbp', bankId: SBER, phone: m.phone }, amount: 300 });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json<{ order: { id: number } }>().order.id;
    await plain.db.query("UPDATE withdrawal_orders SET rail = 'provider' WHERE id = $1", [orderId]);

    const before = await moneyRowCounts(plain);
    const refused = await plain.app.inject({
      method: 'POST',
      url: `/api/admin/desk/orders/${orderId}/pay`,
      headers: operator.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'payout_rail_unavailable',
      message:
        'Заявку выплачивает платёжный сервис, а он сейчас не подключён. Подключите его, переведите заявку на способ выплат, выбранный сейчас («Перевести заявки на новый способ» в настройках), или отклоните её.',
    });
    expect(await moneyRowCounts(plain)).toEqual(before);
    const { rows } = await plain.db.query('SELECT status FROM withdrawal_orders WHERE id = $1', [orderId]);
    expect(rows).toEqual([{ status: 'pending' }]);
  });
});
