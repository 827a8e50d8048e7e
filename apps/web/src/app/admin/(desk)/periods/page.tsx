import type { Metadata } from 'next';
import { PeriodsScreen } from '@/features/admin-periods/components/periods-screen';
import { periodsTexts } from '@/features/admin-periods/texts';

export const metadata: Metadata = { title: periodsTexts.title };

/** Closing a month: an admin proposes, another closes it; operators read the list. */
export default function PeriodsPage() {
  return <PeriodsScreen />;
}
