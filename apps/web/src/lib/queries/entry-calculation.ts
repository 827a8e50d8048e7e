// «Как посчитано» of one history line, kept under the history's root: whatever moves the history
// (a credit by a dispute) refreshes it too. Shared: the line's page shows it, and so does the form
// that disputes the line (a feature does not import another's factory).
import { entryCalculationRoute } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api-client/call-api';
import { queryRoots } from './roots';

export const entryCalculationQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryRoots.history, 'calculation', id],
    queryFn: ({ signal }) => callApi(entryCalculationRoute, { params: { id }, signal }),
  });
