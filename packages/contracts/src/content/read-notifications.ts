import { z } from 'zod';

export const READ_IDS_MAX = 500;

/**
 * POST /api/notification/read {ids?} — marks the member's own notifications read: the listed ones,
 * or all of them when `ids` is absent (an empty list marks none). Ids of other members' notifications
 * are ignored, never touched.
 */
export const readNotificationsBody = z
  .object({
    ids: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), { error: 'Список номеров уведомлений' })
      .max(READ_IDS_MAX, { error: `Не больше ${READ_IDS_MAX} уведомлений за раз` })
      .optional(),
  })
  // Fastify hands a request without a body over as null: that means "all".
  .nullish();
export type ReadNotificationsBody = z.infer<typeof readNotificationsBody>;

export const readNotificationsResponse = z.object({
  /** How many became read by this call (already read ones are not counted). */
  updated: z.number().int().min(0),
  /** How many of the member's notifications are still unread. */
  unread: z.number().int().min(0),
});
export type ReadNotificationsResponse = z.infer<typeof readNotificationsResponse>;
