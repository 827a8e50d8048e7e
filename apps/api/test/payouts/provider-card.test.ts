// The provider's word about a card over the page's (decision 0056), against the ЮKassa emulator: a
// synonym not of the widget's shape is refused before any code is sent, and nothing is kept; the
// card a payout names replaces what the page posted, the operators see the difference on «Сверка
// выплат» and the member is told; a card the provider refuses (its synonym unknown, the card
// expired) leaves the member's methods, and the member is told to add it again.
import { randomUUID } from 'node:crypto';
import { errorCatalogue, PAYOUT_CANCEL_REASONS_CARD, PAYOUT_DIFFERENCE_TEXT } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentCodes } from '../helper.js';
import { credit, get, moneyMember, type MoneyMember } from '../money/fixtures.js';
import { addCard, payByProvider, payoutRow, payoutsApp, requestCardOrder, settled, type PayoutsContext } from './fixtures.js';

let ctx: PayoutsContext;

beforeAll(async () => {
  ctx = await payoutsApp();
});

const postCard = (m: MoneyMember, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/lk/payout-cards', headers: m.headers, payload });

/** What the page posts for a card, with the synonym and the digits it chooses. */
const asPage = (payoutToken: string, first6 = '220220', last4 = '9999') => ({
  payoutToken,
  first6,
  last4,
  issuer: 'Sberbank',
  cardType: 'Mir',
});

/** The page's card confirmed with its code, as the cabinet does; answers its id. */
async function addAsPage(m: MoneyMember, payload: ReturnType<typeof asPage>): Promise<number> {
  const added = await postCard(m, payload);
  expect(added.statusCode, added.body).toBe(200);
  const { cardId } = added.json<{ cardId: number }>();
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: `/api/lk/payout-cards/${cardId}/confirm`,
    headers: m.headers,
    payload: { action: 'add', code: sentCodes(ctx, m.phone).at(-1)! },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return cardId;
}

const cardsOf = async (m: MoneyMember) =>
  (await get(ctx, m, '/api/lk/payout-cards')).json<{
    items: { id: number; first6: string; last4: string; issuer: string | null; cardType: string | null; isDefault: boolean }[];
  }>().items;

async function noticesOf(m: MoneyMember) {
  const { rows } = await ctx.db.query<{ title: string; body: string; link: string | null; channels: string[] }>(
    `SELECT n.title, n.body, n.link,
            coalesce(array_agg(d.channel ORDER BY d.channel) FILTER (WHERE d.channel IS NOT NULL), '{}') AS channels
       FROM notifications n LEFT JOIN message_deliveries d ON d.notification_id = n.id
      WHERE n.member_id = $1 GROUP BY n.id ORDER BY n.id`,
    [m.memberId],
  );
  return rows;
}

const auditOf = async (m: MoneyMember, action: string) =>
  (
    await ctx.db.query<{ actor: string; before: unknown; after: Record<string, unknown> }>(
      'SELECT actor, before, after FROM audit_log WHERE member_id = $1 AND action = $2 ORDER BY id',
      [m.memberId, action],
    )
  ).rows;

describe('the synonym the page posts', () => {
  it.each([
    ['a made-up word', 'made-up'],
    ['too short', 'pt-1'],
    ['with a space', 'pt-00000000 0000 0000 0000 000000000000'],
    ['in Cyrillic', 'синоним-карты-1234567890'],
    ['markup', '<img src=x onerror=alert(1)>'],
  ])('is refused when it is %s, before any code is sent, and nothing is kept', async (_, token) => {
    const m = await moneyMember(ctx);
    const codes = sentCodes(ctx, m.phone).length;
    const res = await postCard(m, asPage(token));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'payout_card_token_invalid', message: errorCatalogue.payout_card_token_invalid.message });
    expect(sentCodes(ctx, m.phone)).toHaveLength(codes);
    const kept = await ctx.db.query(
      `SELECT (SELECT count(*)::int FROM payout_cards WHERE member_id = $1) AS cards,
              (SELECT count(*)::int FROM otp_codes WHERE subject_id = $1 AND purpose = 'card_add') AS codes`,
      [m.memberId],
    );
    expect(kept.rows).toEqual([{ cards: 0, codes: 0 }]);
  });

  it('of the widget’s shape is taken, and its code sent', async () => {
    const m = await moneyMember(ctx);
    const res = await postCard(m, asPage(ctx.emulator.issueCardToken('2202201234567895').payout_token, '220220', '7895'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cardId: expect.any(Number), channel: 'sms' });
  });
});

describe('the card the provider’s payout names', () => {
  it('replaces the card the page said, shows the difference to the operators and tells the member', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 500);
    // The widget saved 4111…1111; the page posted 220220…9999 of Sberbank.
    const issued = ctx.emulator.issueCardToken('4111111111111111');
    const cardId = await addAsPage(m, asPage(issued.payout_token));
    expect(await cardsOf(m)).toMatchObject([
      { id: cardId, first6: '220220', last4: '9999', issuer: 'Sberbank', cardType: 'Mir' },
    ]);

    const orderId = await requestCardOrder(ctx, m, 500, cardId);
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('paid');

    // The provider's card everywhere the card is read: the list, the order, the desk.
    expect(await cardsOf(m)).toEqual([
      expect.objectContaining({ id: cardId, first6: '411111', last4: '1111', issuer: 'Bank', cardType: 'Visa', isDefault: true }),
    ]);
    expect((await get(ctx, m, `/api/order/${orderId}/`)).json().order.card).toMatchObject({ first6: '411111', last4: '1111' });
    const named = await ctx.db.query('SELECT provider_named_at IS NOT NULL AS named FROM payout_cards WHERE id = $1', [cardId]);
    expect(named.rows).toEqual([{ named: true }]);

    // «Сверка выплат»: the page's card beside the provider's, once.
    const differences = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payouts/differences',
      headers: ctx.operator.headers,
    });
    const ofOrder = differences.json<{ items: { orderId: number; kind: string }[] }>().items.filter((d) => d.orderId === orderId);
    expect(ofOrder).toEqual([
      expect.objectContaining({
        kind: 'card',
        text: PAYOUT_DIFFERENCE_TEXT.card,
        ours: '2202 20•• •••• 9999, Sberbank, Mir',
        theirs: '4111 11•• •••• 1111, Bank, Visa',
        providerPayoutId: (await payoutRow(ctx, orderId))!.provider_payout_id,
      }),
    ]);
    expect(await auditOf(m, 'payout_card.corrected')).toEqual([
      {
        actor: 'system',
        before: { first6: '220220', last4: '9999', issuer: 'Sberbank', cardType: 'Mir' },
        after: expect.objectContaining({ first6: '411111', last4: '1111', issuer: 'Bank', cardType: 'Visa', orderId }),
      },
    ]);
    // The member hears of it in the cabinet and by SMS (their «Выплаты» allow it by default).
    const told = (await noticesOf(m)).filter((n) => n.title === 'Карта для выплат исправлена');
    expect(told).toEqual([
      {
        title: 'Карта для выплат исправлена',
        body: expect.stringContaining(
          `выплата по заявке № ${orderId} отправлена на карту 4111 11•• •••• 1111, Bank, Visa, а при добавлении карты страница показала 2202 20•• •••• 9999, Sberbank, Mir`,
        ),
        link: '/lk/cards',
        channels: ['sms'],
      },
    ]);
  });

  it('that agrees with the page changes nothing and tells nobody', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 300);
    const orderId = await requestCardOrder(ctx, m, 300, await addCard(ctx, m));
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('paid');
    expect(await auditOf(m, 'payout_card.corrected')).toEqual([]);
    expect((await noticesOf(m)).map((n) => n.title)).not.toContain('Карта для выплат исправлена');
    const { rows } = await ctx.db.query("SELECT 1 FROM payout_differences WHERE order_id = $1 AND kind = 'card'", [orderId]);
    expect(rows).toEqual([]);
  });
});

describe('a card the provider refuses', () => {
  it('is dropped when its synonym is unknown to the provider, the default passing on, and the member is told', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 400);
    // Of the widget's shape, but no widget issued it: taken at the add step, refused by the provider.
    const madeUp = await addAsPage(m, asPage(`pt-${randomUUID()}`));
    const real = await ctx.db.query<{ id: number }>(
      `INSERT INTO payout_cards (member_id, provider, payout_token, first6, last4, status, created_at, activated_at)
       VALUES ($1, 'yookassa', $2, '220220', '7895', 'active', $3, $3) RETURNING id::float8 AS id`,
      [m.memberId, ctx.emulator.issueCardToken('2202201234567895').payout_token, ctx.clock.now()],
    );
    expect((await cardsOf(m)).find((c) => c.isDefault)?.id).toBe(madeUp);

    const orderId = await requestCardOrder(ctx, m, 400, madeUp);
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('rejected');
    expect(await payoutRow(ctx, orderId)).toMatchObject({ state: 'cancelled', cancel_reason: 'payout_token_refused' });
    expect((await get(ctx, m, `/api/order/${orderId}/`)).json().order.comment).toBe(
      PAYOUT_CANCEL_REASONS_CARD.payout_token_refused,
    );

    expect((await cardsOf(m)).map((c) => [c.id, c.isDefault])).toEqual([[real.rows[0]!.id, true]]);
    const dropped = await ctx.db.query('SELECT status, removed_by FROM payout_cards WHERE id = $1', [madeUp]);
    expect(dropped.rows).toEqual([{ status: 'removed', removed_by: 'provider' }]);
    expect(await auditOf(m, 'payout_card.dropped')).toEqual([
      { actor: 'system', before: null, after: expect.objectContaining({ orderId, reason: 'payout_token_refused' }) },
    ]);
    const told = (await noticesOf(m)).filter((n) => n.title === 'Карта удалена из способов выплаты');
    expect(told).toEqual([
      expect.objectContaining({
        body: expect.stringMatching(/на карту 2202 20•• •••• 9999: её данные у сервиса недействительны\..*Добавьте карту заново/),
        link: '/lk/cards',
      }),
    ]);
    // Nothing can go to it again.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/withdrawal/',
      headers: { ...m.headers, 'idempotency-key': randomUUID() },
      payload: { destination: { kind: 'card', cardId: madeUp }, amount: 100 },
    });
    expect(again.json().errorCode).toBe('payout_card_not_found');
  });

  it('is dropped when the provider cancels the payout for the card itself, and kept for any other reason', async () => {
    const expired = await moneyMember(ctx);
    await credit(ctx, expired.memberId, 300);
    const card = await addCard(ctx, expired, '2200000000000087');
    const orderId = await requestCardOrder(ctx, expired, 300, card);
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('rejected');
    expect((await get(ctx, expired, `/api/order/${orderId}/`)).json().order.comment).toBe(
      PAYOUT_CANCEL_REASONS_CARD.card_expired,
    );
    expect(await cardsOf(expired)).toEqual([]);
    expect((await noticesOf(expired)).find((n) => n.title === 'Карта удалена из способов выплаты')?.body).toContain(
      'срок действия карты истёк',
    );

    // A bank that declines one transfer has not closed the card: it stays.
    const declined = await moneyMember(ctx);
    await credit(ctx, declined.memberId, 300);
    const kept = await addCard(ctx, declined, '2200000000000020');
    const other = await requestCardOrder(ctx, declined, 300, kept);
    await payByProvider(ctx, other);
    expect(await settled(ctx, other)).toBe('rejected');
    expect((await cardsOf(declined)).map((c) => c.id)).toEqual([kept]);
    expect((await noticesOf(declined)).map((n) => n.title)).not.toContain('Карта удалена из способов выплаты');
  });
});
