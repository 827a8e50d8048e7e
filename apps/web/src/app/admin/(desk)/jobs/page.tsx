import type { Metadata } from 'next';
import { JobsScreen } from '@/features/admin-jobs/components/jobs-screen';
import { jobsTexts } from '@/features/admin-jobs/messages';

export const metadata: Metadata = { title: jobsTexts.title };

export default function AdminJobsPage() {
  return <JobsScreen />;
}
