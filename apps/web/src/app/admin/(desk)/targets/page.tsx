import { listTargetsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { TargetsScreen } from '@/features/admin-targets/components/targets-screen';
import { targetTexts } from '@/features/admin-targets/texts';
import { targetsList } from '@/features/admin-targets/list';
import { ListPageData } from '@/components/admin/list-page/list-page-data';

export const metadata: Metadata = { title: targetTexts.title };

/** The address and the rows it asks for come with the page (ListPageData). */
export default function TargetsPage({ searchParams }: PageProps<'/admin/targets'>) {
  return (
    <ListPageData route={listTargetsRoute} list={targetsList} searchParams={searchParams}>
      <TargetsScreen />
    </ListPageData>
  );
}
