import { getTargetCascadeRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { CascadeScreen } from '@/features/admin-target-cascade/components/cascade-screen';
import { monthOfAddress } from '@/lib/month-options';
import { cascadeQueries } from '@/features/admin-target-cascade/queries';
import { cascadeTexts } from '@/features/admin-target-cascade/texts';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchQuery } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: cascadeTexts.title };

/**
 * The month's targets of the dealers down to the agents (`?month=2026-12`, this month without it;
 * decision 0067), read here under the key the screen asks with, so that the tree paints at once.
 */
export default async function TargetCascadePage({ searchParams }: PageProps<'/admin/targets/dealers'>) {
  const month = monthOfAddress((await searchParams).month) ?? '';
  const seeded = await prefetchForPage([
    prefetchQuery(getTargetCascadeRoute, cascadeQueries.month(month), month ? { month } : undefined),
  ]);
  return (
    <SeedQueries queries={seeded}>
      <CascadeScreen />
    </SeedQueries>
  );
}
