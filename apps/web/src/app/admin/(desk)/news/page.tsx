import type { Metadata } from 'next';
import { NewsListScreen } from '@/features/admin-news/components/news-list-screen';
import { newsAdminTexts } from '@/features/admin-news/messages';

export const metadata: Metadata = { title: newsAdminTexts.title };

export default function AdminNewsPage() {
  return <NewsListScreen />;
}
