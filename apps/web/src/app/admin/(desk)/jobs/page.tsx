import { listJobsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { JobsScreen } from '@/features/admin-jobs/components/jobs-screen';
import { jobsTexts } from '@/features/admin-jobs/texts';
import { jobsList } from '@/features/admin-jobs/list';
import { ListPageData } from '@/components/admin/list-page/list-page-data';

export const metadata: Metadata = { title: jobsTexts.title };

/** The address and the rows it asks for come with the page (ListPageData). */
export default function AdminJobsPage({ searchParams }: PageProps<'/admin/jobs'>) {
  return (
    <ListPageData route={listJobsRoute} list={jobsList} searchParams={searchParams}>
      <JobsScreen />
    </ListPageData>
  );
}
