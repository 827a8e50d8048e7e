import { getNewsItemRoute } from '@cabinet/contracts';
import type { Metadata } from 'next';
import { NewsArticle } from '@/features/news/components/news-article';
import { parseNewsId } from '@/features/news/news-id';
import { newsQueries } from '@/features/news/queries';
import { titles } from '@/lib/texts/common';
import { webConfig } from '@/lib/server/config';
import { readForPage } from '@/lib/server/page-data';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchForPage, prefetchQuery } from '@/lib/server/prefetch';

interface Props {
  params: Promise<{ id: string }>;
}

/**
 * The tab and the history name the article, as an order's page names its order. Read on the server
 * with the session's token, the same read that the page hands to the browser; should that fail (a
 * lapsed token), the article names the tab itself once the browser has loaded it.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseNewsId((await params).id);
  const item = id === null ? null : await readForPage(getNewsItemRoute, { newsId: id });
  return { title: item?.news.title ?? titles.news };
}

/** A news item, painted with its data (decision 0022); its title is the page's h1. */
export default async function NewsItemPage({ params }: Props) {
  const id = parseNewsId((await params).id);
  const prefetched = await prefetchForPage(
    id === null ? [] : [prefetchQuery(getNewsItemRoute, newsQueries.item(id), { newsId: id })],
  );
  return (
    <SeedQueries queries={prefetched}>
      {/* The root layout's title template ('%s — PRODUCT_NAME'), for the browser's own naming. */}
      <NewsArticle id={id} titleSuffix={` — ${webConfig().productName}`} />
    </SeedQueries>
  );
}
