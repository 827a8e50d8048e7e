import { disputeQueueRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { DisputeQueueScreen } from '@/features/admin-disputes/components/queue-screen';
import { disputeTitles } from '@/features/admin-disputes/texts';
import { disputeQueueList } from '@/features/admin-disputes/list';
import { ListPageData } from '@/components/admin/list-page/list-page-data';

export const metadata: Metadata = { title: disputeTitles.queue };

/** The address and the rows it asks for come with the page (ListPageData). */
export default function DisputeQueuePage({ searchParams }: PageProps<'/admin/disputes'>) {
  return (
    <ListPageData route={disputeQueueRoute} list={disputeQueueList} searchParams={searchParams}>
      <DisputeQueueScreen />
    </ListPageData>
  );
}
