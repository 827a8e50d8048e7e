// The back office's members and balance adjustments: one factory per read, the changes beside them.
import {
  approveAdjustmentRoute,
  blockMemberRoute,
  createMemberRoute,
  getMemberRoute,
  listAdjustmentsRoute,
  rejectAdjustmentRoute,
  requestAdjustmentRoute,
  searchMembersRoute,
  unblockMemberRoute,
  type AdjustmentStatus,
  type CreateMemberBody,
  type RequestAdjustmentBody,
} from '@cabinet/contracts/client';
import { MEMBERS_PAGE_SIZE } from '@cabinet/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export interface MemberSearch {
  q?: string;
  status?: 'active' | 'blocked';
}

export const memberAdminQueries = {
  all: () => ['admin', 'members'] as const,
  search: (filter: MemberSearch, skip: number) =>
    queryOptions({
      queryKey: [...memberAdminQueries.all(), 'search', filter, skip],
      queryFn: ({ signal }) =>
        callApi(searchMembersRoute, { query: { ...filter, skipCount: skip, maxResultCount: MEMBERS_PAGE_SIZE }, signal }),
      placeholderData: keepPreviousData,
    }),
  card: (id: string) =>
    queryOptions({
      queryKey: [...memberAdminQueries.all(), 'card', id],
      queryFn: ({ signal }) => callApi(getMemberRoute, { params: { id }, signal }),
    }),
  /** Every list of adjustments. Outside all(): what refreshes the members leaves these alone. */
  adjustmentLists: () => ['admin', 'adjustments'] as const,
  adjustments: (status: AdjustmentStatus) =>
    queryOptions({
      queryKey: [...memberAdminQueries.adjustmentLists(), status],
      queryFn: ({ signal }) => callApi(listAdjustmentsRoute, { query: { status }, signal }),
    }),
};

export const createMember = (body: CreateMemberBody) => callApi(createMemberRoute, { body });
export const blockMember = (id: string, reason: string) => callApi(blockMemberRoute, { params: { id }, body: { reason } });
export const unblockMember = (id: string, reason: string) => callApi(unblockMemberRoute, { params: { id }, body: { reason } });
export const requestAdjustment = (id: string, body: RequestAdjustmentBody) =>
  callApi(requestAdjustmentRoute, { params: { id }, body });
export const approveAdjustment = (id: number) => callApi(approveAdjustmentRoute, { params: { id } });
export const rejectAdjustment = (id: number, note: string) => callApi(rejectAdjustmentRoute, { params: { id }, body: { note } });
