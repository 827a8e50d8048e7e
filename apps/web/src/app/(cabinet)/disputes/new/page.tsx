import { entryCalculationRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { DisputeForm } from '@/features/disputes/components/dispute-form';
import { parsePositiveId } from '@/features/disputes/dispute-id';
import { titles } from '@/lib/texts/common';
import { entryCalculationQuery } from '@/lib/queries/entry-calculation';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchQuery } from '@/lib/server/prefetch';

interface Props {
  searchParams: Promise<{ entry?: string | string[] }>;
}

/** `?entry=<id>` names the history line disputed; without it the form claims a missing contract. */
const titleOf = (entryId: number | null) => (entryId === null ? titles.disputeContract : titles.disputeLine);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { title: titleOf(parsePositiveId((await searchParams).entry)) };
}

/**
 * A new dispute: «Оспорить» on a history line, or «Договора нет в начислениях». The disputed line is
 * read on the server with the session's token, so that the form shows it from the first paint.
 */
export default async function NewDisputePage({ searchParams }: Props) {
  const entryId = parsePositiveId((await searchParams).entry);
  const prefetched = await prefetchForPage(
    entryId === null ? [] : [prefetchQuery(entryCalculationRoute, entryCalculationQuery(entryId), undefined, { id: entryId })],
  );
  return (
    <SeedQueries queries={prefetched}>
      <PageTitle>{titleOf(entryId)}</PageTitle>
      {/* A new key per line: the form's values belong to the line it was opened for. */}
      <DisputeForm key={entryId ?? 'contract'} entryId={entryId} />
    </SeedQueries>
  );
}
