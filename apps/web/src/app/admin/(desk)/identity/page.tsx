import type { Metadata } from 'next';
import { IdentityQueueScreen } from '@/features/admin-identity/components/queue-screen';
import { identityTitles } from '@/features/admin-identity/messages';

export const metadata: Metadata = { title: identityTitles.queue };

export default function IdentityQueuePage() {
  return <IdentityQueueScreen />;
}
