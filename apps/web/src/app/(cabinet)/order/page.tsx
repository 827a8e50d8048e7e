import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { OrdersScreen } from '@/features/orders/components/orders-screen';
import { titles } from '@/lib/texts/common';

export const metadata: Metadata = { title: titles.order };

/** Spec §2 /order: the member's withdrawals by status. */
export default function OrdersPage() {
  return (
    <>
      <PageTitle>{titles.order}</PageTitle>
      <OrdersScreen />
    </>
  );
}
