import type { Metadata } from 'next';
import { NewsPreviewFrame } from '@/features/admin-news/components/news-preview-frame';
import { newsAdminTexts } from '@/features/admin-news/texts';

export const metadata: Metadata = { title: newsAdminTexts.previewTitle };

/** The news editor's preview frame: outside the back office's layout, as the member's page has none of it. */
export default function NewsPreviewPage() {
  return <NewsPreviewFrame />;
}
