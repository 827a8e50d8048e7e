import { getDisputeRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { DisputeDetails } from '@/features/disputes/components/dispute-details';
import { parsePositiveId } from '@/features/disputes/dispute-id';
import { disputeQueries } from '@/features/disputes/queries';
import { disputesTexts } from '@/features/disputes/texts';
import { titles } from '@/lib/texts/common';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchQuery } from '@/lib/server/prefetch';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ filesFailed?: string | string[] }>;
}

const titleOf = (id: number | null) => (id === null ? titles.dispute : disputesTexts.number(id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: titleOf(parsePositiveId((await params).id)) };
}

/** One dispute with its answers; the API decides whether it is the member's (404 → a not-found state). */
export default async function DisputePage({ params, searchParams }: Props) {
  const id = parsePositiveId((await params).id);
  const filesFailed = parsePositiveId((await searchParams).filesFailed) ?? 0;
  const prefetched = await prefetchForPage(
    id === null ? [] : [prefetchQuery(getDisputeRoute, disputeQueries.one(id), undefined, { id })],
  );
  return (
    <SeedQueries queries={prefetched}>
      <PageTitle>{titleOf(id)}</PageTitle>
      <DisputeDetails id={id} filesFailed={filesFailed} />
    </SeedQueries>
  );
}
