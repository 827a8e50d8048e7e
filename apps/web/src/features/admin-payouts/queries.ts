// The payout provider in the back office (decision 0031): the rail the desk pays by, the provider's
// payout balance, and the daily reconciliation's differences.
import {
  getPayoutRailRoute,
  listPayoutDifferencesRoute,
  updatePayoutRailRoute,
  type PayoutRail,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const payoutQueries = {
  /** Every minute while shown: the balance is read every 15 minutes, payouts in flight move by themselves. */
  rail: () =>
    queryOptions({
      queryKey: ['admin', 'payouts', 'rail'],
      queryFn: ({ signal }) => callApi(getPayoutRailRoute, { signal }),
      refetchInterval: 60_000,
    }),
  differences: () =>
    queryOptions({
      queryKey: ['admin', 'payouts', 'differences'],
      queryFn: ({ signal }) => callApi(listPayoutDifferencesRoute, { signal }),
    }),
};

export const setPayoutRail = (rail: PayoutRail) => callApi(updatePayoutRailRoute, { body: { rail } });
