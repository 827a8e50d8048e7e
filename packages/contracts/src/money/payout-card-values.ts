// How a card (decision 0056) or an account (decision 0057) for payouts is written, zod-free for the
// browser's bundle: every text that names one goes through these.

/** What a code confirms about a card. */
export const PAYOUT_CARD_ACTIONS = ['add', 'remove', 'default'] as const;
export type PayoutCardAction = (typeof PAYOUT_CARD_ACTIONS)[number];

/** `2202 20•• •••• 1234`: how a card is shown everywhere. */
export function cardMask(card: { first6: string; last4: string }): string {
  return `${card.first6.slice(0, 4)} ${card.first6.slice(4)}•• •••• ${card.last4}`;
}

/** `2202 20•• •••• 1234, Sberbank`: a card with its bank, as lists and the desk show it. */
export function cardDescription(card: { first6: string; last4: string; issuer: string | null }): string {
  return card.issuer ? `${cardMask(card)}, ${card.issuer}` : cardMask(card);
}

/** «•• 1234»: a card or an account named by its last four digits. */
export function lastFourMask(method: { last4: string }): string {
  return `•• ${method.last4}`;
}

/** «•• 1234, БИК 044525974»: an account with its bank, as orders, the desk and the register show it. */
export function accountDescription(account: { last4: string; bik: string }): string {
  return `${lastFourMask(account)}, БИК ${account.bik}`;
}

/** «счёт •• 1234»: a member's bank account inside a sentence (decision 0057). */
export function accountInText(account: { last4: string }): string {
  return `счёт ${lastFourMask(account)}`;
}

/** «карта •• 1234»: a card inside a sentence (statements, notifications). */
export function cardInText(card: { last4: string }): string {
  return `карта ${lastFourMask(card)}`;
}
