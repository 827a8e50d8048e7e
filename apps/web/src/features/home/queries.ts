// The home page's own call: this month's contracts, earnings and tier for the planner.
import { rewardsSummaryRoute } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { queryRoots } from '@/lib/queries/roots';

export const homeQueries = {
  summary: () =>
    queryOptions({
      queryKey: [...queryRoots.rewards, 'summary'],
      queryFn: ({ signal }) => callApi(rewardsSummaryRoute, { signal }),
    }),
};
