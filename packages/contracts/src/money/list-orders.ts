import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { orderCardSchema } from './order.js';

/** `active` = still pending (в обработке). */
export const orderCategorySchema = z.enum(['all', 'active', 'paid', 'rejected', 'cancelled'], {
  error: 'Категория: all, active, paid, rejected или cancelled',
});
export type OrderCategory = z.infer<typeof orderCategorySchema>;

/** GET /api/order/?category — the member's own withdrawals, newest first. */
export const listOrdersQuery = z.object({ category: z._default(orderCategorySchema, 'all') });
export type ListOrdersQuery = z.input<typeof listOrdersQuery>;

export const listOrdersResponse = z.object({ listCardOrder: z.array(orderCardSchema) });
export type ListOrdersResponse = z.infer<typeof listOrdersResponse>;

export const listOrdersRoute = defineRoute({
  method: 'GET',
  path: '/api/order/',
  operationId: 'listOrders',
  summary: 'Мои заявки на вывод',
  tag: 'money',
  access: 'member',
  query: listOrdersQuery,
  response: listOrdersResponse,
  errors: [],
});
