// «Как посчитано» of one history line, kept under the history's root: whatever moves the history
// (a credit by a dispute) refreshes it too.
import { entryCalculationRoute } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { queryRoots } from '@/lib/queries/roots';

export const entryCalculationQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryRoots.history, 'calculation', id],
    queryFn: ({ signal }) => callApi(entryCalculationRoute, { params: { id }, signal }),
  });
