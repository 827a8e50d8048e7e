// The member's calls that more than one feature shows (the shell, the home page, the balance, the
// withdrawal, the profile, the rules, the cards for payouts): one factory each, so every screen shares one request and one answer.
// No 'use client': the app server builds the same keys when it prefetches a page (lib/server/prefetch.ts).
import {
  accountInfoRoute,
  getPassportDataRoute,
  getTeamRoleRoute,
  isNotificationRoute,
  legalStandingsRoute,
  listPayoutCardsRoute,
  pendingAmountRoute,
  personalInfoRoute,
  userBalanceRoute,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api-client/call-api';
import { queryRoots } from './roots';

export const memberQueries = {
  /** «Способы выплаты» and the withdrawal's «Куда вывести»: the cards (decision 0056) and the bank's account (decision 0057). */
  payoutCards: () =>
    queryOptions({ queryKey: queryRoots.payoutCards, queryFn: ({ signal }) => callApi(listPayoutCardsRoute, { signal }) }),
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
  /** The current rules and consent and whether they are accepted: their page accepts them, the withdrawal waits for it. */
  legal: () => queryOptions({ queryKey: queryRoots.legal, queryFn: ({ signal }) => callApi(legalStandingsRoute, { signal }) }),
  /** Whether the member supervises a team today: the menu shows «Команда» then (docs/product.md «Команды»). */
  teamRole: () => queryOptions({ queryKey: queryRoots.teamRole, queryFn: ({ signal }) => callApi(getTeamRoleRoute, { signal }) }),
};
