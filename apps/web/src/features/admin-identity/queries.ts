// Identity review in the back office: one factory per read, the decisions beside them. Every key
// is under IDENTITY_KEY, so that a decision refreshes the queue and the document at once.
import {
  confirmIdentityRoute,
  identityAccessLogRoute,
  identityQueueRoute,
  identityReviewRoute,
  rejectIdentityRoute,
} from '@cabinet/contracts/client';
import { IDENTITY_ACCESS_PAGE_SIZE, type identityQueueQuery } from '@cabinet/contracts/client';
import type * as z from 'zod/mini';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

const IDENTITY_KEY = ['admin', 'identity'] as const;

export const identityQueries = {
  queues: () => [...IDENTITY_KEY, 'queue'] as const,
  /** A page of the queue: the list URL's query (use-list-url.ts). */
  queue: (query: z.input<typeof identityQueueQuery>) =>
    queryOptions({
      queryKey: [...identityQueries.queues(), query],
      queryFn: ({ signal }) => callApi(identityQueueRoute, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  review: (memberId: string) =>
    queryOptions({
      queryKey: [...IDENTITY_KEY, 'review', memberId],
      queryFn: ({ signal }) => callApi(identityReviewRoute, { params: { id: memberId }, signal }),
      // Each opening is a reading of personal data the audit log records: no rereading on a focus.
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    }),
  /** Every page of one member's access log. */
  accessLog: (memberId: string) => [...IDENTITY_KEY, 'access', memberId] as const,
  access: (memberId: string, skip: number) =>
    queryOptions({
      queryKey: [...identityQueries.accessLog(memberId), skip],
      queryFn: ({ signal }) =>
        callApi(identityAccessLogRoute, {
          params: { id: memberId },
          query: { skipCount: skip, maxResultCount: IDENTITY_ACCESS_PAGE_SIZE },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

export const confirmIdentity = (memberId: string, version: number) =>
  callApi(confirmIdentityRoute, { params: { id: memberId }, body: { version } });
export const rejectIdentity = (memberId: string, version: number, comment: string) =>
  callApi(rejectIdentityRoute, { params: { id: memberId }, body: { version, comment } });
