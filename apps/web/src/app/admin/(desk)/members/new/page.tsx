import type { Metadata } from 'next';
import { NewMemberScreen } from '@/features/admin-members/components/new-member-screen';
import { adminTitles } from '@/components/admin/texts';

export const metadata: Metadata = { title: adminTitles.newMember };

export default function NewMemberPage() {
  return <NewMemberScreen />;
}
