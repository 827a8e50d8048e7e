'use client';
// The member's shared queries as hooks (their factories: member-queries.ts), and what follows a
// change of the member's money.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LoggingOutError } from '../api-client/errors';
import { rememberUserId } from '../tracking';
import { memberQueries } from './member-queries';
import { queryRoots } from './roots';

export { memberQueries };

/**
 * Spec §4: "When loaded with a userId and none stored, store it." A 401 never reaches here: the
 * client refreshes once and, when that fails, signs out to /login (product §8 "Balance 401").
 */
export function useBalance() {
  const query = useQuery(memberQueries.balance());
  const userId = query.data?.userId;
  useEffect(() => {
    if (userId) rememberUserId(userId);
  }, [userId]);
  return query;
}

export const usePendingAmount = () => useQuery(memberQueries.pendingAmount());
export const useIsNotification = () => useQuery(memberQueries.isNotification());
export const usePersonalInfo = () => useQuery(memberQueries.personalInfo());
export const useAccountInfo = () => useQuery(memberQueries.accountInfo());
export const usePassportData = () => useQuery(memberQueries.passport());
export const useLegalStandings = () => useQuery(memberQueries.legal());
export const useTeamRole = () => useQuery(memberQueries.teamRole());

/** An error worth showing: not the page going away to /login. */
export function isShownError(error: unknown): boolean {
  return error !== null && !(error instanceof LoggingOutError);
}

/**
 * Points moved (a withdrawal requested or cancelled): every screen that shows the balance, the
 * frozen amount, the orders, the history or this month's earnings asks again.
 */
export function afterMoneyMoved(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [queryRoots.balance, queryRoots.pendingAmount, queryRoots.orders, queryRoots.history, queryRoots.rewards].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}
