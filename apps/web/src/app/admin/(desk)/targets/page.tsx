import type { Metadata } from 'next';
import { TargetsScreen } from '@/features/admin-targets/components/targets-screen';
import { targetTexts } from '@/features/admin-targets/messages';

export const metadata: Metadata = { title: targetTexts.title };

export default function TargetsPage() {
  return <TargetsScreen />;
}
