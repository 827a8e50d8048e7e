import { legalStandingsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { LegalAcceptanceScreen } from '@/features/legal/components/legal-acceptance-screen';
import { memberQueries } from '@/lib/queries/member-queries';
import { titles } from '@/lib/texts/common';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchQuery } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: titles.legalAccept };

/** Правила и согласие (docs/product.md «Правила и согласие»): the current versions and their acceptance. */
export default async function LegalAcceptancePage() {
  const prefetched = await prefetchForPage([prefetchQuery(legalStandingsRoute, memberQueries.legal())]);
  return (
    <SeedQueries queries={prefetched}>
      <PageTitle>{titles.legalAccept}</PageTitle>
      <LegalAcceptanceScreen />
    </SeedQueries>
  );
}
