// The back office's members and balance adjustments: one factory per read, the changes beside them
// (an adjustment is approved or refused at the approvals door: lib/queries/approvals.ts).
import {
  blockMemberRoute,
  createMemberRoute,
  getMemberEmploymentRoute,
  getMemberRoute,
  listAdjustmentsRoute,
  memberSignInCodesRoute,
  recordMemberEmploymentRoute,
  removeMemberEmploymentRoute,
  requestAdjustmentRoute,
  searchMembersRoute,
  unblockMemberRoute,
  type AdjustmentStatus,
  type CreateMemberBody,
  type RequestAdjustmentBody,
  type SearchMembersQuery,
} from '@cabinet/contracts/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const memberAdminQueries = {
  /** Under the root an approval of an employment change invalidates (decision 0060). */
  all: () => adminQueryRoots.members,
  /** A page of the search: the list URL's query (use-list-url.ts). */
  search: (query: SearchMembersQuery) =>
    queryOptions({
      queryKey: [...memberAdminQueries.all(), 'search', query],
      queryFn: ({ signal }) => callApi(searchMembersRoute, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  card: (id: string) =>
    queryOptions({
      queryKey: [...memberAdminQueries.all(), 'card', id],
      queryFn: ({ signal }) => callApi(getMemberRoute, { params: { id }, signal }),
    }),
  /** The member's latest sign-in codes and where each went (decision 0035). */
  signInCodes: (id: string) =>
    queryOptions({
      queryKey: [...memberAdminQueries.all(), 'sign-in-codes', id],
      queryFn: ({ signal }) => callApi(memberSignInCodesRoute, { params: { id }, signal }),
    }),
  /** The member's employment with the company (decision 0051). */
  employment: (id: string) =>
    queryOptions({
      queryKey: [...memberAdminQueries.all(), 'employment', id],
      queryFn: ({ signal }) => callApi(getMemberEmploymentRoute, { params: { id }, signal }),
    }),
  /**
   * Every list of adjustments, under the root a decision at the approvals door invalidates (decision
   * 0060). Outside all(): what refreshes the members leaves these alone.
   */
  adjustmentLists: () => adminQueryRoots.adjustments,
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
export const recordEmployment = (id: string, endedOn: string | null) =>
  callApi(recordMemberEmploymentRoute, { params: { id }, body: { endedOn } });
export const removeEmployment = (id: string) => callApi(removeMemberEmploymentRoute, { params: { id } });
