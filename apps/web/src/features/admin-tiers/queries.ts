import { getTiersRoute, updateTiersRoute, type UpdateTiersBody } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const tierQueries = {
  all: adminQueryRoots.tiers,
  month: (month: string) =>
    queryOptions({
      queryKey: [...tierQueries.all, month],
      queryFn: ({ signal }) => callApi(getTiersRoute, { query: { month }, signal }),
    }),
};

export const saveTiers = (body: UpdateTiersBody) => callApi(updateTiersRoute, { body });
