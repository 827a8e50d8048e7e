import type { Metadata } from 'next';
import { ReconciliationScreen } from '@/features/admin-payouts/components/reconciliation-screen';
import { reconciliationTexts } from '@/features/admin-payouts/texts';

export const metadata: Metadata = { title: reconciliationTexts.title };

export default function ReconciliationPage() {
  return <ReconciliationScreen />;
}
