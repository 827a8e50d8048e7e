import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { ContestDetails } from '@/features/contests/components/contest-details';
import { titles } from '@/lib/texts/common';

export const metadata: Metadata = { title: titles.contests };

interface Props {
  params: Promise<{ id: string }>;
}

/** One contest; the API decides whether the member may see it (404 → a not-found state). */
export default async function ContestPage({ params }: Props) {
  const { id } = await params;
  const n = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <>
      <PageTitle>{titles.contests}</PageTitle>
      <ContestDetails id={n} />
    </>
  );
}
