import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ContestForm } from '@/features/admin-contests/components/contest-form';
import { contestAdminTexts } from '@/features/admin-contests/texts';

export const metadata: Metadata = { title: contestAdminTexts.newTitle };

export default function NewContestPage() {
  return (
    <>
      <AdminPageHeader title={contestAdminTexts.newTitle} intro={contestAdminTexts.intro} />
      <ContestForm contest={null} />
    </>
  );
}
