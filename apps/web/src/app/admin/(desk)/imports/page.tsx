import { listImportsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { ImportsScreen } from '@/features/admin-imports/components/imports-screen';
import { importTexts } from '@/features/admin-imports/messages';
import { importsList } from '@/features/admin-imports/queries';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchListPage } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: importTexts.title };

/** The rows the address asks for come with the page (prefetchListPage). */
export default async function ImportsPage({ searchParams }: PageProps<'/admin/imports'>) {
  const seeded = await prefetchForPage([prefetchListPage(listImportsRoute, importsList, await searchParams)]);
  return (
    <SeedQueries queries={seeded}>
      <ImportsScreen />
    </SeedQueries>
  );
}
