import { getTiersRoute, updateTiersRoute, type UpdateTiersBody } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const tierQueries = {
  month: (month: string) =>
    queryOptions({
      queryKey: ['admin', 'tiers', month],
      queryFn: ({ signal }) => callApi(getTiersRoute, { query: { month }, signal }),
    }),
};

export const saveTiers = (body: UpdateTiersBody) => callApi(updateTiersRoute, { body });
