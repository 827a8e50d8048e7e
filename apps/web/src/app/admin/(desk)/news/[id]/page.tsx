import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsEditorScreen } from '@/features/admin-news/components/news-editor-screen';
import { newsAdminTexts } from '@/features/admin-news/texts';
import { parseNewsId } from '@/features/news/news-id';

export const metadata: Metadata = { title: newsAdminTexts.editTitle };

export default async function EditNewsPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseNewsId((await params).id);
  if (id === null) notFound();
  return <NewsEditorScreen id={id} />;
}
