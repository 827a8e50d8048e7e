import { z } from 'zod';
import { bankSchema } from './bank.js';
import { pointsSchema } from './points.js';

export const orderStatusSchema = z.enum(['pending', 'paid', 'rejected', 'cancelled']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** How a withdrawal's status reads to the member (also the status of its line in the history). */
export const orderStatusText: Record<OrderStatus, string> = {
  pending: 'В обработке',
  paid: 'Выплачено',
  rejected: 'Отклонено',
  cancelled: 'Отменено',
};

/** A withdrawal request as the member's order list shows it. */
export const orderCardSchema = z
  .object({
    id: z.number().int().positive(),
    amount: pointsSchema,
    status: orderStatusSchema,
    statusText: z.string(),
    bank: bankSchema,
    /** The SBP phone the money goes to, digits `79XXXXXXXXX`. */
    phone: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** When it was paid, rejected or cancelled; null while pending. */
    closedAt: z.iso.datetime().nullable(),
    /** The operator's comment (the reason of a rejection), or null. */
    comment: z.string().nullable(),
  })
  .meta({ id: 'OrderCard' });
export type OrderCard = z.infer<typeof orderCardSchema>;

export const orderEventSchema = z
  .object({
    status: orderStatusSchema,
    statusText: z.string(),
    date: z.iso.datetime(),
    comment: z.string().nullable(),
  })
  .meta({ id: 'OrderEvent' });
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** One order with its status history, oldest event first. */
export const orderDetailSchema = orderCardSchema
  .extend({
    events: z.array(orderEventSchema),
    /** The member may still cancel it (it is pending). */
    canCancel: z.boolean(),
  })
  .meta({ id: 'Order' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `{id}` of /api/order/{id}/: anything but an order number answers 404 like a missing order. */
export const orderIdParams = z.object({
  id: z.coerce
    .number({ error: 'not_found' })
    .int({ error: 'not_found' })
    .positive({ error: 'not_found' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'not_found' }),
});
