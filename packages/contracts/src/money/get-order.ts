import { z } from 'zod';
import { orderDetailSchema } from './order.js';

/** GET /api/order/{id}/ — one of the member's own orders; another member's or a missing one is 404. */
export const getOrderResponse = z.object({ order: orderDetailSchema });
export type GetOrderResponse = z.infer<typeof getOrderResponse>;

/** POST /api/order/{id}/cancel — cancels a pending withdrawal and returns its points; answers the order. */
export const cancelOrderResponse = getOrderResponse;
export type CancelOrderResponse = GetOrderResponse;
