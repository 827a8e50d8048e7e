import type { Metadata } from 'next';
import { TiersScreen } from '@/features/admin-tiers/components/tiers-screen';
import { tierTexts } from '@/features/admin-tiers/texts';

export const metadata: Metadata = { title: tierTexts.title };

export default function TiersPage() {
  return <TiersScreen />;
}
