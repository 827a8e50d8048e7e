import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { READ_IDS_MAX } from './content-limits.js';
import { countRu } from '../common/plural.js';
export { READ_IDS_MAX } from './content-limits.js';

/**
 * POST /api/notification/read {ids?} — marks the member's own notifications read: the listed ones,
 * or all of them when `ids` is absent (an empty list marks none). Ids of other members' notifications
 * are ignored, never touched.
 */
export const readNotificationsBody = z.nullish(
  z.object({
    ids: z.optional(
      z.array(z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)), { error: 'Список номеров уведомлений' }).check(
        z.maxLength(READ_IDS_MAX, {
          error: `Не больше ${countRu(READ_IDS_MAX, ['уведомления', 'уведомлений', 'уведомлений'])} за раз`,
        }),
      ),
    ),
  }),
  // Fastify hands a request without a body over as null: that means "all".
);
export type ReadNotificationsBody = z.infer<typeof readNotificationsBody>;

export const readNotificationsResponse = z.object({
  /** How many became read by this call (already read ones are not counted). */
  updated: z.int().check(z.gte(0)),
  /** How many of the member's notifications are still unread. */
  unread: z.int().check(z.gte(0)),
});
export type ReadNotificationsResponse = z.infer<typeof readNotificationsResponse>;

export const readNotificationsRoute = defineRoute({
  method: 'POST',
  path: '/api/notification/read',
  operationId: 'readNotifications',
  summary: 'Отметить прочитанными: перечисленные или все',
  tag: 'notifications',
  access: 'member',
  body: readNotificationsBody,
  response: readNotificationsResponse,
  errors: [],
});
