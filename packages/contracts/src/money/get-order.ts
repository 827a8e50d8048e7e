import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { orderDetailSchema, orderIdParams } from './order.js';

/** GET /api/order/{id}/ — one of the member's own orders; another member's or a missing one is 404. */
export const getOrderResponse = z.object({ order: orderDetailSchema });
export type GetOrderResponse = z.infer<typeof getOrderResponse>;

/** POST /api/order/{id}/cancel — cancels a pending withdrawal and returns its points; answers the order. */
export const cancelOrderResponse = getOrderResponse;
export type CancelOrderResponse = GetOrderResponse;

export const getOrderRoute = defineRoute({
  method: 'GET',
  path: '/api/order/:id/',
  operationId: 'getOrder',
  summary: 'Заявка с историей статусов',
  tag: 'money',
  access: 'member',
  params: orderIdParams,
  response: getOrderResponse,
  errors: ['not_found'],
});

export const cancelOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/order/:id/cancel',
  operationId: 'cancelOrder',
  summary: 'Отменить свою заявку, пока она в обработке (баллы вернутся на баланс)',
  tag: 'money',
  access: 'member',
  params: orderIdParams,
  response: cancelOrderResponse,
  errors: ['not_found', 'order_not_cancellable'],
});
