import type { Metadata } from 'next';
import { NewMemberScreen } from '@/features/admin-members/components/new-member-screen';
import { adminTitles } from '@/lib/admin-messages';

export const metadata: Metadata = { title: adminTitles.newMember };

export default function NewMemberPage() {
  return <NewMemberScreen />;
}
