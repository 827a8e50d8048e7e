import { isNotificationRoute, listNotificationsRoute, readNotificationsRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { isNotification, listNotifications, readNotifications } from './service.js';

export const notificationRoutes = [
  implement(listNotificationsRoute, async ({ deps, member, query }) =>
    listNotifications(deps, { memberId: member.memberId, ...query }),
  ),
  implement(isNotificationRoute, async ({ deps, member }) => isNotification(deps, member.memberId)),
  implement(readNotificationsRoute, async ({ deps, member, body }) =>
    readNotifications(deps, { memberId: member.memberId, ids: body?.ids ?? null }),
  ),
];
