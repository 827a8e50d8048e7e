// The withdrawal desk's reads and actions.
import {
  deskApproveRoute,
  deskBatchPayRoute,
  deskOrderRoute,
  deskPayRoute,
  deskQueueRoute,
  deskRegisterRoute,
  deskRejectRoute,
  type DeskQueueQuery,
  type DeskRegisterQuery,
} from '@cabinet/contracts/client';
import { DESK_PAGE_SIZE } from '@cabinet/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export type DeskFilter = Omit<DeskQueueQuery, 'skipCount' | 'maxResultCount'>;

/** Every desk list and order: what an action changes. */
export const DESK_KEY = ['admin', 'desk'] as const;

export const deskQueries = {
  queue: (filter: DeskFilter, skip: number) =>
    queryOptions({
      queryKey: [...DESK_KEY, 'queue', filter, skip],
      queryFn: ({ signal }) =>
        callApi(deskQueueRoute, { query: { ...filter, skipCount: skip, maxResultCount: DESK_PAGE_SIZE }, signal }),
      placeholderData: keepPreviousData,
    }),
  order: (id: number) =>
    queryOptions({
      queryKey: [...DESK_KEY, 'order', id],
      queryFn: ({ signal }) => callApi(deskOrderRoute, { params: { id: String(id) }, signal }),
    }),
};

export const payOrder = (id: number) => callApi(deskPayRoute, { params: { id: String(id) } });
export const approveOrder = (id: number) => callApi(deskApproveRoute, { params: { id: String(id) } });
export const rejectOrder = (id: number, reason: string) =>
  callApi(deskRejectRoute, { params: { id: String(id) }, body: { reason } });
export const payBatch = (orderIds: number[]) => callApi(deskBatchPayRoute, { body: { orderIds } });
export const downloadRegister = (query: DeskRegisterQuery) => callApi(deskRegisterRoute, { query });
