import type { Metadata } from 'next';
import { OperatorsScreen } from '@/features/admin-operators/components/operators-screen';
import { adminTitles } from '@/lib/admin-messages';

export const metadata: Metadata = { title: adminTitles.operators };

export default function OperatorsPage() {
  return <OperatorsScreen />;
}
