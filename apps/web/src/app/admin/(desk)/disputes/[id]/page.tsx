import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DisputeScreen } from '@/features/admin-disputes/components/dispute-screen';
import { disputeText, disputeTitles } from '@/features/admin-disputes/texts';

interface Props {
  params: Promise<{ id: string }>;
}

const DISPUTE_ID = /^[1-9][0-9]{0,15}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: DISPUTE_ID.test(id) ? disputeText.heading(Number(id)) : disputeTitles.dispute };
}

export default async function DisputePage({ params }: Props) {
  const { id } = await params;
  if (!DISPUTE_ID.test(id)) notFound();
  return <DisputeScreen disputeId={Number(id)} />;
}
