import { listImportsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { ImportsScreen } from '@/features/admin-imports/components/imports-screen';
import { importTexts } from '@/features/admin-imports/texts';
import { importsList } from '@/features/admin-imports/list';
import { ListPageData } from '@/components/admin/list-page/list-page-data';

export const metadata: Metadata = { title: importTexts.title };

/** The address and the rows it asks for come with the page (ListPageData). */
export default function ImportsPage({ searchParams }: PageProps<'/admin/imports'>) {
  return (
    <ListPageData route={listImportsRoute} list={importsList} searchParams={searchParams}>
      <ImportsScreen />
    </ListPageData>
  );
}
