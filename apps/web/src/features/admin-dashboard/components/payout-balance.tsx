'use client';
// The payout provider's balance among the overview's figures when a provider is configured
// (decision 0031); nothing otherwise, nor while it loads: the overview does not wait for it.
import { useQuery } from '@tanstack/react-query';
import { PayoutBalanceCard } from '@/components/admin/payout-balance-card';
import { dashboardQueries } from '../queries';

export function DashboardPayoutBalance() {
  const rail = useQuery(dashboardQueries.payoutRail());
  if (!rail.data?.provider) return null;
  return <PayoutBalanceCard balance={rail.data.balance} />;
}
