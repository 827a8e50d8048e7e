import { searchMembersRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { MembersScreen } from '@/features/admin-members/components/members-screen';
import { adminTitles } from '@/components/admin/texts';
import { membersList } from '@/features/admin-members/list';
import { ListPageData } from '@/components/admin/list-page/list-page-data';

export const metadata: Metadata = { title: adminTitles.members };

/** The address and the rows it asks for come with the page (ListPageData). */
export default function MembersPage({ searchParams }: PageProps<'/admin/members'>) {
  return (
    <ListPageData route={searchMembersRoute} list={membersList} searchParams={searchParams}>
      <MembersScreen />
    </ListPageData>
  );
}
