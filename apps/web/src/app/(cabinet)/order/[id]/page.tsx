import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { OrderDetails } from '@/features/orders/components/order-details';
import { ordersTexts } from '@/features/orders/texts';

/** The segment as typed; a stray '%' is not an escape, so decoding must not throw on it. */
function decode(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** A typed address can be anything; the title shows a sane part of it. */
const shown = (id: string) => decode(id).slice(0, 24);

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: ordersTexts.title(shown(id)) };
}

/** One order with its status history; the API decides whether it exists (404 → a not-found state). */
export default async function OrderPage({ params }: Props) {
  const { id } = await params;
  return (
    <>
      <PageTitle>{ordersTexts.title(shown(id))}</PageTitle>
      <OrderDetails id={decode(id)} />
    </>
  );
}
