import { getTeamMonthRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { TeamScreen } from '@/features/team/components/team-screen';
import { monthOfAddress } from '@/lib/month-options';
import { teamQueries } from '@/features/team/queries';
import { titles } from '@/lib/texts/common';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchQuery } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: titles.team };

interface Props {
  searchParams: Promise<{ month?: string | string[] }>;
}

/** «Команда» (docs/product.md «Команды»): the supervisor's team in a month (`?month=`, the current one without it). */
export default async function TeamPage({ searchParams }: Props) {
  const month = monthOfAddress((await searchParams).month);
  // Painted with the team, not skeletons (decision 0022); a member who supervises no team is refused
  // here too, and the browser asks again to say why.
  const prefetched = await prefetchForPage([
    prefetchQuery(getTeamMonthRoute, teamQueries.month(month), month === null ? undefined : { month }),
  ]);
  return (
    <SeedQueries queries={prefetched}>
      <PageTitle>{titles.team}</PageTitle>
      <TeamScreen />
    </SeedQueries>
  );
}
