import { listMemberContestsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { ContestList } from '@/features/contests/components/contest-list';
import { contestQueries } from '@/features/contests/queries';
import { titles } from '@/lib/texts/common';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchQuery } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: titles.contests };

/** «Конкурсы» (decision 0032): the member's contests with their place and the gap to the next prize. */
export default async function ContestsPage() {
  const prefetched = await prefetchForPage([prefetchQuery(listMemberContestsRoute, contestQueries.list())]);
  return (
    <SeedQueries queries={prefetched}>
      <PageTitle>{titles.contests}</PageTitle>
      <ContestList />
    </SeedQueries>
  );
}
