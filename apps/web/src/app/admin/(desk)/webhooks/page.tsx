import type { Metadata } from 'next';
import { WebhooksScreen } from '@/features/admin-webhooks/components/webhooks-screen';
import { adminTitles } from '@/components/admin/texts';

export const metadata: Metadata = { title: adminTitles.webhooks };

/** The company's addresses the programme posts its events to (admins). */
export default function WebhooksPage() {
  return <WebhooksScreen />;
}
