import type { Metadata } from 'next';
import { OperatorsScreen } from '@/features/admin-operators/components/operators-screen';
import { adminTitles } from '@/components/admin/texts';

export const metadata: Metadata = { title: adminTitles.operators };

export default function OperatorsPage() {
  return <OperatorsScreen />;
}
