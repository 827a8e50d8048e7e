import type { Metadata } from 'next';
import { ContestScreen } from '@/features/admin-contests/components/contest-screen';
import { contestAdminTexts } from '@/features/admin-contests/texts';

export const metadata: Metadata = { title: contestAdminTexts.title };

export default async function ContestPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ContestScreen id={/^\d{1,9}$/.test(id) ? Number(id) : 0} />;
}
