import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { BalanceScreen } from '@/features/balance/components/balance-screen';
import { titles } from '@/lib/messages';

export const metadata: Metadata = { title: titles.balance };

/** Spec §2 /balance: the balance, earnings by month and the account history with its filters and export. */
export default function BalancePage() {
  return (
    <>
      <PageTitle>{titles.balance}</PageTitle>
      <BalanceScreen />
    </>
  );
}
