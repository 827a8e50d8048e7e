import type { Metadata } from 'next';
import { AdminOnly } from '@/components/admin/admin-only';
import { TiersScreen } from '@/features/admin-tiers/components/tiers-screen';
import { tierTexts } from '@/features/admin-tiers/messages';

export const metadata: Metadata = { title: tierTexts.title };

export default function TiersPage() {
  return (
    <AdminOnly title={tierTexts.title}>
      <TiersScreen />
    </AdminOnly>
  );
}
