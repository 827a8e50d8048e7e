// The payout provider in the back office (decision 0031): the rail the desk pays by, the provider's
// payout balance, and the daily reconciliation's differences.
import {
  getPayoutRailRoute,
  listPayoutDifferencesRoute,
  movePayoutRailRoute,
  payoutRailImpactRoute,
  payoutRailMoveRoute,
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
  /** The orders waiting on a rail new orders no longer get (decision 0061): admins move them. */
  railMove: () =>
    queryOptions({
      queryKey: ['admin', 'payouts', 'rail', 'move'],
      queryFn: ({ signal }) => callApi(payoutRailMoveRoute, { signal }),
    }),
  differences: () =>
    queryOptions({
      queryKey: ['admin', 'payouts', 'differences'],
      queryFn: ({ signal }) => callApi(listPayoutDifferencesRoute, { signal }),
    }),
};

/** What switching to `rail` would leave unusable, asked afresh each time the admin saves (decision 0057). */
export const previewPayoutRail = (rail: PayoutRail) => callApi(payoutRailImpactRoute, { query: { rail } });

/** The switch, with the number of members the admin confirmed it tells (none when it touches nobody). */
export const setPayoutRail = (change: { rail: PayoutRail; confirmedMembers?: number }) =>
  callApi(updatePayoutRailRoute, { body: change });

/** Moves them to the rail in force, with the number and sum the admin confirmed (decision 0061). */
export const moveOrdersToRail = (confirmed: { confirmedOrders: number; confirmedAmount: number }) =>
  callApi(movePayoutRailRoute, { body: confirmed });
