import type { Metadata } from 'next';
import { NotificationsScreen } from '@/features/admin-notifications/components/notifications-screen';
import { notificationAdminTexts } from '@/features/admin-notifications/messages';

export const metadata: Metadata = { title: notificationAdminTexts.title };

export default function AdminNotificationsPage() {
  return <NotificationsScreen />;
}
