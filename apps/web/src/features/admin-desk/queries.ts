// The withdrawal desk's reads and actions.
import {
  deskBatchPayRoute,
  deskOrderRoute,
  deskPayRoute,
  deskQueueRoute,
  deskRegisterRoute,
  deskRejectRoute,
  type DeskQueueQuery,
  type DeskRegisterQuery,
} from '@cabinet/contracts/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

/**
 * Every desk list and order: what an action changes, and what a decision at the approvals door on a
 * large payment changes (decision 0060).
 */
export const DESK_KEY = adminQueryRoots.desk;

export const deskQueries = {
  /** A page of the queue: the list URL's query (use-list-url.ts). */
  queue: (query: DeskQueueQuery) =>
    queryOptions({
      queryKey: [...DESK_KEY, 'queue', query],
      queryFn: ({ signal }) => callApi(deskQueueRoute, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  order: (id: number) =>
    queryOptions({
      queryKey: [...DESK_KEY, 'order', id],
      queryFn: ({ signal }) => callApi(deskOrderRoute, { params: { id: String(id) }, signal }),
    }),
};

export const payOrder = (id: number) => callApi(deskPayRoute, { params: { id: String(id) } });
export const rejectOrder = (id: number, reason: string) =>
  callApi(deskRejectRoute, { params: { id: String(id) }, body: { reason } });
export const payBatch = (orderIds: number[]) => callApi(deskBatchPayRoute, { body: { orderIds } });
export const downloadRegister = (query: DeskRegisterQuery) => callApi(deskRegisterRoute, { query });
