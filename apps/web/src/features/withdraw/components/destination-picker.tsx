'use client';
// «Куда вывести»: by SBP, or to one of the member's cards (decision 0056). Shown only where the
// provider pays cards; the cards are added on «Карты для выплат».
import { cardDescription, type PayoutCard } from '@cabinet/contracts/client';
import { FieldGroup } from '@/components/field/field';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { withdrawTexts as t } from '@/lib/messages';
import { cardValue, SBP } from '../destination';
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
      <ul className={styles.banks}>
        {options.map((o) => (
          <li key={o.value}>
            <label className={styles.bankOption}>
              <input
                type="radio"
                name="destination"
                value={o.value}
                checked={o.value === value}
                onChange={() => onChange(o.value)}
              />
              <span>{o.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>
        {t.cardsHint} <Link href="/lk/cards">{t.cardsLink}</Link>
      </p>
    </FieldGroup>
  );
}
