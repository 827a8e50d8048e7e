import { listDisputesRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { DisputesScreen } from '@/features/disputes/components/disputes-screen';
import { disputeQueries } from '@/features/disputes/queries';
import { titles } from '@/lib/texts/common';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchQuery } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: titles.disputes };

/** Споры (docs/product.md «Споры»): the member's disputes and missing-contract claims, newest first. */
export default async function DisputesPage() {
  // Painted with the member's disputes, not skeletons (decision 0022).
  const prefetched = await prefetchForPage([prefetchQuery(listDisputesRoute, disputeQueries.list())]);
  return (
    <SeedQueries queries={prefetched}>
      <PageTitle>{titles.disputes}</PageTitle>
      <DisputesScreen />
    </SeedQueries>
  );
}
