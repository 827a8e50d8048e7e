import type { Metadata } from 'next';
import { TaxScreen } from '@/features/admin-tax/components/tax-screen';
import { adminTitles } from '@/components/admin/texts';

export const metadata: Metadata = { title: adminTitles.tax };

export default function TaxPage() {
  return <TaxScreen />;
}
