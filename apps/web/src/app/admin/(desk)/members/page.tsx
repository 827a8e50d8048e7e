import { searchMembersRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { MembersScreen } from '@/features/admin-members/components/members-screen';
import { adminTitles } from '@/lib/admin-messages';
import { membersList } from '@/features/admin-members/queries';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchListPage } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: adminTitles.members };

/** The rows the address asks for come with the page (prefetchListPage). */
export default async function MembersPage({ searchParams }: PageProps<'/admin/members'>) {
  const seeded = await prefetchForPage([prefetchListPage(searchMembersRoute, membersList, await searchParams)]);
  return (
    <SeedQueries queries={seeded}>
      <MembersScreen />
    </SeedQueries>
  );
}
