import { z } from 'zod';
import { orderCardSchema } from './order.js';

/** `active` = still pending (в обработке). */
export const orderCategorySchema = z.enum(['all', 'active', 'paid', 'rejected', 'cancelled'], {
  error: 'Категория: all, active, paid, rejected или cancelled',
});
export type OrderCategory = z.infer<typeof orderCategorySchema>;

/** GET /api/order/?category — the member's own withdrawals, newest first. */
export const listOrdersQuery = z.object({ category: orderCategorySchema.default('all') });
export type ListOrdersQuery = z.input<typeof listOrdersQuery>;

export const listOrdersResponse = z.object({ listCardOrder: z.array(orderCardSchema) });
export type ListOrdersResponse = z.infer<typeof listOrdersResponse>;
