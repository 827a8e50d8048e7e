import {
  listTargetsRoute,
  resetTargetsRoute,
  setTargetsRoute,
  type ListTargetsQuery,
  type ResetTargetsBody,
  type SetTargetsBody,
} from '@cabinet/contracts/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const targetQueries = {
  all: adminQueryRoots.targets,
  /** A page of the list: the list URL's query (use-list-url.ts). */
  list: (query: ListTargetsQuery) =>
    queryOptions({
      queryKey: [...targetQueries.all, 'list', query],
      queryFn: ({ signal }) => callApi(listTargetsRoute, { query, signal }),
      placeholderData: keepPreviousData,
    }),
};

export const setTargets = (body: SetTargetsBody) => callApi(setTargetsRoute, { body });
export const resetTargets = (body: ResetTargetsBody) => callApi(resetTargetsRoute, { body });
