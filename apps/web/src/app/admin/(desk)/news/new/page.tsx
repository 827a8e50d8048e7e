import type { Metadata } from 'next';
import { NewsEditorScreen } from '@/features/admin-news/components/news-editor-screen';
import { newsAdminTexts } from '@/features/admin-news/texts';

export const metadata: Metadata = { title: newsAdminTexts.newTitle };

export default function NewNewsPage() {
  return <NewsEditorScreen id={null} />;
}
