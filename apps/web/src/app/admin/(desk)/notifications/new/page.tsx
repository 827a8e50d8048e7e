import type { Metadata } from 'next';
import { ComposeScreen } from '@/features/admin-notifications/components/compose-screen';
import { notificationAdminTexts } from '@/features/admin-notifications/texts';

export const metadata: Metadata = { title: notificationAdminTexts.newTitle };

export default function NewNotificationPage() {
  return <ComposeScreen />;
}
