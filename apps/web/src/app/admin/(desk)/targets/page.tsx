import { listTargetsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { TargetsScreen } from '@/features/admin-targets/components/targets-screen';
import { targetTexts } from '@/features/admin-targets/messages';
import { targetsList } from '@/features/admin-targets/queries';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchListPage } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: targetTexts.title };

/** The rows the address asks for come with the page (prefetchListPage). */
export default async function TargetsPage({ searchParams }: PageProps<'/admin/targets'>) {
  const seeded = await prefetchForPage([prefetchListPage(listTargetsRoute, targetsList, await searchParams)]);
  return (
    <SeedQueries queries={seeded}>
      <TargetsScreen />
    </SeedQueries>
  );
}
