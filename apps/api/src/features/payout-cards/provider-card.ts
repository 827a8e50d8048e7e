// The provider's word about a card over the page's (docs/product.md §12f, decision 0056). A card is
// added with what the member's page posted as the widget's answer: its digits and bank are the
// page's word only. The provider's payout names the card it pays to, and that word is kept — a
// difference is corrected, audited and told to the member, and the payouts feature shows it to the
// operators. A payout the provider refuses for the card itself (expired, closed, its synonym
// unknown) drops the card, and the member is told to add it again.
import { cardDescription, cardMask, PAYOUT_CARD_GONE_REASONS } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import type { ProviderCard } from '../../providers/payouts/provider.js';
import { audit, type AuditActor } from '../audit/service.js';
import { notify } from '../notifications/service.js';
import { lockCardOfOrder, removeCard, storeProviderCard } from './queries.js';

const PROVIDER: AuditActor = { operatorId: null, actor: 'system', ip: null };

/** «2202 20•• •••• 7895, Sberbank, Mir»: a card with all the provider or the page said of it. */
const described = (c: { first6: string; last4: string; issuer: string | null; cardType: string | null }) =>
  c.cardType ? `${cardDescription(c)}, ${c.cardType}` : cardDescription(c);

/** A bank or a type the page said that the provider names otherwise; nothing said is no difference. */
const differs = (page: string | null, provider: string | null) =>
  page !== null && provider !== null && page.toLowerCase() !== provider.toLowerCase();

/**
 * Keeps the card the provider's payout of `orderId` names: its digits, and its bank and type where
 * the provider gives them. When the page had said another card, the member is told and the answer is
 * the difference for the operators (the page's card and the provider's); null when they agree or the
 * order is not to a card. In the caller's transaction (the payout's settling).
 */
export async function keepCardAsProviderNamesIt(
  tx: Queryable,
  p: { orderId: number; providerPayoutId: string; card: ProviderCard; at: Date },
): Promise<{ page: string; provider: string } | null> {
  const stored = await lockCardOfOrder(tx, p.orderId);
  if (!stored) return null;
  const named = {
    first6: p.card.first6,
    last4: p.card.last4,
    issuer: p.card.issuerName ?? stored.issuer,
    cardType: p.card.cardType ?? stored.cardType,
  };
  await storeProviderCard(tx, stored.id, named, p.at);
  const mismatch =
    stored.first6 !== named.first6 ||
    stored.last4 !== named.last4 ||
    differs(stored.issuer, p.card.issuerName) ||
    differs(stored.cardType, p.card.cardType);
  if (!mismatch) return null;
  const page = described(stored);
  const provider = described(named);
  await audit(
    tx,
    PROVIDER,
    {
      action: 'payout_card.corrected',
      memberId: stored.memberId,
      targetType: 'payout_card',
      targetId: stored.id,
      before: { first6: stored.first6, last4: stored.last4, issuer: stored.issuer, cardType: stored.cardType },
      after: { ...named, issuerCountry: p.card.issuerCountry, orderId: p.orderId, providerPayoutId: p.providerPayoutId },
    },
    p.at,
  );
  await notify(tx, {
    memberId: stored.memberId,
    category: 'withdrawal',
    title: 'Карта для выплат исправлена',
    body:
      `Платёжный сервис сообщил, что выплата по заявке № ${p.orderId} отправлена на карту ${provider}, ` +
      `а при добавлении карты страница показала ${page}. Мы исправили карту в разделе «Способы выплаты». ` +
      'Если это не ваша карта, удалите её там и напишите в службу поддержки программы.',
    link: '/lk/cards',
    createdAt: p.at,
    message: { kind: 'payout', sms: true },
  });
  return { page, provider };
}

/** Why the provider will not pay the card, inside the member's sentence. */
const GONE_WHY: Record<string, string> = {
  card_expired: 'срок действия карты истёк',
  recipient_not_found: 'карта не найдена или закрыта',
  payout_token_refused: 'её данные у сервиса недействительны',
};

/** Whether a card payout's cancellation means the card itself is gone for the provider. */
export const isCardGone = (reason: string | null): boolean => reason !== null && PAYOUT_CARD_GONE_REASONS.includes(reason);

/**
 * The provider refused a payout of `orderId` for the card itself: the card leaves the member's
 * methods (the default passes to the newest left), audited, and the member is told to add it again.
 * A card already removed is left as it is. In the caller's transaction (the payout's settling).
 */
export async function dropCardRefusedByProvider(tx: Queryable, p: { orderId: number; reason: string; at: Date }): Promise<void> {
  const card = await lockCardOfOrder(tx, p.orderId);
  if (card?.status !== 'active') return;
  await removeCard(tx, card, card.memberId, p.at, 'provider');
  await audit(
    tx,
    PROVIDER,
    {
      action: 'payout_card.dropped',
      memberId: card.memberId,
      targetType: 'payout_card',
      targetId: card.id,
      after: { first6: card.first6, last4: card.last4, issuer: card.issuer, orderId: p.orderId, reason: p.reason },
    },
    p.at,
  );
  const why = GONE_WHY[p.reason] ?? 'сервис не принимает выплаты на неё';
  await notify(tx, {
    memberId: card.memberId,
    category: 'withdrawal',
    title: 'Карта удалена из способов выплаты',
    body:
      `Платёжный сервис отказал в выплате по заявке № ${p.orderId} на карту ${cardMask(card)}: ${why}. ` +
      'Мы удалили её из раздела «Способы выплаты», чтобы следующие заявки на неё не отклонялись. ' +
      'Добавьте карту заново в разделе «Способы выплаты» — или другую действующую карту — и отправьте заявку снова.',
    link: '/lk/cards',
    createdAt: p.at,
    // The order's refusal went by SMS already; this one says what to do about the card.
    message: { kind: 'payout' },
  });
}
