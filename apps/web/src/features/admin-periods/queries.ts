// The months of the programme (docs/product.md «Закрытие месяца»): the list, a proposal to close a
// month, and a second admin's approval or rejection of it (the maker's withdrawal is a rejection).
import {
  approvePeriodCloseRoute,
  listPeriodsRoute,
  rejectPeriodCloseRoute,
  requestPeriodCloseRoute,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const periodQueries = {
  /** A dozen months, unpaged: the screen reads them all at once. */
  list: () => queryOptions({ queryKey: ['admin', 'periods'], queryFn: ({ signal }) => callApi(listPeriodsRoute, { signal }) }),
};

export const requestPeriodClose = (month: string) => callApi(requestPeriodCloseRoute, { params: { month } });
export const approvePeriodClose = (month: string) => callApi(approvePeriodCloseRoute, { params: { month } });
export const rejectPeriodClose = (month: string) => callApi(rejectPeriodCloseRoute, { params: { month } });
