import type { Metadata } from 'next';
import { AdjustmentsScreen } from '@/features/admin-members/components/adjustments-screen';
import { adminTitles } from '@/components/admin/texts';
import { Stack } from '@/components/ui/stack';

export const metadata: Metadata = { title: adminTitles.adjustments };

/**
 * The balance adjustments. What one admin decided that waits for another (decision 0041) is on
 * «На подтверждении» and beside what it would change (decision 0060).
 */
export default function AdjustmentsPage() {
  return (
    <Stack>
      <AdjustmentsScreen />
    </Stack>
  );
}
