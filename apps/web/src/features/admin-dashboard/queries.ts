import { dashboardRoute, getPayoutRailRoute, smsBalancesRoute } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const dashboardQueries = {
  /** Every minute while open: the queue moves as operators work. */
  board: () =>
    queryOptions({
      queryKey: ['admin', 'dashboard'],
      queryFn: ({ signal }) => callApi(dashboardRoute, { signal }),
      refetchInterval: 60_000,
    }),
  /** The payout provider and its balance (the key /admin/reconciliation reads it by). */
  payoutRail: () =>
    queryOptions({
      queryKey: ['admin', 'payouts', 'rail'],
      queryFn: ({ signal }) => callApi(getPayoutRailRoute, { signal }),
      refetchInterval: 60_000,
    }),
  /** The SMS providers' balances as the balance job last asked (decision 0035). */
  smsBalances: () =>
    queryOptions({
      queryKey: ['admin', 'dashboard', 'sms-balances'],
      queryFn: ({ signal }) => callApi(smsBalancesRoute, { signal }),
      refetchInterval: 60_000,
    }),
};
