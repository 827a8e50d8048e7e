import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { NewsScreen } from '@/features/news/components/news-screen';
import { titles } from '@/lib/texts/common';

export const metadata: Metadata = { title: titles.news };

/** Spec §2 /news: the programme's news with categories, sorting and likes (product §2). */
export default function NewsPage() {
  return (
    <>
      <PageTitle>{titles.news}</PageTitle>
      <NewsScreen />
    </>
  );
}
