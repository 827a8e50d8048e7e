'use client';
// One card of «Карты для выплат»: its mask and bank, and the changes a code confirms — the default
// and removal (decision 0056).
import { cardDescription, cardMask, type PayoutCard, type PayoutCardAction } from '@cabinet/contracts/client';
import { useState } from 'react';
import { CodeConfirmation } from '@/components/code-confirmation/code-confirmation';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { payoutCardsTexts as t } from '../texts';
import { confirmPayoutCard, requestPayoutCardCode } from '../queries';
import styles from './payout-cards.module.css';

type Change = Exclude<PayoutCardAction, 'add'>;

export function CardItem({ card, onChanged }: { card: PayoutCard; onChanged: () => unknown }) {
  const [change, setChange] = useState<Change | null>(null);
  const label = cardDescription(card);
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.mask}>{cardMask(card)}</span>
        {card.isDefault ? <span className={styles.badge}>{t.isDefault}</span> : null}
      </div>
      {card.issuer || card.cardType ? (
        <span className={styles.muted}>{[card.issuer, card.cardType].filter(Boolean).join(' · ')}</span>
      ) : null}
      {change ? (
        <>
          <CodeConfirmation
            start={t.getCode}
            note={t.actionNote[change]}
            formLabel={t.formLabel[change](label)}
            confirm={change === 'remove' ? t.confirmRemove : t.confirmDefault}
            confirmError={t.confirmError}
            requestCode={() => requestPayoutCardCode(card.id, change)}
            confirmCode={(code) => confirmPayoutCard(card.id, change, code)}
            onConfirmed={async () => {
              await onChanged();
              setChange(null);
            }}
          />
          <div>
            <Button type="button" variant="secondary" onClick={() => setChange(null)}>
              {t.cancel}
            </Button>
          </div>
        </>
      ) : (
        <ButtonRow wrap className={styles.actions}>
          {card.isDefault ? null : (
            <Button
              type="button"
              variant="secondary"
              onClick={() => setChange('default')}
              aria-label={`${t.makeDefault}: ${label}`}
            >
              {t.makeDefault}
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={() => setChange('remove')} aria-label={`${t.remove}: ${label}`}>
            {t.remove}
          </Button>
        </ButtonRow>
      )}
    </li>
  );
}
