import { identityQueueRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { IdentityQueueScreen } from '@/features/admin-identity/components/queue-screen';
import { identityTitles } from '@/features/admin-identity/messages';
import { identityQueueList } from '@/features/admin-identity/queries';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchListPage } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: identityTitles.queue };

/** The rows the address asks for come with the page (prefetchListPage). */
export default async function IdentityQueuePage({ searchParams }: PageProps<'/admin/identity'>) {
  const seeded = await prefetchForPage([prefetchListPage(identityQueueRoute, identityQueueList, await searchParams)]);
  return (
    <SeedQueries queries={seeded}>
      <IdentityQueueScreen />
    </SeedQueries>
  );
}
