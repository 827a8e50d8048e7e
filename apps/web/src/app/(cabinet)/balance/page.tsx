import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { titles } from '@/lib/messages';

export const metadata: Metadata = { title: titles.balance };

/** Spec §2 /balance: the route and its title inside the shell; its content is issue 5. */
export default function BalancePage() {
  return <PageTitle>{titles.balance}</PageTitle>;
}
