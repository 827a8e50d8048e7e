// Admins managing operators: the list, a new operator (invited by e-mail), role, access and dealers,
// resets, and the dashboard's alerts of separation of duties (decision 0029). What waits for a second
// admin is decided at the approvals door (decision 0060, lib/queries/approvals.ts).
import {
  createOperatorRoute,
  getTeamStructureRoute,
  resetOperatorPasswordRoute,
  resetOperatorTotpRoute,
  securityAlertsRoute,
  updateOperatorRoute,
  type CreateOperatorBody,
  type UpdateOperatorBody,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const securityAlertQueries = {
  alerts: () =>
    queryOptions({
      queryKey: [...adminQueryRoots.securityAlerts],
      queryFn: ({ signal }) => callApi(securityAlertsRoute, { signal }),
    }),
};

/**
 * The dealers an operator may be limited to (decision 0066), read from today's structure: under the
 * structure's root, so that a dealer added or renamed on /admin/teams shows here too.
 */
export const dealerQueries = {
  list: () =>
    queryOptions({
      queryKey: [...adminQueryRoots.teams, 'dealers'],
      queryFn: async ({ signal }) =>
        (await callApi(getTeamStructureRoute, { query: {}, signal })).dealers.map((d) => ({ id: d.id, name: d.name })),
    }),
};

export const createOperator = (body: CreateOperatorBody) => callApi(createOperatorRoute, { body });
export const updateOperator = (id: string, body: UpdateOperatorBody) => callApi(updateOperatorRoute, { params: { id }, body });
export const resetPassword = (id: string) => callApi(resetOperatorPasswordRoute, { params: { id } });
export const resetTotp = (id: string) => callApi(resetOperatorTotpRoute, { params: { id } });
