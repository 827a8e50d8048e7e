// The back office's background jobs: the queues with their counts and a page of jobs of a state
// (one call), and a failed or cancelled job run again.
import { listJobsRoute, retryJobRoute, type JobState } from '@cabinet/contracts/client';
import { JOBS_PAGE_SIZE } from '@cabinet/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export interface JobsFilter {
  state: JobState;
  /** One queue's jobs; every queue's when undefined. */
  queue: string | undefined;
}

export const jobsQueries = {
  all: ['admin', 'jobs'] as const,
  /** Refreshed every half minute while the screen is shown: jobs run, fail and finish by themselves. */
  page: (filter: JobsFilter, skip: number) =>
    queryOptions({
      queryKey: [...jobsQueries.all, 'page', filter.state, filter.queue ?? 'all', skip],
      queryFn: ({ signal }) =>
        callApi(listJobsRoute, {
          query: {
            state: filter.state,
            ...(filter.queue ? { queue: filter.queue } : {}),
            skipCount: skip,
            maxResultCount: JOBS_PAGE_SIZE,
          },
          signal,
        }),
      placeholderData: keepPreviousData,
      refetchInterval: 30_000,
    }),
};

export const retryJob = (queue: string, id: string) => callApi(retryJobRoute, { params: { queue, id } });
