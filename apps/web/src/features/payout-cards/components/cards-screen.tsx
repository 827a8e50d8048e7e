'use client';
// «Способы выплаты»: the member's cards, the default first, and a new one added through the payout
// provider's widget (decision 0056); the account the bank's registry pays the self-employed to
// (decision 0057), where that rail is chosen. Where cards cannot be paid and the bank pays, the
// cards' section steps aside unless the member still has cards.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { Stack } from '@/components/ui/stack';
import { Card, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { payoutCardsTexts as t } from '../texts';
import { memberQueries } from '@/lib/queries/member';
import { AccountSection } from './account-section';
import { AddCard } from './add-card';
import { CardItem } from './card-item';
import styles from './payout-cards.module.css';

/** `widgetUrl`: the provider's script (PAYOUT_WIDGET_URL), null when the web app has none. */
export function CardsScreen({ widgetUrl }: { widgetUrl: string | null }) {
  const queryClient = useQueryClient();
  const cards = useQuery(memberQueries.payoutCards());
  const [adding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberQueries.payoutCards().queryKey });
  const widget = cards.data?.widget && widgetUrl ? { ...cards.data.widget, url: widgetUrl } : null;
  const account = cards.data?.account;
  const bankPays = account?.available === true;
  const showCards = !bankPays || widget !== null || (cards.data?.items.length ?? 0) > 0;

  return (
    <Stack>
      {account?.available ? <AccountSection data={account} onChanged={refresh} /> : null}
      {showCards ? (
        <Card className={styles.card} aria-labelledby="payout-cards-heading">
          <CardTitle as="h2" id="payout-cards-heading">
            {t.listHeading}
          </CardTitle>
          {/* Where cards cannot be paid, the note on whom the provider pays only to cards would contradict «недоступны». */}
          {widget ? <p className={styles.muted}>{t.selfEmployedNote}</p> : null}
          <QueryState
            query={cards}
            loadingText={t.loading}
            errorText={t.loadError}
            skeleton={<Skeleton height={72} radius="var(--radius-m)" />}
          >
            {cards.data?.items.length ? (
              <ul className={styles.list}>
                {cards.data.items.map((card) => (
                  <CardItem key={card.id} card={card} onChanged={refresh} />
                ))}
              </ul>
            ) : (
              <p>{t.none}</p>
            )}
          </QueryState>
          {cards.data && !widget ? <p className={styles.muted}>{bankPays ? t.unavailableBank : t.unavailable}</p> : null}
          {widget && !adding ? (
            <div>
              <Button type="button" variant="primary" onClick={() => setAdding(true)}>
                {t.add}
              </Button>
            </div>
          ) : null}
        </Card>
      ) : null}
      {widget && adding ? (
        <AddCard
          widgetUrl={widget.url}
          accountId={widget.accountId}
          onAdded={async () => {
            await refresh();
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : null}
    </Stack>
  );
}
