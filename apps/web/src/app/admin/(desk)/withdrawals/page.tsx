import type { Metadata } from 'next';
import { QueueScreen } from '@/features/admin-desk/components/queue-screen';
import { deskTitles } from '@/features/admin-desk/messages';

export const metadata: Metadata = { title: deskTitles.queue };

export default function WithdrawalsPage() {
  return <QueueScreen />;
}
