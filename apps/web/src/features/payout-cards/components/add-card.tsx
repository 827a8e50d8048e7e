'use client';
// «Добавить карту»: the provider's form in its frame takes the number; the card it answers is kept by
// us only once the member confirms it with a code (decision 0056).
import { cardDescription } from '@cabinet/contracts/client';
import { useEffect, useId, useRef, useState } from 'react';
import { CodeConfirmation } from '@/components/code-confirmation/code-confirmation';
import { FormError } from '@/components/form-actions/form-actions';
import { Card, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { payoutCardsTexts as t } from '../texts';
import { addPayoutCard, confirmPayoutCard } from '../queries';
import { showPayoutWidget, type PayoutWidgetCard } from './payout-widget';
import styles from './payout-cards.module.css';

interface AddCardProps {
  widgetUrl: string;
  accountId: string;
  onAdded: () => unknown;
  onCancel: () => void;
}

export function AddCard({ widgetUrl, accountId, onAdded, onCancel }: AddCardProps) {
  const containerId = `payout-form-${useId().replace(/:/g, '')}`;
  const [card, setCard] = useState<PayoutWidgetCard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const cardId = useRef<number | null>(null);

  useEffect(() => {
    if (card) return;
    let detach: (() => void) | null = null;
    let live = true;
    showPayoutWidget(widgetUrl, {
      accountId,
      containerId,
      onCard: (answered) => setCard(answered),
      onError: (message) => setError(message ? t.widgetRefused(message) : t.widgetError),
    })
      .then((off) => {
        if (live) {
          detach = off;
          setShown(true);
        } else off();
      })
      .catch(() => live && setError(t.widgetError));
    return () => {
      live = false;
      detach?.();
    };
  }, [widgetUrl, accountId, containerId, card]);

  const label = card ? cardDescription({ ...card, issuer: card.issuer_name ?? null }) : '';
  return (
    <Card className={styles.card} aria-labelledby={`${containerId}-heading`}>
      <CardTitle as="h2" id={`${containerId}-heading`}>
        {t.addHeading}
      </CardTitle>
      {card ? (
        <>
          <p>{t.received(label)}</p>
          <CodeConfirmation
            start={t.getCode}
            note={t.codeNote}
            formLabel={t.formLabel.add(label)}
            confirm={t.confirmAdd}
            confirmError={t.confirmError}
            requestCode={async () => {
              const sent = await addPayoutCard({
                payoutToken: card.payout_token,
                first6: card.first6,
                last4: card.last4,
                issuer: card.issuer_name ?? null,
                cardType: card.card_type ?? null,
              });
              cardId.current = sent.cardId;
              return sent;
            }}
            confirmCode={(code) => confirmPayoutCard(cardId.current!, 'add', code)}
            onConfirmed={onAdded}
          />
        </>
      ) : (
        <>
          <p className={styles.muted}>{t.intro}</p>
          <FormError message={error} />
          {!shown && !error ? (
            <p className={styles.muted} role="status">
              {t.widgetLoading}
            </p>
          ) : null}
          <div id={containerId} className={styles.widget} />
        </>
      )}
      <div>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </Card>
  );
}
