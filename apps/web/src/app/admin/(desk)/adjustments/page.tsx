import type { Metadata } from 'next';
import { AdjustmentsScreen } from '@/features/admin-members/components/adjustments-screen';
import { adminTitles } from '@/lib/admin-messages';

export const metadata: Metadata = { title: adminTitles.adjustments };

export default function AdjustmentsPage() {
  return <AdjustmentsScreen />;
}
