// A member's cards for payouts (docs/product.md «Карты для выплат», decision 0056). The provider's
// widget takes the card number in the member's browser and answers a synonym; we keep the synonym,
// the mask and the bank. Where money goes is changed only with a sign-in code: adding a card,
// removing one and choosing the default each need one.
import type { AddPayoutCardBody, PayoutCardAction, PayoutCardsResponse } from '@cabinet/contracts';
import type { AppDeps } from '../../app-deps.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { accountView } from '../payout-accounts/service.js';
import { confirmByCode, sendConfirmationCode, type ConfirmationDeps } from '../auth/service.js';
import { audit, memberActor } from '../audit/service.js';
import { appliedRegime } from '../tax/service.js';
import {
  activateCard,
  cardHasPendingOrder,
  countActiveCards,
  insertPendingCard,
  listActiveCards,
  lockCard,
  makeDefaultCard,
  removeCard,
  type LockedCard,
} from './queries.js';

export { findActiveCard } from './queries.js';
export { dropCardRefusedByProvider, isCardGone, keepCardAsProviderNamesIt } from './provider-card.js';

/** More cards than this is a list nobody reads; one old card removed makes room. */
export const MAX_PAYOUT_CARDS = 5;

const PURPOSE = { add: 'card_add', remove: 'card_remove', default: 'card_default' } as const;

/**
 * What new withdrawals may go to now: the payouts feature answers it (decision 0061), through the
 * composition root — that feature settles payouts with this one's provider-card rules, and a feature
 * never imports itself back.
 */
export type MethodRails = Pick<AppDeps, 'payoutMethods'>;

/** «Способы выплаты»: the cards and the account for the bank's registry, on the methods read once. */
export async function cardsView(db: Queryable, rails: MethodRails, memberId: string, now: Date): Promise<PayoutCardsResponse> {
  const methods = await rails.payoutMethods(db);
  const paying = methods.cards;
  const [items, account, regime] = await Promise.all([
    listActiveCards(db, memberId),
    accountView(db, methods, memberId, now),
    // The regime is asked only where it matters: only where cards are a самозанятый's one way.
    methods.selfEmployed === 'card' ? appliedRegime(db, memberId, now) : null,
  ]);
  return {
    items,
    widget: paying?.cardWidget ? { provider: paying.name, accountId: paying.cardWidget.accountId } : null,
    cardsOnly: regime === 'self_employed',
    account,
  };
}

export type CardDeps = ConfirmationDeps & MethodRails;

/**
 * Keeps what the page posted as the widget's answer, pending its code. A synonym that is not of the
 * provider's shape is refused first, before anything is stored or a code sent: no widget answered
 * it. The digits and the bank are the page's word until a payout names the card (provider-card.ts).
 */
export async function addCard(deps: CardDeps, memberId: string, body: AddPayoutCardBody) {
  const paying = (await deps.payoutMethods(deps.db)).cards;
  if (!paying?.cardWidget) throw new AppError('payout_cards_unavailable');
  if (!paying.cardWidget.isPayoutToken(body.payoutToken)) throw new AppError('payout_card_token_invalid');
  if ((await countActiveCards(deps.db, memberId)) >= MAX_PAYOUT_CARDS) throw new AppError('payout_cards_full');
  const cardId = await deps.db.transaction((tx) =>
    insertPendingCard(tx, {
      memberId,
      provider: paying.name,
      payoutToken: body.payoutToken,
      first6: body.first6,
      last4: body.last4,
      issuer: body.issuer?.trim() || null,
      cardType: body.cardType?.trim() || null,
      at: deps.clock.now(),
    }),
  );
  if (cardId === undefined)
    throw new AppError('validation_error', { details: { fields: { payoutToken: 'Этот синоним карты уже использован' } } });
  return { cardId, ...(await sendConfirmationCode(deps, { memberId, purpose: 'card_add', targetId: cardId })) };
}

/** `add` confirms a card waiting for its code; `remove` and `default` act on an active one. */
function actionable(card: LockedCard | undefined, action: PayoutCardAction): LockedCard {
  if (!card || card.status !== (action === 'add' ? 'pending' : 'active')) throw new AppError('not_found');
  return card;
}

export async function requestCardCode(deps: CardDeps, memberId: string, id: number, action: PayoutCardAction) {
  await deps.db.transaction(async (tx) => actionable(await lockCard(tx, memberId, id), action));
  return sendConfirmationCode(deps, { memberId, purpose: PURPOSE[action], targetId: id });
}

const AUDIT_ACTION = { add: 'payout_card.added', remove: 'payout_card.removed', default: 'payout_card.made_default' } as const;

export async function confirmCard(
  deps: { db: Db; otpKey: Buffer; clock: { now(): Date } } & MethodRails,
  who: { memberId: string; ip: string },
  id: number,
  action: PayoutCardAction,
  code: string,
): Promise<PayoutCardsResponse> {
  const now = deps.clock.now();
  await confirmByCode(deps, { memberId: who.memberId, purpose: PURPOSE[action], targetId: id }, code, now, {
    lock: async (tx) => {
      const card = actionable(await lockCard(tx, who.memberId, id), action);
      if (action === 'remove' && (await cardHasPendingOrder(tx, id))) throw new AppError('payout_card_in_use');
      return card;
    },
    act: async (tx, checked, card) => {
      if (action === 'add') await activateCard(tx, id, who.memberId, now);
      else if (action === 'remove') await removeCard(tx, card, who.memberId, now);
      else await makeDefaultCard(tx, id, who.memberId);
      await audit(
        tx,
        memberActor(who.ip),
        {
          action: AUDIT_ACTION[action],
          memberId: who.memberId,
          targetType: 'payout_card',
          targetId: id,
          after: { first6: card.first6, last4: card.last4, issuer: card.issuer, codeChannel: checked.channel },
        },
        now,
      );
    },
  });
  return cardsView(deps.db, deps, who.memberId, now);
}
