import type { NotificationFilter } from '@cabinet/contracts';

export const notificationKeys = {
  lists: ['notifications', 'list'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
};
