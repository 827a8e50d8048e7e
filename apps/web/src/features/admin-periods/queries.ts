// The months of the programme (docs/product.md «Закрытие месяца»): the list and a proposal to close a
// month. The proposal is approved or refused at the approvals door (lib/queries/approvals.ts, decision
// 0060), which reads this list again after either.
import { listPeriodsRoute, requestPeriodCloseRoute } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const periodQueries = {
  /** A dozen months, unpaged: the screen reads them all at once. */
  list: () =>
    queryOptions({
      queryKey: [...adminQueryRoots.periods, 'list'],
      queryFn: ({ signal }) => callApi(listPeriodsRoute, { signal }),
    }),
};

export const requestPeriodClose = (month: string) => callApi(requestPeriodCloseRoute, { params: { month } });
