// The back office's background jobs: the queues with their counts and a page of jobs of a state
// (one call), and a failed or cancelled job run again.
import { listJobsRoute, retryJobRoute, type ListJobsQuery } from '@cabinet/contracts/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const jobsQueries = {
  all: ['admin', 'jobs'] as const,
  /** Refreshed every half minute while the screen is shown: jobs run, fail and finish by themselves. */
  page: (query: ListJobsQuery) =>
    queryOptions({
      queryKey: [...jobsQueries.all, 'page', query],
      queryFn: ({ signal }) => callApi(listJobsRoute, { query, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: 30_000,
    }),
};

export const retryJob = (queue: string, id: string) => callApi(retryJobRoute, { params: { queue, id } });
