'use client';
// The home page's preview of the last five notifications, asked for by the browser: the page's
// server read failed or lapsed (latest-notifications-preview.tsx renders it then).
import { useQuery } from '@tanstack/react-query';
import { notificationQueries } from '../queries';
import { LatestNotificationsCard } from './latest-notifications-card';

export function LatestNotifications() {
  const query = useQuery(notificationQueries.latest());
  return <LatestNotificationsCard query={query} items={query.data?.notifications ?? []} />;
}
