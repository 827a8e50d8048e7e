import { deskQueueRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { QueueScreen } from '@/features/admin-desk/components/queue-screen';
import { deskTitles } from '@/features/admin-desk/texts';
import { deskQueueList } from '@/features/admin-desk/list';
import { ListPageData } from '@/components/admin/list-page/list-page-data';

export const metadata: Metadata = { title: deskTitles.queue };

/** The address and the rows it asks for come with the page (ListPageData). */
export default function WithdrawalsPage({ searchParams }: PageProps<'/admin/withdrawals'>) {
  return (
    <ListPageData route={deskQueueRoute} list={deskQueueList} searchParams={searchParams}>
      <QueueScreen />
    </ListPageData>
  );
}
