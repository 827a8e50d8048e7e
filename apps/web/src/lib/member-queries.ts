'use client';
// The member's calls that more than one screen shows (the shell, the home page, the balance page):
// one query key each, so a screen and the sidebar share one request and one cached answer.
import {
  accountInfoResponse,
  isNotificationResponse,
  passportDataResponse,
  pendingAmountResponse,
  personalInfoResponse,
  userBalanceResponse,
} from '@cabinet/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { get } from './api-client/client';
import { LoggingOutError } from './api-client/errors';
import { rememberUserId } from './tracking';

export const memberKeys = {
  balance: ['balance'] as const,
  pendingAmount: ['pending-amount'] as const,
  isNotification: ['is-notification'] as const,
  personalInfo: ['personal-info'] as const,
  accountInfo: ['account-info'] as const,
  passport: ['passport-data'] as const,
};

/** E-mail, phone and user name: the profile edits them, the withdrawal prefills its SBP phone. */
export function useAccountInfo() {
  return useQuery({
    queryKey: memberKeys.accountInfo,
    queryFn: ({ signal }) => get('/api/lk/account-info/', { schema: accountInfoResponse, signal }),
  });
}

/** The identity document: the profile edits it, the withdrawal needs its status. */
export function usePassportData() {
  return useQuery({
    queryKey: memberKeys.passport,
    queryFn: ({ signal }) => get('/api/lk/edit/get-passport-data/', { schema: passportDataResponse, signal }),
  });
}

/**
 * Spec §4: "When loaded with a userId and none stored, store it." A 401 never reaches here: the
 * client refreshes once and, when that fails, signs out to /login (spec §8 "Balance 401").
 */
export function useBalance() {
  const query = useQuery({
    queryKey: memberKeys.balance,
    queryFn: ({ signal }) => get('/api/balance/user-balance/', { schema: userBalanceResponse, signal }),
  });
  const userId = query.data?.userId;
  useEffect(() => {
    if (userId) rememberUserId(userId);
  }, [userId]);
  return query;
}

/** An error worth showing: not the page going away to /login. */
export function isShownError(error: unknown): boolean {
  return error !== null && !(error instanceof LoggingOutError);
}

export function usePendingAmount() {
  return useQuery({
    queryKey: memberKeys.pendingAmount,
    queryFn: ({ signal }) => get('/api/pending-amount/', { schema: pendingAmountResponse, signal }),
  });
}

export function useIsNotification() {
  return useQuery({
    queryKey: memberKeys.isNotification,
    queryFn: ({ signal }) => get('/api/notification/is-notification/', { schema: isNotificationResponse, signal }),
    // The bell follows new notifications while the cabinet stays open.
    refetchInterval: 60_000,
  });
}

export function usePersonalInfo() {
  return useQuery({
    queryKey: memberKeys.personalInfo,
    queryFn: ({ signal }) => get('/api/lk/personal-info/', { schema: personalInfoResponse, signal }),
  });
}
