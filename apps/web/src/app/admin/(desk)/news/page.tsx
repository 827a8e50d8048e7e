import { listAdminNewsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { NewsListScreen } from '@/features/admin-news/components/news-list-screen';
import { newsAdminTexts } from '@/features/admin-news/texts';
import { newsAdminList } from '@/features/admin-news/list';
import { ListPageData } from '@/components/admin/list-page/list-page-data';

export const metadata: Metadata = { title: newsAdminTexts.title };

/** The address and the rows it asks for come with the page (ListPageData). */
export default function AdminNewsPage({ searchParams }: PageProps<'/admin/news'>) {
  return (
    <ListPageData route={listAdminNewsRoute} list={newsAdminList} searchParams={searchParams}>
      <NewsListScreen />
    </ListPageData>
  );
}
