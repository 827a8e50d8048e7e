import { getTeamStructureRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { adminTitles } from '@/components/admin/texts';
import { TeamsScreen } from '@/features/admin-teams/components/teams-screen';
import { dayOf } from '@/features/admin-teams/day';
import { teamQueries } from '@/features/admin-teams/queries';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchQuery } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: adminTitles.teams };

/**
 * The team structure on the URL's day (`?on=2026-12-01`, today without it; decision 0065), read here
 * under the key the screen asks with, so that the tree paints at once.
 */
export default async function TeamsPage({ searchParams }: PageProps<'/admin/teams'>) {
  const on = dayOf((await searchParams).on);
  const seeded = await prefetchForPage([
    prefetchQuery(getTeamStructureRoute, teamQueries.structure(on), on ? { on } : undefined),
  ]);
  return (
    <SeedQueries queries={seeded}>
      <TeamsScreen />
    </SeedQueries>
  );
}
