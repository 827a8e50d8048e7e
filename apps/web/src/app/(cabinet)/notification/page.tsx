import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';
import { titles } from '@/lib/texts/common';

export const metadata: Metadata = { title: titles.notification };

/** Spec §2 /notification, opened from the bell: the list; opening it marks the shown ones read. */
export default function NotificationsPage() {
  return (
    <>
      <PageTitle>{titles.notification}</PageTitle>
      <NotificationsScreen />
    </>
  );
}
