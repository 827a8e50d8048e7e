import { disputeQueueRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { DisputeQueueScreen } from '@/features/admin-disputes/components/queue-screen';
import { disputeTitles } from '@/features/admin-disputes/messages';
import { disputeQueueList } from '@/features/admin-disputes/queries';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchListPage } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: disputeTitles.queue };

/** The rows the address asks for come with the page (prefetchListPage). */
export default async function DisputeQueuePage({ searchParams }: PageProps<'/admin/disputes'>) {
  const seeded = await prefetchForPage([prefetchListPage(disputeQueueRoute, disputeQueueList, await searchParams)]);
  return (
    <SeedQueries queries={seeded}>
      <DisputeQueueScreen />
    </SeedQueries>
  );
}
