import { heldRewardsRoute, memberDebtRoute, memberTargetRoute, rewardsMonthlyRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageTitle } from '@/components/page-title/page-title';
import { BalanceScreen } from '@/features/balance/components/balance-screen';
import { HeldRewardsPart } from '@/features/balance/components/held-rewards';
import { HistoryLoading } from '@/features/balance/components/history-part';
import { TargetCard } from '@/features/contests/components/target-card';
import { contestQueries } from '@/features/contests/queries';
import { balanceQueries, MONTHLY_CHART_MONTHS } from '@/features/balance/queries';
import { titles } from '@/lib/texts/common';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { answerOf, prefetchForPage, prefetchQuery, withoutAnswers } from '@/lib/server/prefetch';
import { FirstHistoryPage } from './first-history-page';

export const metadata: Metadata = { title: titles.balance };

/**
 * Spec §2 /balance: the balance, earnings by month and the account history with its filters and
 * export; the history's first page streams in after the rest (first-history-page.tsx).
 */
export default async function BalancePage() {
  // Painted with the member's data, not skeletons (decision 0022); the shell's come with the layout.
  const prefetched = await prefetchForPage([
    prefetchQuery(memberDebtRoute, balanceQueries.debt()),
    prefetchQuery(rewardsMonthlyRoute, balanceQueries.monthly(MONTHLY_CHART_MONTHS), { months: MONTHLY_CHART_MONTHS }),
    prefetchQuery(memberTargetRoute, contestQueries.target()),
    prefetchQuery(heldRewardsRoute, balanceQueries.held()),
  ]);
  return (
    <SeedQueries queries={withoutAnswers(prefetched, contestQueries.target(), balanceQueries.held())}>
      <PageTitle>{titles.balance}</PageTitle>
      <BalanceScreen
        target={<TargetCard target={answerOf(prefetched, contestQueries.target())} />}
        held={<HeldRewardsPart held={answerOf(prefetched, balanceQueries.held())} />}
        history={
          <Suspense fallback={<HistoryLoading />}>
            <FirstHistoryPage />
          </Suspense>
        }
      />
    </SeedQueries>
  );
}
