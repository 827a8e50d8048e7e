import type { Metadata } from 'next';
import { ContestsScreen } from '@/features/admin-contests/components/contests-screen';
import { contestAdminTexts } from '@/features/admin-contests/texts';

export const metadata: Metadata = { title: contestAdminTexts.title };

export default function ContestsPage() {
  return <ContestsScreen />;
}
