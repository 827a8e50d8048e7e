// The member's disputes: the list, one dispute, and the writes — a new dispute, a reply, a file.
// Every key is under DISPUTES_KEY, so that a write refreshes the list and the dispute at once.
import {
  addDisputeFileRoute,
  createDisputeRoute,
  getDisputeRoute,
  listDisputesRoute,
  replyDisputeRoute,
  type CreateDisputeBody,
  type ReplyDisputeBody,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { ApiRequestError } from '@/lib/api-client/errors';

export const DISPUTES_KEY = ['disputes'] as const;

export const disputeQueries = {
  list: () =>
    queryOptions({
      queryKey: [...DISPUTES_KEY, 'list'],
      queryFn: ({ signal }) => callApi(listDisputesRoute, { signal }),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: [...DISPUTES_KEY, 'one', id],
      queryFn: ({ signal }) => callApi(getDisputeRoute, { params: { id }, signal }),
      // A missing dispute stays missing: no retries for a 404.
      retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
    }),
};

export const createDispute = (body: CreateDisputeBody) => callApi(createDisputeRoute, { body });

export const replyDispute = (id: number, body: ReplyDisputeBody) => callApi(replyDisputeRoute, { params: { id }, body });

/** One photo or PDF, with its upload progress; the answer is the dispute with the file in it. */
export const uploadDisputeFile = (id: number, file: Blob, onProgress?: (percent: number) => void) =>
  callApi(addDisputeFileRoute, { params: { id }, file, onProgress });
