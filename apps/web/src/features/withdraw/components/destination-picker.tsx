'use client';
// «Куда вывести»: by SBP, or to one of the member's cards (decision 0056). Shown only where the
// provider pays cards; the cards are added on «Карты для выплат».
import { cardDescription, type PayoutCard } from '@cabinet/contracts/client';
import { FieldGroup } from '@/components/field/field';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { withdrawTexts as t } from '@/lib/messages';
import { cardValue, SBP } from '../destination';
import { RadioList } from './radio-list';
import styles from './withdraw.module.css';

interface DestinationPickerProps {
  cards: readonly PayoutCard[];
  /** A self-employed member where the provider pays: cards only, no SBP. */
  cardsOnly: boolean;
  value: string;
  onChange: (value: string) => void;
}

export function DestinationPicker({ cards, cardsOnly, value, onChange }: DestinationPickerProps) {
  const options = [
    ...(cardsOnly ? [] : [{ value: SBP, label: t.bySbp }]),
    ...cards.map((c) => ({ value: cardValue(c), label: t.toCard(cardDescription(c)) })),
  ];
  return (
    <FieldGroup id="destination" legend={t.destination}>
      <RadioList name="destination" options={options} value={value} onChange={onChange} />
      <p className={styles.hint}>
        {t.cardsHint} <Link href="/lk/cards">{t.cardsLink}</Link>
      </p>
    </FieldGroup>
  );
}
