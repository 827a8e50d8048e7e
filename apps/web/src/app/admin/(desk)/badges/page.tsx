import type { Metadata } from 'next';
import { BadgesScreen } from '@/features/admin-badges/components/badges-screen';
import { badgeAdminTexts } from '@/features/admin-badges/texts';

export const metadata: Metadata = { title: badgeAdminTexts.title };

export default function BadgesPage() {
  return <BadgesScreen />;
}
