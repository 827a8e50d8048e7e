// What a switch of the payout rail leaves unusable (docs/product.md §12g, decision 0057), counted
// before it applies and told to the members it touches in the switch's own transaction. Each rail
// pays the self-employed one way — the provider to a card, the bank's registry to an account, by
// hand not at all (only the provider or the bank registers the receipt) — and each pays orders of
// its own (`railPaysOrder`): a self-employed member without the new rail's method, and a member with
// an order waiting that the new rail cannot pay, is told what to do. The cards and the accounts the
// new rail stops using are counted for the admin; an individual keeps SBP and is told only of an
// order that waits.
import { accountInText, cardInText, countRu, type PayoutRail, type PayoutRailImpact } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import type { NotifyInput } from '../notifications/service.js';
import { appliedRegime } from '../tax/service.js';
import { activeRail, railPaysOrder, type Rails } from './service.js';

type Method = PayoutRailImpact['method'];

/** The one way a rail pays a self-employed member: the provider to a card, the bank to an account, by hand none. */
const METHOD_OF: Record<PayoutRail, Method> = { provider: 'card', bank_registry: 'account', manual: null };

interface WaitingOrder {
  id: number;
  memberId: string;
  toCard: boolean;
  toAccount: boolean;
  selfEmployed: boolean;
  last4: string | null;
}

/** The impact, and what each member it touches is told. */
export interface RailImpact extends PayoutRailImpact {
  notices: NotifyInput[];
}

/** The self-employed (the regime applies now) who lack `method` (every one of them when the rail pays them no way). */
async function selfEmployedWithout(db: Queryable, method: Method, now: Date): Promise<string[]> {
  const { rows } = await db.query<{ memberId: string }>(
    `SELECT t.member_id AS "memberId" FROM member_tax_profiles t
      WHERE t.regime = 'self_employed'
        AND ($1::text IS NULL
          OR ($1 = 'card' AND NOT EXISTS (SELECT 1 FROM payout_cards c WHERE c.member_id = t.member_id AND c.status = 'active'))
          OR ($1 = 'account' AND NOT EXISTS (SELECT 1 FROM payout_accounts a WHERE a.member_id = t.member_id AND a.status = 'active')))
      ORDER BY t.member_id`,
    [method],
  );
  // Declared is not enough: a regime not verified is paid as an individual's (decision 0043), by SBP.
  const applied: string[] = [];
  for (const r of rows) if ((await appliedRegime(db, r.memberId, now)) === 'self_employed') applied.push(r.memberId);
  return applied;
}

/** Orders waiting and not yet handed to a payer (a handed one is paid by its payer whatever the rail). */
async function ordersNotHandedOver(db: Queryable): Promise<WaitingOrder[]> {
  const { rows } = await db.query<WaitingOrder>(
    `SELECT o.id::float8 AS id, o.member_id AS "memberId", o.payout_card_id IS NOT NULL AS "toCard",
            o.payout_account_id IS NOT NULL AS "toAccount", coalesce(d.regime = 'self_employed', false) AS "selfEmployed",
            coalesce(c.last4, right(a.account_number, 4)) AS last4
       FROM withdrawal_orders o
       LEFT JOIN order_tax_decisions d ON d.order_id = o.id
       LEFT JOIN payout_cards c ON c.id = o.payout_card_id
       LEFT JOIN payout_accounts a ON a.id = o.payout_account_id
      WHERE o.status = 'pending' AND NOT EXISTS (SELECT 1 FROM provider_payouts p WHERE p.order_id = o.id)
      ORDER BY o.id`,
  );
  return rows;
}

async function countActive(db: Queryable, table: 'payout_cards' | 'payout_accounts'): Promise<{ n: number; members: number }> {
  const { rows } = await db.query<{ n: number; members: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT member_id)::int AS members FROM ${table} WHERE status = 'active'`,
  );
  return rows[0]!;
}

/** What the self-employed member is told to do on the new rail; `payer` names who pays them there. */
function methodText(to: PayoutRail, payer: string): string {
  if (to === 'bank_registry')
    return (
      `Программа теперь платит самозанятым через банк ${payer} — на банковский счёт. Чтобы выводить баллы, ` +
      `укажите счёт для выплат в разделе «Способы выплаты». Если вы ещё не разрешали банку ${payer} регистрировать чеки, сделайте это в разделе «Самозанятость».`
    );
  if (to === 'provider')
    return (
      `Программа теперь платит самозанятым через ${payer} — на банковскую карту, счёт для выплат через банк больше не используется. ` +
      `Чтобы выводить баллы, добавьте карту для выплат в разделе «Способы выплаты». Если вы ещё не разрешали ${payer} регистрировать чеки, сделайте это в разделе «Самозанятость».`
    );
  return (
    'Программа временно выплачивает баллы вручную, а самозанятым так платить нельзя: чек в «Мой налог» регистрирует только платёжный сервис или банк. ' +
    'Вывод баллов приостановлен до тех пор, пока программа не вернёт выплаты через них; баллы остаются на балансе.'
  );
}

/** What a member is told of their orders the new rail cannot pay. */
function ordersText(orders: WaitingOrder[]): string {
  const named = orders
    .map(
      (o) => `№ ${o.id}${o.last4 ? ` (${o.toCard ? cardInText({ last4: o.last4 }) : accountInText({ last4: o.last4 })})` : ''}`,
    )
    .join(', ');
  return orders.length === 1
    ? `Заявку ${named} новым способом выплатить нельзя: отмените её на странице заявки — баллы вернутся на баланс — и отправьте новую.`
    : `Заявки ${named} новым способом выплатить нельзя: отмените их на страницах заявок — баллы вернутся на баланс — и отправьте новые.`;
}

/**
 * What switching from the rail in force to `to` leaves unusable, and the notice of each member it
 * touches (nothing when `to` is the rail in force). Reads in the caller's transaction: the switch
 * counts and tells exactly what it sees.
 */
export async function railImpact(db: Queryable, rails: Rails, to: PayoutRail, now: Date): Promise<RailImpact> {
  const from = await activeRail(db, rails);
  const method = METHOD_OF[to];
  const none: RailImpact = {
    from,
    to,
    members: 0,
    withoutMethod: 0,
    method,
    orders: 0,
    cards: 0,
    cardMembers: 0,
    accounts: 0,
    notices: [],
  };
  if (from === to) return none;
  const lacking = await selfEmployedWithout(db, method, now);
  const stuck = (await ordersNotHandedOver(db)).filter((o) => railPaysOrder(from, o) && !railPaysOrder(to, o));
  const cards = from === 'provider' ? await countActive(db, 'payout_cards') : { n: 0, members: 0 };
  const accounts = from === 'bank_registry' ? await countActive(db, 'payout_accounts') : { n: 0, members: 0 };

  const payer = to === 'bank_registry' ? rails.bank!.title : to === 'provider' ? rails.provider!.title : '';
  const lackingSet = new Set(lacking);
  const ordersOf = new Map<string, WaitingOrder[]>();
  for (const o of stuck) ordersOf.set(o.memberId, [...(ordersOf.get(o.memberId) ?? []), o]);
  const told = [...new Set([...lacking, ...ordersOf.keys()])];
  // A way to withdraw lost is told as a withdrawal stopped is: by push and SMS as the member chose for «Выплаты».
  const route: NotifyInput['message'] = { kind: 'payout', sms: true };
  const notices = told.map((memberId): NotifyInput => {
    const orders = ordersOf.get(memberId) ?? [];
    const parts = [lackingSet.has(memberId) ? methodText(to, payer) : null, orders.length ? ordersText(orders) : null];
    return {
      memberId,
      category: 'withdrawal',
      title: lackingSet.has(memberId) && method === null ? 'Вывод баллов приостановлен' : 'Способ выплат изменился',
      body: parts.filter(Boolean).join(' '),
      link: lackingSet.has(memberId) && method !== null ? '/lk/cards' : orders.length ? `/order/${orders[0]!.id}` : null,
      createdAt: now,
      message: route,
    };
  });
  return {
    ...none,
    members: told.length,
    withoutMethod: lacking.length,
    orders: stuck.length,
    cards: cards.n,
    cardMembers: cards.members,
    accounts: accounts.n,
    notices,
  };
}

/** Whether the switch leaves anything unusable: then the admin confirms it with the number of members told. */
export const railImpactTouches = (i: PayoutRailImpact): boolean => i.members + i.orders + i.cards + i.accounts > 0;

/** The refusal of an unconfirmed switch, with what it would touch. */
export function unconfirmedText(i: PayoutRailImpact): string {
  return i.members > 0
    ? `Смена способа выплат затронет ${countRu(i.members, ['участника', 'участников', 'участников'])}: посмотрите, что изменится для них, и подтвердите смену.`
    : 'Смена способа выплат отключит сохранённые карты или счета участников: посмотрите, что изменится, и подтвердите смену.';
}
