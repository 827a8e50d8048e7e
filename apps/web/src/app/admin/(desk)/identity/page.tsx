import { identityQueueRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { IdentityQueueScreen } from '@/features/admin-identity/components/queue-screen';
import { identityTitles } from '@/features/admin-identity/texts';
import { identityQueueList } from '@/features/admin-identity/list';
import { ListPageData } from '@/components/admin/list-page/list-page-data';

export const metadata: Metadata = { title: identityTitles.queue };

/** The address and the rows it asks for come with the page (ListPageData). */
export default function IdentityQueuePage({ searchParams }: PageProps<'/admin/identity'>) {
  return (
    <ListPageData route={identityQueueRoute} list={identityQueueList} searchParams={searchParams}>
      <IdentityQueueScreen />
    </ListPageData>
  );
}
