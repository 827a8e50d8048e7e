import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

/** GET /api/notification/is-notification/ — `message` is true while any notification is unread (the bell). */
export const isNotificationResponse = z.object({ message: z.boolean() });
export type IsNotificationResponse = z.infer<typeof isNotificationResponse>;

export const isNotificationRoute = defineRoute({
  method: 'GET',
  path: '/api/notification/is-notification/',
  operationId: 'isNotification',
  summary: 'Есть ли непрочитанные уведомления (колокольчик)',
  tag: 'notifications',
  access: 'member',
  response: isNotificationResponse,
  errors: [],
});
