import type { Metadata } from 'next';
import { AdjustmentsScreen } from '@/features/admin-members/components/adjustments-screen';
import { MoneyDecisionsSection } from '@/features/admin-money-decisions/components/money-decisions-card';
import { adminTitles } from '@/lib/admin-messages';

export const metadata: Metadata = { title: adminTitles.adjustments };

/** Every money that waits for a second admin: adjustments, then what one admin decided (decision 0041). */
export default function AdjustmentsPage() {
  return (
    <div className="stack">
      <AdjustmentsScreen />
      <MoneyDecisionsSection />
    </div>
  );
}
