// The orders screens' calls: the list by status, one order, its cancellation.
import {
  cancelOrderResponse,
  getOrderResponse,
  listOrdersResponse,
  type GetOrderResponse,
  type ListOrdersResponse,
  type OrderCategory,
} from '@cabinet/contracts';
import { get, post } from '@/lib/api-client/client';

export const orderKeys = {
  all: ['orders'] as const,
  list: (category: OrderCategory) => ['orders', 'list', category] as const,
  one: (id: string) => ['orders', 'one', id] as const,
};

export function listOrders(category: OrderCategory, signal?: AbortSignal): Promise<ListOrdersResponse> {
  return get('/api/order/', { query: { category }, schema: listOrdersResponse, signal });
}

/** `id` goes into the path as typed; anything but an order number is answered 404 like a missing order. */
export function getOrder(id: string, signal?: AbortSignal): Promise<GetOrderResponse> {
  return get(`/api/order/${encodeURIComponent(id)}/`, { schema: getOrderResponse, signal });
}

export function cancelOrder(id: number): Promise<GetOrderResponse> {
  return post(`/api/order/${id}/cancel`, undefined, { schema: cancelOrderResponse });
}
