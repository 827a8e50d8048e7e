import type {
  IsNotificationResponse,
  ListNotificationsResponse,
  NotificationFilter,
  NotificationItem,
  ReadNotificationsResponse,
} from '@cabinet/contracts';
import type { Db } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import * as q from './queries.js';

export interface NotificationDeps {
  db: Db;
  clock: Clock;
}

function toNotification(row: q.NotificationRow): NotificationItem {
  return {
    id: Number(row.id),
    category: row.category,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
  };
}

export async function listNotifications(
  deps: NotificationDeps,
  input: { memberId: string; category: NotificationFilter; skipCount: number; maxResultCount: number },
): Promise<ListNotificationsResponse> {
  const unreadOnly = input.category === 'unread';
  const [rows, totalCount] = await Promise.all([
    q.listNotifications(deps.db, { memberId: input.memberId, unreadOnly, skip: input.skipCount, take: input.maxResultCount }),
    q.countNotifications(deps.db, { memberId: input.memberId, unreadOnly }),
  ]);
  return { notifications: rows.map(toNotification), totalCount };
}

export async function isNotification(deps: NotificationDeps, memberId: string): Promise<IsNotificationResponse> {
  return { message: await q.hasUnread(deps.db, memberId) };
}

/** Marks some (`ids`) or all of the member's notifications read and says how many stay unread. */
export async function readNotifications(
  deps: NotificationDeps,
  input: { memberId: string; ids: number[] | null },
): Promise<ReadNotificationsResponse> {
  return deps.db.transaction(async (tx) => {
    const updated = await q.markRead(tx, { memberId: input.memberId, ids: input.ids, at: deps.clock.now() });
    const unread = await q.countNotifications(tx, { memberId: input.memberId, unreadOnly: true });
    return { updated, unread };
  });
}

export { notify, notifyMany, type NotifyInput } from './notify.js';
