import type { Metadata } from 'next';
import { ImportsScreen } from '@/features/admin-imports/components/imports-screen';
import { importTexts } from '@/features/admin-imports/messages';

export const metadata: Metadata = { title: importTexts.title };

export default function ImportsPage() {
  return <ImportsScreen />;
}
