import { getTeamAgentRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { AgentMonth } from '@/features/team/components/agent-month';
import { monthOfAddress } from '@/lib/month-options';
import { teamQueries } from '@/features/team/queries';
import { titles } from '@/lib/texts/common';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchQuery } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: titles.team };

interface Props {
  params: Promise<{ memberId: string }>;
  searchParams: Promise<{ month?: string | string[] }>;
}

/** An agent of the supervisor's team in a month; the API decides whether they were in it (404 → a not-found state). */
export default async function TeamAgentPage({ params, searchParams }: Props) {
  const [{ memberId }, query] = await Promise.all([params, searchParams]);
  const month = monthOfAddress(query.month);
  const prefetched = await prefetchForPage([
    prefetchQuery(getTeamAgentRoute, teamQueries.agent(memberId, month), month === null ? undefined : { month }, { memberId }),
  ]);
  return (
    <SeedQueries queries={prefetched}>
      <PageTitle>{titles.team}</PageTitle>
      <AgentMonth memberId={memberId} month={month} />
    </SeedQueries>
  );
}
