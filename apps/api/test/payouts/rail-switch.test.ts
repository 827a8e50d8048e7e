// Switching the payout rail (decisions 0057, 0061) with the provider and the bank configured: what the
// switch leaves unusable is counted first — the self-employed without the new rail's method, the cards
// and accounts it stops using — and the switch applies only with the number of members it touches
// confirmed; they are told in its transaction, in the cabinet and by the channels they chose.
// Unconfirmed, nothing changes and nobody is told. The orders waiting keep their rail: they are
// counted for the admin, and nobody is asked to cancel one.
import { beforeAll, describe, expect, it } from 'vitest';
import { TBANK_MTLS_FIXTURES } from '../../../emulators/src/payouts/server.js';
import { credit, moneyMember, type MoneyMember } from '../money/fixtures.js';
import { addCard, npdStatusUrl, payoutsApp, requestCardOrder, selfEmployedMember, type PayoutsContext } from './fixtures.js';

let ctx: PayoutsContext;

/** Self-employed with a card and no account; self-employed with an account and no card; individuals with a card, one with an order waiting. */
let cardOnly: MoneyMember;
let accountOnly: MoneyMember;
let withOrder: MoneyMember;
let orderId: number;
let individual: MoneyMember;
let declared: MoneyMember;

beforeAll(async () => {
  ctx = await payoutsApp(
    {},
    {
      NPD_STATUS_CHECKS_PER_MINUTE: '600',
      PAYOUT_BANK: 'tbank',
      TBANK_TOKEN: 'tbank_emulator_token',
      TBANK_CLIENT_CERT_FILE: TBANK_MTLS_FIXTURES.clientCert,
      TBANK_CLIENT_KEY_FILE: TBANK_MTLS_FIXTURES.clientKey,
      TBANK_CA_FILE: TBANK_MTLS_FIXTURES.ca,
    },
    (url, emulator) => ({
      NPD_STATUS_API_URL: npdStatusUrl(url),
      TBANK_API_URL: emulator.tbankUrl,
      TBANK_SECURED_API_URL: emulator.tbankSecuredUrl,
    }),
  );
  const checked = async (points: number) => {
    const m = await selfEmployedMember(ctx, points, '73');
    // ФНС confirms the status: the regime applies (decision 0043).
    const res = await ctx.app.inject({ method: 'POST', url: '/api/self-employed/check', headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    return m;
  };
  cardOnly = await checked(500);
  await addCard(ctx, cardOnly);
  accountOnly = await checked(500);
  await ctx.db.query(
    `INSERT INTO payout_accounts (member_id, account_number, bik, status, created_at, activated_at)
     VALUES ($1, '40817810500001234567', '044525974', 'active', $2, $2)`,
    [accountOnly.memberId, ctx.clock.now()],
  );
  withOrder = await moneyMember(ctx);
  await credit(ctx, withOrder.memberId, 300);
  orderId = await requestCardOrder(ctx, withOrder, 300, await addCard(ctx, withOrder));
  individual = await moneyMember(ctx);
  await addCard(ctx, individual);
  // Declared self-employed, not confirmed by ФНС: paid as an individual, by SBP; nothing to tell.
  declared = await selfEmployedMember(ctx, 500, '74');
});

const impact = (rail: string, headers = ctx.admin.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/payouts/rail/impact?rail=${rail}`, headers });
const put = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/payouts/rail', headers: ctx.admin.headers, payload });
const railNow = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/admin/payouts/rail', headers: ctx.operator.headers })).json().rail as string;

async function noticesOf(m: MoneyMember) {
  const { rows } = await ctx.db.query<{ title: string; body: string; link: string | null; channels: string[] }>(
    `SELECT n.title, n.body, n.link,
            coalesce(array_agg(d.channel ORDER BY d.channel) FILTER (WHERE d.channel IS NOT NULL), '{}') AS channels
       FROM notifications n LEFT JOIN message_deliveries d ON d.notification_id = n.id
      WHERE n.member_id = $1 AND n.title IN ('Способ выплат изменился', 'Вывод баллов приостановлен') GROUP BY n.id ORDER BY n.id`,
    [m.memberId],
  );
  return rows;
}

const everyone = () => [cardOnly, accountOnly, withOrder, individual, declared];

describe('switching to the bank’s registry', () => {
  it('counts the self-employed without an account, the cards it stops using and the order that keeps its rail', async () => {
    expect((await impact('bank_registry', ctx.operator.headers)).statusCode).toBe(403);
    const res = await impact('bank_registry');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: 'provider',
      to: 'bank_registry',
      // The self-employed member without an account.
      members: 1,
      withoutMethod: 1,
      method: 'account',
      // The order to a card stays the provider's: the bank cannot pay a card, so it could not be moved.
      orders: 1,
      ordersAmount: 300,
      movable: 0,
      cards: 3,
      cardMembers: 3,
      accounts: 0,
    });
  });

  it('changes nothing and tells nobody unless confirmed with that count', async () => {
    for (const payload of [{ rail: 'bank_registry' }, { rail: 'bank_registry', confirmedMembers: 2 }]) {
      const refused = await put(payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'payout_rail_unconfirmed',
        message: 'Смена способа выплат затронет 1 участника: посмотрите, что изменится для них, и подтвердите смену.',
      });
    }
    expect(await railNow()).toBe('provider');
    for (const m of everyone()) expect(await noticesOf(m)).toEqual([]);
    const { rows } = await ctx.db.query(
      "SELECT 1 FROM audit_log WHERE action = 'payouts.rail_changed' AND after->>'rail' = 'bank_registry'",
    );
    expect(rows).toEqual([]);
  });

  it('confirmed, applies and tells each member it touches what to do, in the cabinet and by SMS', async () => {
    const res = await put({ rail: 'bank_registry', confirmedMembers: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rail: 'bank_registry', notified: 1 });

    expect(await noticesOf(cardOnly)).toEqual([
      {
        title: 'Способ выплат изменился',
        body: expect.stringContaining('Чтобы выводить баллы, укажите счёт для выплат в разделе «Способы выплаты».'),
        link: '/lk/cards',
        channels: ['sms'],
      },
    ]);
    expect((await noticesOf(cardOnly))[0]!.body).toContain('разрешали банку Т\u2011Банк регистрировать чеки');
    // The order to a card keeps the provider's rail (decision 0061): nothing to cancel, nobody told.
    for (const m of [withOrder, accountOnly, individual, declared]) expect(await noticesOf(m)).toEqual([]);
    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/desk/orders/${orderId}`,
      headers: ctx.operator.headers,
    });
    expect(order.json().order).toMatchObject({ status: 'pending', rail: 'provider' });
    const { rows } = await ctx.db.query<{ after: Record<string, unknown> }>(
      "SELECT after FROM audit_log WHERE action = 'payouts.rail_changed' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]!.after).toMatchObject({ rail: 'bank_registry', impact: { members: 1, orders: 1, cards: 3 }, notified: 1 });
  });
});

describe('switching back to the provider', () => {
  it('tells the self-employed without a card to add one; the accounts are left unused and the card order is payable again', async () => {
    const res = await impact('provider');
    expect(res.json()).toEqual({
      from: 'bank_registry',
      to: 'provider',
      members: 1,
      withoutMethod: 1,
      method: 'card',
      // The order to a card is on the provider's rail again: nothing waits elsewhere.
      orders: 0,
      ordersAmount: 0,
      movable: 0,
      cards: 0,
      cardMembers: 0,
      accounts: 1,
    });
    const done = await put({ rail: 'provider', confirmedMembers: 1 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().notified).toBe(1);
    expect(await noticesOf(accountOnly)).toEqual([
      expect.objectContaining({
        title: 'Способ выплат изменился',
        body: expect.stringContaining('добавьте карту для выплат в разделе «Способы выплаты»'),
        link: '/lk/cards',
      }),
    ]);
    // Told once, on the way to the bank: nothing new for them now.
    expect(await noticesOf(cardOnly)).toHaveLength(1);
    expect(await noticesOf(withOrder)).toEqual([]);
  });

  it('by hand would stop every self-employed member; the order to a card would stay the provider’s', async () => {
    expect((await impact('manual')).json()).toEqual({
      from: 'provider',
      to: 'manual',
      members: 2,
      withoutMethod: 2,
      method: null,
      orders: 1,
      ordersAmount: 300,
      movable: 0,
      cards: 3,
      cardMembers: 3,
      accounts: 0,
    });
    // The rail in force again: nothing to confirm, nobody told.
    const same = await put({ rail: 'provider' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().notified).toBe(0);
  });
});
