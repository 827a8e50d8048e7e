'use client';
// The member's calls that more than one feature shows (the shell, the home page, the balance, the
// withdrawal, the profile): one factory each, so every screen shares one request and one answer.
import {
  accountInfoRoute,
  getPassportDataRoute,
  isNotificationRoute,
  pendingAmountRoute,
  personalInfoRoute,
  userBalanceRoute,
} from '@cabinet/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../api-client/call-api';
import { LoggingOutError } from '../api-client/errors';
import { rememberUserId } from '../tracking';
import { queryRoots } from './roots';

export const memberQueries = {
  balance: () => queryOptions({ queryKey: queryRoots.balance, queryFn: ({ signal }) => callApi(userBalanceRoute, { signal }) }),
  pendingAmount: () =>
    queryOptions({ queryKey: queryRoots.pendingAmount, queryFn: ({ signal }) => callApi(pendingAmountRoute, { signal }) }),
  isNotification: () =>
    queryOptions({
      queryKey: queryRoots.isNotification,
      queryFn: ({ signal }) => callApi(isNotificationRoute, { signal }),
      // The bell follows new notifications while the cabinet stays open.
      refetchInterval: 60_000,
    }),
  personalInfo: () =>
    queryOptions({ queryKey: queryRoots.personalInfo, queryFn: ({ signal }) => callApi(personalInfoRoute, { signal }) }),
  /** E-mail, phone and user name: the profile edits them, the withdrawal prefills its SBP phone. */
  accountInfo: () =>
    queryOptions({ queryKey: queryRoots.accountInfo, queryFn: ({ signal }) => callApi(accountInfoRoute, { signal }) }),
  /** The identity document: the profile edits it, the withdrawal needs its status. */
  passport: () =>
    queryOptions({ queryKey: queryRoots.passport, queryFn: ({ signal }) => callApi(getPassportDataRoute, { signal }) }),
};

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
