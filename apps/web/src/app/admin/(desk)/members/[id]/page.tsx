import type { Metadata } from 'next';
import { MemberCardScreen } from '@/features/admin-members/components/member-card-screen';
import { adminTitles } from '@/components/admin/texts';

export const metadata: Metadata = { title: adminTitles.member };

export default async function MemberCardPage({ params }: PageProps<'/admin/members/[id]'>) {
  const { id } = await params;
  return <MemberCardScreen id={id} />;
}
