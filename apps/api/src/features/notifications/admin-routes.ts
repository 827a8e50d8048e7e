import {
  cancelNotificationSendRoute,
  checkRecipientsRoute,
  listNotificationSendsRoute,
  sendNotificationRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { cancelNotificationSend, checkRecipients, listNotificationSends, sendNotification } from './sends.js';

/** Notifications written in the back office (`/api/admin/notifications/...`). */
export const notificationAdminRoutes = [
  implement(listNotificationSendsRoute, async ({ deps, operator, query }) => listNotificationSends(deps, operator, query)),
  implement(checkRecipientsRoute, async ({ deps, body }) => checkRecipients(deps, body)),
  implement(sendNotificationRoute, async ({ deps, operator, body }) => sendNotification(deps, operator, body)),
  implement(cancelNotificationSendRoute, async ({ deps, operator, params }) => cancelNotificationSend(deps, operator, params.id)),
];
