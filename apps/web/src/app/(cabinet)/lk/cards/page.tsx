import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { CardsScreen } from '@/features/payout-cards/components/cards-screen';
import { webConfig } from '@/lib/server/config';
import { titles } from '@/lib/texts/common';

export const metadata: Metadata = { title: titles.payoutCards };

/** Карты для выплат, linked from /lk and the withdrawal (decision 0056). */
export default function PayoutCardsPage() {
  return (
    <>
      <PageTitle>{titles.payoutCards}</PageTitle>
      <CardsScreen widgetUrl={webConfig().payoutWidgetUrl} />
    </>
  );
}
