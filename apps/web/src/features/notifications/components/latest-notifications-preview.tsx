// The home page's preview of the last five notifications. Read by the page on the app server, they
// are a server component: nothing in them changes while the page is shown (they are read on
// /notification, and the next visit to the home page renders them afresh), so the browser neither
// renders nor hydrates their code (decision 0038). Without the page's answer the browser asks.
import type { ListNotificationsResponse } from '@cabinet/contracts/client';
import { settledQuery } from '@/components/query-state/settled-query';
import { LatestNotificationsFallback } from './latest-notifications-fallback';
import { LatestNotificationsCard } from './latest-notifications-card';

export function LatestNotificationsPreview({ answer }: { answer: ListNotificationsResponse | null }) {
  return answer ? (
    <LatestNotificationsCard query={settledQuery(answer)} items={answer.notifications} />
  ) : (
    <LatestNotificationsFallback />
  );
}
