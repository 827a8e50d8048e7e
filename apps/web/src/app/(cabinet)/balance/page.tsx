import { memberDebtRoute, rewardsMonthlyRoute } from '@cabinet/contracts';
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { BalanceScreen } from '@/features/balance/components/balance-screen';
import { balanceQueries, MONTHLY_CHART_MONTHS } from '@/features/balance/queries';
import { titles } from '@/lib/messages';
import { prefetchForPage, prefetchQuery } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: titles.balance };

/** Spec §2 /balance: the balance, earnings by month and the account history with its filters and export. */
export default async function BalancePage() {
  // Painted with the member's data, not skeletons (decision 0022); the shell's come with the layout.
  const state = await prefetchForPage([
    prefetchQuery(memberDebtRoute, balanceQueries.debt()),
    prefetchQuery(rewardsMonthlyRoute, balanceQueries.monthly(MONTHLY_CHART_MONTHS), { months: MONTHLY_CHART_MONTHS }),
  ]);
  return (
    <HydrationBoundary state={state}>
      <PageTitle>{titles.balance}</PageTitle>
      <BalanceScreen />
    </HydrationBoundary>
  );
}
