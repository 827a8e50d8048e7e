import { listJobsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { JobsScreen } from '@/features/admin-jobs/components/jobs-screen';
import { jobsTexts } from '@/features/admin-jobs/messages';
import { jobsList } from '@/features/admin-jobs/queries';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchListPage } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: jobsTexts.title };

/** The rows the address asks for come with the page (prefetchListPage). */
export default async function AdminJobsPage({ searchParams }: PageProps<'/admin/jobs'>) {
  const seeded = await prefetchForPage([prefetchListPage(listJobsRoute, jobsList, await searchParams)]);
  return (
    <SeedQueries queries={seeded}>
      <JobsScreen />
    </SeedQueries>
  );
}
