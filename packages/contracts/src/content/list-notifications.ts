import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { notificationSchema } from './notification.js';
import { maxResultCountSchema, skipCountSchema } from './paging.js';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;

export const notificationFilterSchema = z.enum(['all', 'unread'], { error: 'Категория: all или unread' });
export type NotificationFilter = z.infer<typeof notificationFilterSchema>;

/** GET /api/notification/?category&skipCount&maxResultCount — the member's own, newest first. */
export const listNotificationsQuery = z.object({
  category: z._default(notificationFilterSchema, 'all'),
  skipCount: skipCountSchema(),
  maxResultCount: maxResultCountSchema(NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_PAGE_MAX),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuery>;

export const listNotificationsResponse = z.object({
  notifications: z.array(notificationSchema),
  /** Notifications matching the category, over all pages. */
  totalCount: z.int().check(z.gte(0)),
});
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponse>;

export const listNotificationsRoute = defineRoute({
  method: 'GET',
  path: '/api/notification/',
  operationId: 'listNotifications',
  summary: 'Уведомления участника, новые сверху',
  tag: 'notifications',
  access: 'member',
  query: listNotificationsQuery,
  response: listNotificationsResponse,
  errors: [],
});
