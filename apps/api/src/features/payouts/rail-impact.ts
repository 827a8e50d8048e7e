// What a switch of the payout rail leaves unusable (docs/product.md §12g, decisions 0057 and 0061),
// counted before it applies and told to the members it touches in the switch's own transaction. A
// switch decides the rail of new orders only: each rail pays the self-employed one way — the provider
// to a card, the bank's registry to an account, by hand not at all (only the provider or the bank
// registers the receipt) — so a self-employed member without the new rail's method is told what to
// do. The orders waiting keep the rail they carry and are paid by it; the admin reads how many stay on
// a rail new orders no longer get, and how many of them the new rail could pay if moved (rail-move.ts).
// The cards and the accounts the new rail stops using are counted for the admin.
import { countRu, type PayoutRail, type PayoutRailImpact } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import type { NotifyInput } from '../notifications/service.js';
import { appliedRegime } from '../tax/service.js';
import { ordersOnOtherRails } from './rail-move.js';
import { payoutMethods, programmeRail, type Rails } from './rails.js';

type Method = PayoutRailImpact['method'];

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
    'Вывод баллов приостановлен до тех пор, пока программа не вернёт выплаты через них; баллы остаются на балансе. Заявки, которые вы уже отправили, будут выплачены, как решено при заявке.'
  );
}

/**
 * What switching from the rail in force to `to` leaves unusable, and the notice of each member it
 * touches (nothing when `to` is the rail in force). Reads in the caller's transaction: the switch
 * counts and tells exactly what it sees.
 */
export async function railImpact(db: Queryable, rails: Rails, to: PayoutRail, now: Date): Promise<RailImpact> {
  const from = await programmeRail(db, rails);
  const [before, after] = [payoutMethods(from, rails), payoutMethods(to, rails)];
  const method = after.selfEmployed;
  const none: RailImpact = {
    from,
    to,
    members: 0,
    withoutMethod: 0,
    method,
    orders: 0,
    ordersAmount: 0,
    movable: 0,
    cards: 0,
    cardMembers: 0,
    accounts: 0,
    notices: [],
  };
  if (from === to) return none;
  const lacking = await selfEmployedWithout(db, method, now);
  const { movable, staying } = await ordersOnOtherRails(db, rails, to);
  const keeping = [...movable, ...staying];
  const cards = before.cards && !after.cards ? await countActive(db, 'payout_cards') : { n: 0, members: 0 };
  const accounts = before.accounts && !after.accounts ? await countActive(db, 'payout_accounts') : { n: 0, members: 0 };

  const payer = after.binder?.title ?? '';
  // A way to withdraw lost is told as a withdrawal stopped is: by push and SMS as the member chose for «Выплаты».
  const route: NotifyInput['message'] = { kind: 'payout', sms: true };
  const notices = lacking.map((memberId): NotifyInput => ({
    memberId,
    category: 'withdrawal',
    title: method === null ? 'Вывод баллов приостановлен' : 'Способ выплат изменился',
    body: methodText(to, payer),
    link: method !== null ? '/lk/cards' : null,
    createdAt: now,
    message: route,
  }));
  return {
    ...none,
    members: lacking.length,
    withoutMethod: lacking.length,
    orders: keeping.length,
    ordersAmount: toPoints(keeping.reduce((sum, o) => sum + o.amount, 0)),
    movable: movable.length,
    cards: cards.n,
    cardMembers: cards.members,
    accounts: accounts.n,
    notices,
  };
}

/**
 * Whether the switch leaves anyone without a way to withdraw or stops saved cards or accounts: then
 * the admin confirms it with the number of members told. The orders waiting are not touched by it.
 */
export const railImpactTouches = (i: PayoutRailImpact): boolean => i.members + i.cards + i.accounts > 0;

/** The refusal of an unconfirmed switch, with what it would touch. */
export function unconfirmedText(i: PayoutRailImpact): string {
  return i.members > 0
    ? `Смена способа выплат затронет ${countRu(i.members, ['участника', 'участников', 'участников'])}: посмотрите, что изменится для них, и подтвердите смену.`
    : 'Смена способа выплат отключит сохранённые карты или счета участников: посмотрите, что изменится, и подтвердите смену.';
}
