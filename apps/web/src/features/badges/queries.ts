// The member's badges (docs/product.md §11.5).
import { memberBadgesRoute } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { queryRoots } from '@/lib/queries/roots';

export const badgeQueries = {
  mine: () =>
    queryOptions({
      queryKey: [...queryRoots.rewards, 'badges'],
      queryFn: ({ signal }) => callApi(memberBadgesRoute, { signal }),
    }),
};
