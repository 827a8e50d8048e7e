// Where a payout goes, named the same wherever it is shown: the member's orders and withdrawal, the
// payout methods, the back office's member card. Shared by those features, so it stands below them.
import { accountDescription, lastFourMask } from '@cabinet/contracts/client';

export type ShownAccount = { last4: string; bik: string; bankName: string | null };

export const payoutDestinationTexts = {
  card: (card: { last4: string }) => `Карта ${lastFourMask(card)}`,
  // To the account the bank's registry pays (decision 0057).
  account: (account: { last4: string }) => `Счёт ${lastFourMask(account)}`,
  /** «•• 4567, БИК 044525974 (Т‑Банк)»: after «На счёт», under «Счёт». */
  accountWithBank: (account: ShownAccount) =>
    account.bankName ? `${accountDescription(account)} (${account.bankName})` : accountDescription(account),
} as const;
