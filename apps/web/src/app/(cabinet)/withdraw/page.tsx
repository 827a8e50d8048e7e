import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { WithdrawScreen } from '@/features/withdraw/components/withdraw-screen';
import { titles } from '@/lib/texts/common';

export const metadata: Metadata = { title: titles.withdraw };

/** Spec §2 /withdraw: a withdrawal by SBP, with a confirmation step (product §2). */
export default function WithdrawPage() {
  return (
    <>
      <PageTitle>{titles.withdraw}</PageTitle>
      <WithdrawScreen />
    </>
  );
}
