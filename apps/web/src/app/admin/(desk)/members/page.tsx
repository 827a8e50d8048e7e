import type { Metadata } from 'next';
import { MembersScreen } from '@/features/admin-members/components/members-screen';
import { adminTitles } from '@/lib/admin-messages';

export const metadata: Metadata = { title: adminTitles.members };

export default function MembersPage() {
  return <MembersScreen />;
}
