'use client';
// «Куда вывести»: by SBP, to one of the member's cards where the provider pays cards (decision 0056),
// or to the member's account where the bank's registry pays them (decision 0057); cards and the
// account are set on «Способы выплаты».
import { cardDescription, type PayoutAccount, type PayoutCard } from '@cabinet/contracts/client';
import { FieldGroup } from '@/components/field/field';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { payoutDestinationTexts } from '@/lib/texts/payout-destination';
import { withdrawTexts as t } from '../texts';
import { accountValue, cardValue, SBP } from '../destination';
import { RadioList } from './radio-list';
import styles from './withdraw.module.css';

interface DestinationPickerProps {
  cards: readonly PayoutCard[];
  /** The account the bank pays to: then it is the only choice. */
  account: PayoutAccount | null;
  /** A self-employed member where the provider pays: cards only, no SBP. */
  cardsOnly: boolean;
  value: string;
  onChange: (value: string) => void;
}

export function DestinationPicker({ cards, account, cardsOnly, value, onChange }: DestinationPickerProps) {
  const options = account
    ? [
        {
          value: accountValue(account),
          label: t.toAccount(payoutDestinationTexts.accountWithBank(account)),
        },
      ]
    : [
        ...(cardsOnly ? [] : [{ value: SBP, label: t.bySbp }]),
        ...cards.map((c) => ({ value: cardValue(c), label: t.toCard(cardDescription(c)) })),
      ];
  return (
    <FieldGroup id="destination" legend={t.destination}>
      <RadioList name="destination" options={options} value={value} onChange={onChange} />
      <p className={styles.hint}>
        {account ? t.accountHint : t.cardsHint} <Link href="/lk/cards">{t.cardsLink}</Link>
      </p>
    </FieldGroup>
  );
}
