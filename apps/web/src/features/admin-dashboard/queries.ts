import { dashboardRoute } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const dashboardQueries = {
  /** Every minute while open: the queue moves as operators work. */
  board: () =>
    queryOptions({
      queryKey: ['admin', 'dashboard'],
      queryFn: ({ signal }) => callApi(dashboardRoute, { signal }),
      refetchInterval: 60_000,
    }),
};
