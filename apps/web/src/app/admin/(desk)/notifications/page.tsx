import { listNotificationSendsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { NotificationsScreen } from '@/features/admin-notifications/components/notifications-screen';
import { notificationAdminTexts } from '@/features/admin-notifications/texts';
import { notificationSendsList } from '@/features/admin-notifications/list';
import { ListPageData } from '@/components/admin/list-page/list-page-data';

export const metadata: Metadata = { title: notificationAdminTexts.title };

/** The address and the rows it asks for come with the page (ListPageData). */
export default function AdminNotificationsPage({ searchParams }: PageProps<'/admin/notifications'>) {
  return (
    <ListPageData route={listNotificationSendsRoute} list={notificationSendsList} searchParams={searchParams}>
      <NotificationsScreen />
    </ListPageData>
  );
}
