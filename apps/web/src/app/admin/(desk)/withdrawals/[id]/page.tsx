import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderScreen } from '@/features/admin-desk/components/order-screen';
import { deskTitles } from '@/features/admin-desk/texts';

interface Props {
  params: Promise<{ id: string }>;
}

const ORDER_ID = /^[1-9][0-9]{0,15}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: ORDER_ID.test(id) ? deskTitles.order(id) : deskTitles.queue };
}

export default async function WithdrawalOrderPage({ params }: Props) {
  const { id } = await params;
  if (!ORDER_ID.test(id)) notFound();
  return <OrderScreen orderId={Number(id)} />;
}
