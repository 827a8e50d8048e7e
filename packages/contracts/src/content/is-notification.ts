import { z } from 'zod';

/** GET /api/notification/is-notification/ — `message` is true while any notification is unread (the bell). */
export const isNotificationResponse = z.object({ message: z.boolean() });
export type IsNotificationResponse = z.infer<typeof isNotificationResponse>;
