import type { Metadata } from 'next';
import { NewsArticle } from '@/features/news/components/news-article';
import { parseNewsId } from '@/features/news/news-id';
import { titles } from '@/lib/messages';

export const metadata: Metadata = { title: titles.news };

/** A news item; its title is the page's h1 once loaded. */
export default async function NewsItemPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <NewsArticle id={parseNewsId(id)} />;
}
