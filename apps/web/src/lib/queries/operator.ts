// The signed-in operator, which the back office's shell, setup and screens all read.
// No 'use client': the desk's layout builds the same key and checks the setup on the app server
// (lib/server/prefetch.ts, app/admin/(desk)/layout.tsx).
import { adminMeRoute, adminSignOutRoute, listOperatorsRoute } from '@cabinet/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client/call-api';

export const operatorQueries = {
  me: () => queryOptions({ queryKey: ['admin', 'me'], queryFn: ({ signal }) => callApi(adminMeRoute, { signal }) }),
  /** Every operator (admins only): the operators' screen, and the filters that name who acted. */
  list: () =>
    queryOptions({ queryKey: ['admin', 'operators'], queryFn: ({ signal }) => callApi(listOperatorsRoute, { signal }) }),
};

export const useOperator = () => useQuery(operatorQueries.me());

/** Ends the session (the app server drops its cookie) and leaves for the sign-in page. */
export async function signOutOperator(): Promise<void> {
  await callApi(adminSignOutRoute, {}).catch(() => undefined);
  window.location.assign('/admin/login');
}

/** A session that must finish its setup first: a temporary password, or an admin without an authenticator. */
export function setupUnfinished(operator: { mustChangePassword: boolean; totpRequired: boolean; totpEnabled: boolean }): boolean {
  return operator.mustChangePassword || (operator.totpRequired && !operator.totpEnabled);
}
