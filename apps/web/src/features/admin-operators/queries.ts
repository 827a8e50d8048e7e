// Admins managing operators: the list, a new operator (invited by e-mail), role and access, resets,
// and the second admin's approvals (decision 0029).
import {
  approveOperatorChangeRoute,
  createOperatorRoute,
  listOperatorChangesRoute,
  rejectOperatorChangeRoute,
  resetOperatorPasswordRoute,
  resetOperatorTotpRoute,
  securityAlertsRoute,
  updateOperatorRoute,
  type CreateOperatorBody,
  type UpdateOperatorBody,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const operatorChangeQueries = {
  pending: () =>
    queryOptions({
      queryKey: ['admin', 'operator-changes'],
      queryFn: ({ signal }) => callApi(listOperatorChangesRoute, { signal }),
    }),
  alerts: () =>
    queryOptions({
      queryKey: ['admin', 'security-alerts'],
      queryFn: ({ signal }) => callApi(securityAlertsRoute, { signal }),
    }),
};

export const createOperator = (body: CreateOperatorBody) => callApi(createOperatorRoute, { body });
export const updateOperator = (id: string, body: UpdateOperatorBody) => callApi(updateOperatorRoute, { params: { id }, body });
export const resetPassword = (id: string) => callApi(resetOperatorPasswordRoute, { params: { id } });
export const resetTotp = (id: string) => callApi(resetOperatorTotpRoute, { params: { id } });
export const approveChange = (id: number) => callApi(approveOperatorChangeRoute, { params: { id } });
export const rejectChange = (id: number) => callApi(rejectOperatorChangeRoute, { params: { id } });
