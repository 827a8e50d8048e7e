// The disputes of the back office: one factory per read, the answers beside them. Every key is under
// DISPUTES_KEY, so that an answer or a credit refreshes the queue and the dispute at once.
import {
  adminDisputeRoute,
  answerDisputeRoute,
  creditDisputeRoute,
  disputeQueueRoute,
  type AnswerDisputeBody,
  type CreditDisputeBody,
  type DisputeQueueQuery,
} from '@cabinet/contracts/client';

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const DISPUTES_KEY = adminQueryRoots.disputes;

export const disputeQueries = {
  /** A page of the queue: the list URL's query (use-list-url.ts). */
  queue: (query: DisputeQueueQuery) =>
    queryOptions({
      queryKey: [...DISPUTES_KEY, 'queue', query],
      queryFn: ({ signal }) => callApi(disputeQueueRoute, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  dispute: (id: number) =>
    queryOptions({
      queryKey: [...DISPUTES_KEY, 'dispute', id],
      queryFn: ({ signal }) => callApi(adminDisputeRoute, { params: { id }, signal }),
    }),
};

export const answerDispute = (id: number, body: AnswerDisputeBody) => callApi(answerDisputeRoute, { params: { id }, body });
export const creditDispute = (id: number, body: CreditDisputeBody) => callApi(creditDisputeRoute, { params: { id }, body });
