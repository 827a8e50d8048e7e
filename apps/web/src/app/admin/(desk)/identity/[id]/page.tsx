import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IdentityReviewScreen } from '@/features/admin-identity/components/review-screen';
import { identityTitles } from '@/features/admin-identity/texts';

export const metadata: Metadata = { title: identityTitles.review };

const MEMBER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function IdentityReviewPage({ params }: PageProps<'/admin/identity/[id]'>) {
  const { id } = await params;
  if (!MEMBER_ID.test(id)) notFound();
  return <IdentityReviewScreen memberId={id.toLowerCase()} />;
}
