// The orders screens' calls: the list by status, one order, its cancellation.
import { cancelOrderRoute, getOrderRoute, listOrdersRoute, type OrderCategory } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { ApiRequestError } from '@/lib/api-client/errors';
import { queryRoots } from '@/lib/queries/roots';

export const orderQueries = {
  list: (category: OrderCategory) =>
    queryOptions({
      queryKey: [...queryRoots.orders, 'list', category],
      queryFn: ({ signal }) => callApi(listOrdersRoute, { query: { category }, signal }),
    }),
  /** `id` goes into the path as typed; anything but an order number is answered 404 like a missing order. */
  one: (id: string) =>
    queryOptions({
      queryKey: [...queryRoots.orders, 'one', id],
      queryFn: ({ signal }) => callApi(getOrderRoute, { params: { id }, signal }),
      // A missing order stays missing: no retries for a 404.
      retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
    }),
};

export const cancelOrder = (id: number) => callApi(cancelOrderRoute, { params: { id } });
