import * as z from 'zod/mini';
import { entityIdSchema } from './paging.js';

/** What a notification is about; the web app picks its icon by it. */
export const notificationCategorySchema = z.enum(['accrual', 'withdrawal', 'identity', 'news', 'system']);
export type NotificationCategory = z.infer<typeof notificationCategorySchema>;

export const notificationSchema = z
  .object({
    id: entityIdSchema,
    category: notificationCategorySchema,
    title: z.string(),
    body: z.string(),
    /** A path inside the cabinet (`/order/12`, `/news`), or null. */
    link: z.nullable(z.string()),
    createdAt: z.iso.datetime(),
    isRead: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Notification' });
export type NotificationItem = z.infer<typeof notificationSchema>;
