import { listNotificationSendsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { NotificationsScreen } from '@/features/admin-notifications/components/notifications-screen';
import { notificationAdminTexts } from '@/features/admin-notifications/messages';
import { notificationSendsList } from '@/features/admin-notifications/queries';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchListPage } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: notificationAdminTexts.title };

/** The rows the address asks for come with the page (prefetchListPage). */
export default async function AdminNotificationsPage({ searchParams }: PageProps<'/admin/notifications'>) {
  const seeded = await prefetchForPage([prefetchListPage(listNotificationSendsRoute, notificationSendsList, await searchParams)]);
  return (
    <SeedQueries queries={seeded}>
      <NotificationsScreen />
    </SeedQueries>
  );
}
