import { deskQueueRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { QueueScreen } from '@/features/admin-desk/components/queue-screen';
import { deskTitles } from '@/features/admin-desk/messages';
import { deskQueueList } from '@/features/admin-desk/queries';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchListPage } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: deskTitles.queue };

/** The rows the address asks for come with the page (prefetchListPage). */
export default async function WithdrawalsPage({ searchParams }: PageProps<'/admin/withdrawals'>) {
  const seeded = await prefetchForPage([prefetchListPage(deskQueueRoute, deskQueueList, await searchParams)]);
  return (
    <SeedQueries queries={seeded}>
      <QueueScreen />
    </SeedQueries>
  );
}
