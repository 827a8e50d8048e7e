import { listAdminNewsRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { NewsListScreen } from '@/features/admin-news/components/news-list-screen';
import { newsAdminTexts } from '@/features/admin-news/messages';
import { newsAdminList } from '@/features/admin-news/queries';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchListPage } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: newsAdminTexts.title };

/** The rows the address asks for come with the page (prefetchListPage). */
export default async function AdminNewsPage({ searchParams }: PageProps<'/admin/news'>) {
  const seeded = await prefetchForPage([prefetchListPage(listAdminNewsRoute, newsAdminList, await searchParams)]);
  return (
    <SeedQueries queries={seeded}>
      <NewsListScreen />
    </SeedQueries>
  );
}
