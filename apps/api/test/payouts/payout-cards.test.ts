// Cards for payouts (decision 0056) against the ЮKassa emulator: a card is added by the synonym the
// widget answers and confirmed with a code, removed and made the default only with a code; an order
// to a card is paid by the synonym, refused with card-worded reasons, never paid by hand; a
// self-employed member is paid only to a card where the provider pays.
import { errorCatalogue, PAYOUT_CANCEL_REASONS_CARD } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { desk } from '../admin/desk-fixtures.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { buildTestApp, sentCodes } from '../helper.js';
import { credit, get, moneyMember, SBER, withdraw, type MoneyMember } from '../money/fixtures.js';
import {
  addCard,
  bindNpd,
  npdStatusUrl,
  PAYING_CARD,
  payByProvider,
  payoutsApp,
  payoutsOfOrder,
  requestCard,
  requestCardOrder,
  selfEmployedMember,
  settled,
  switchRail,
  type PayoutsContext,
} from './fixtures.js';

let ctx: PayoutsContext;

beforeAll(async () => {
  ctx = await payoutsApp({}, { NPD_STATUS_CHECKS_PER_MINUTE: '600' }, (url) => ({ NPD_STATUS_API_URL: npdStatusUrl(url) }));
});

const cards = async (m: MoneyMember) => {
  const res = await get(ctx, m, '/api/lk/payout-cards');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: number; last4: string; isDefault: boolean }[]; widget: unknown; cardsOnly: boolean }>();
};
const post = (m: MoneyMember, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: m.headers, payload });
const codeOf = (m: MoneyMember) => sentCodes(ctx, m.phone).at(-1)!;
const confirm = (m: MoneyMember, id: number, action: string, code = codeOf(m)) =>
  post(m, `/api/lk/payout-cards/${id}/confirm`, { action, code });

describe('the member’s cards', () => {
  it('adds a card only with the code sent for it, and lists it as the default', async () => {
    const m = await moneyMember(ctx);
    expect(await cards(m)).toEqual({
      items: [],
      widget: { provider: 'yookassa', accountId: ctx.emulator.config.agentId },
      cardsOnly: false,
      // On the provider's rail no account is asked for nor can be set (decision 0057).
      account: { account: null, required: false, available: false },
    });
    const { token, added } = await requestCard(ctx, m);
    expect(added.statusCode, added.body).toBe(200);
    const { cardId, channel } = added.json<{ cardId: number; channel: string }>();
    expect(channel).toBe('sms');
    // Waiting for its code: not a card money can go to yet.
    expect((await cards(m)).items).toEqual([]);
    expect((await withdraw(ctx, m, { destination: { kind: 'card', cardId }, amount: 100 })).json().errorCode).toBe(
      'payout_card_not_found',
    );

    const code = codeOf(m);
    const wrong = await confirm(m, cardId, 'add', code === '000000' ? '111111' : '000000');
    expect(wrong.json()).toMatchObject({ code: 'invalid_code' });
    const other = await moneyMember(ctx);
    expect((await confirm(other, cardId, 'add', code)).statusCode).toBe(404);
    const done = await confirm(m, cardId, 'add', code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().items).toEqual([
      {
        id: cardId,
        first6: PAYING_CARD.slice(0, 6),
        last4: PAYING_CARD.slice(-4),
        issuer: token.issuer_name,
        cardType: 'Mir',
        isDefault: true,
        createdAt: expect.any(String),
      },
    ]);
    // Used up: the same code confirms nothing twice.
    expect((await confirm(m, cardId, 'add', code)).statusCode).toBe(404);
    const { rows } = await ctx.db.query("SELECT action FROM audit_log WHERE member_id = $1 AND target_type = 'payout_card'", [
      m.memberId,
    ]);
    expect(rows).toEqual([{ action: 'payout_card.added' }]);
  });

  it('makes another card the default and removes one only with a code of that very action', async () => {
    const m = await moneyMember(ctx);
    // The first as a confirmed card is stored: the codes per phone and hour are the sign-in's, five.
    const { rows: stored } = await ctx.db.query<{ id: number }>(
      `INSERT INTO payout_cards (member_id, provider, payout_token, first6, last4, status, is_default, created_at, activated_at)
       VALUES ($1, 'yookassa', $2, '220220', '7895', 'active', true, $3, $3) RETURNING id::float8 AS id`,
      [m.memberId, `pt-first-${m.memberId}`, new Date(ctx.clock.now().getTime() - 60_000)],
    );
    const first = stored[0]!.id;
    const second = await addCard(ctx, m, '4111111111111111');
    expect((await cards(m)).items.map((c) => [c.id, c.isDefault])).toEqual([
      [first, true],
      [second, false],
    ]);
    // One code a minute per card, as at sign-in.
    ctx.clock.advance(61_000);
    expect((await post(m, `/api/lk/payout-cards/${second}/code`, { action: 'default' })).statusCode).toBe(200);
    // A code sent to choose the default removes nothing.
    expect((await confirm(m, second, 'remove')).json()).toMatchObject({ code: 'code_expired' });
    ctx.clock.advance(61_000);
    expect((await post(m, `/api/lk/payout-cards/${second}/code`, { action: 'default' })).statusCode).toBe(200);
    expect((await confirm(m, second, 'default')).json().items.map((c: { id: number }) => c.id)).toEqual([second, first]);

    ctx.clock.advance(61_000);
    expect((await post(m, `/api/lk/payout-cards/${second}/code`, { action: 'remove' })).statusCode).toBe(200);
    const left = await confirm(m, second, 'remove');
    expect(left.statusCode, left.body).toBe(200);
    // The default passes to the card left: a member with cards always has one.
    expect(left.json().items.map((c: { id: number; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([[first, true]]);
    expect((await withdraw(ctx, m, { destination: { kind: 'card', cardId: second }, amount: 100 })).json().errorCode).toBe(
      'payout_card_not_found',
    );
  });

  it('keeps a card an order waits to be paid to, and refuses more than five', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 500);
    const card = await addCard(ctx, m);
    await requestCardOrder(ctx, m, 300, card);
    ctx.clock.advance(61_000);
    expect((await post(m, `/api/lk/payout-cards/${card}/code`, { action: 'remove' })).statusCode).toBe(200);
    const kept = await confirm(m, card, 'remove');
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({ code: 'payout_card_in_use', message: errorCatalogue.payout_card_in_use.message });
    expect((await cards(m)).items).toHaveLength(1);

    // Four more, as confirmed cards are stored (the codes per phone and hour are the sign-in's).
    for (const n of [1, 2, 3, 4]) {
      await ctx.db.query(
        `INSERT INTO payout_cards (member_id, provider, payout_token, first6, last4, status, created_at, activated_at)
         VALUES ($1, 'yookassa', $2, '411111', $3, 'active', now(), now())`,
        [m.memberId, `pt-test-${m.memberId}-${n}`, `000${n}`],
      );
    }
    const { added: sixth } = await requestCard(ctx, m);
    expect(sixth.json()).toMatchObject({ code: 'payout_cards_full' });
  });
});

describe('orders to a card', () => {
  it('pays by the card’s synonym and names the card in the order, the history and the message', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 800);
    const card = await addCard(ctx, m);
    const orderId = await requestCardOrder(ctx, m, 800, card);
    const order = (await get(ctx, m, `/api/order/${orderId}/`)).json().order;
    expect(order).toMatchObject({ bank: null, phone: null, card: { first6: '220220', last4: '7895' } });

    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('paid');
    const [payout] = payoutsOfOrder(ctx, orderId);
    expect(payout).toMatchObject({ status: 'succeeded', payout_destination: { type: 'bank_card', card: { last4: '7895' } } });

    const history = (await get(ctx, m, '/api/accounts/transactions?MaxResultCount=5')).json().history as {
      description: string;
    }[];
    expect(history.map((h) => h.description)).toContain(`Заявка № ${orderId}: карта •• 7895`);
    const payoutLine = await ctx.db.query("SELECT description FROM ledger_transactions WHERE order_id = $1 AND kind = 'payout'", [
      orderId,
    ]);
    expect(payoutLine.rows).toEqual([{ description: `Заявка № ${orderId} выплачена: карта •• 7895` }]);
    const { rows } = await ctx.db.query<{ body: string }>('SELECT body FROM notifications WHERE member_id = $1 ORDER BY id', [
      m.memberId,
    ]);
    expect(rows.map((r) => r.body)).toEqual(
      expect.arrayContaining([
        'Баллы заморожены до выплаты. Карта: •• 7895.',
        expect.stringContaining('отправлены на карту •• 7895.'),
      ]),
    );
    const queue = (await desk.order(ctx, ctx.operator, orderId)).json().order;
    expect(queue).toMatchObject({ bank: null, sbpPhone: null, card: { last4: '7895' } });
  });

  it('words a refused card payout as the card’s next step', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 400);
    const [pan, reason] = Object.entries(ctx.emulator.config.cancelCards)[0]!;
    const orderId = await requestCardOrder(ctx, m, 400, await addCard(ctx, m, pan));
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('rejected');
    const order = (await get(ctx, m, `/api/order/${orderId}/`)).json().order;
    expect(order.comment).toBe(PAYOUT_CANCEL_REASONS_CARD[reason] ?? expect.any(String));
    expect(order.commentBy).toBe('payout');
  });

  it('pays a self-employed member only to a card, with the receipt', async () => {
    const m = await selfEmployedMember(ctx, 900, '75');
    expect((await post(m, '/api/self-employed/check')).statusCode).toBe(200);
    await bindNpd(ctx, m);
    expect((await cards(m)).cardsOnly).toBe(true);
    const bySbp = await withdraw(ctx, m, { bankId: SBER, amount: 300, phone: m.phone });
    expect(bySbp.statusCode).toBe(422);
    expect(bySbp.json()).toMatchObject({ errorCode: 'payout_card_required', error: errorCatalogue.payout_card_required.message });
    const orderId = await requestCardOrder(ctx, m, 900, await addCard(ctx, m));
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('paid');
    const [payout] = payoutsOfOrder(ctx, orderId);
    expect(payout).toMatchObject({ payout_destination: { type: 'bank_card' }, self_employed: { id: expect.any(String) } });
    expect((await get(ctx, m, `/api/order/${orderId}/`)).json().order.receipt).toMatchObject({ amount: 900 });
  });

  it('is paid by the provider it was made for after a switch to the manual rail, never by hand; no new card order is taken', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 300);
    const orderId = await requestCardOrder(ctx, m, 300, await addCard(ctx, m));
    const manual = await switchRail(ctx, 'manual');
    expect(manual.statusCode, manual.body).toBe(200);
    try {
      // New orders go by hand now: no card is offered, none can be chosen.
      expect((await cards(m)).widget).toBeNull();
      await credit(ctx, m.memberId, 100);
      const again = await withdraw(ctx, m, { destination: { kind: 'card', cardId: (await cards(m)).items[0]!.id }, amount: 100 });
      expect(again.json().errorCode).toBe('payout_cards_unavailable');
      // The bank's register leaves the card's order out: the provider pays it.
      const day = moscowDate(ctx.clock.now());
      const csv = (await desk.register(ctx, ctx.operator, `status=pending&dateFrom=2020-01-01&dateTo=${day}`)).body;
      expect(csv).not.toContain(`\n${orderId};`);
      expect(csv).toContain('Не включено заявок, которые выплачивает платёжный сервис:');
      // The order carries its rail (decision 0061): «Выплатить» hands it to the provider.
      expect((await desk.order(ctx, ctx.operator, orderId)).json().order.rail).toBe('provider');
      await payByProvider(ctx, orderId);
      expect(await settled(ctx, orderId)).toBe('paid');
    } finally {
      await switchRail(ctx, 'provider');
    }
  });
});

describe('without a provider', () => {
  it('offers no widget and refuses a card', async () => {
    const plain = await buildTestApp();
    const m = await moneyMember(plain);
    const res = await plain.app.inject({ method: 'GET', url: '/api/lk/payout-cards', headers: m.headers });
    expect(res.json()).toEqual({
      items: [],
      widget: null,
      cardsOnly: false,
      account: { account: null, required: false, available: false },
    });
    const added = await plain.app.inject({
      method: 'POST',
      url: '/api/lk/payout-cards',
      headers: m.headers,
      payload: { payoutToken: 'pt-1', first6: '220220', last4: '7895' },
    });
    expect(added.statusCode).toBe(422);
    expect(added.json()).toMatchObject({ code: 'payout_cards_unavailable' });
  });
});
