import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { PeriodDocuments } from '@/features/statements/components/period-documents';
import { StatementsScreen } from '@/features/statements/components/statements-screen';
import { titles } from '@/lib/texts/common';
import { Stack } from '@/components/ui/stack';

export const metadata: Metadata = { title: titles.statements };

/**
 * Выписки и справки, linked from /lk (the self-employed page shows the same screen): the month and the
 * year, with PDFs (decisions 0033, 0034); here only, the documents of the closed months.
 */
export default async function StatementsPage({ searchParams }: { searchParams: Promise<{ month?: string | string[] }> }) {
  // `?month=2026-10`: a closed month's document leads to its lines (their «Подробнее» and «Оспорить»).
  const { month } = await searchParams;
  const asked = typeof month === 'string' ? month : undefined;
  return (
    <>
      <PageTitle>{titles.statements}</PageTitle>
      <Stack>
        <StatementsScreen key={asked} month={asked} />
        <PeriodDocuments />
      </Stack>
    </>
  );
}
