import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { EntryCalculation } from '@/features/entry-calculation/components/entry-calculation';
import { entryCalculationTexts } from '@/features/entry-calculation/texts';

export const metadata: Metadata = { title: entryCalculationTexts.title };

interface Props {
  params: Promise<{ id: string }>;
}

/** A typed address can be anything: only a whole positive number names a line. */
const lineId = (id: string) => (/^[1-9]\d{0,15}$/.test(id) ? Number(id) : null);

/** One line of the history and «Как посчитано» (docs/product.md §11); the API decides whether it is the member's. */
export default async function HistoryLinePage({ params }: Props) {
  const { id } = await params;
  return (
    <>
      <PageTitle>{entryCalculationTexts.title}</PageTitle>
      <EntryCalculation id={lineId(id)} />
    </>
  );
}
