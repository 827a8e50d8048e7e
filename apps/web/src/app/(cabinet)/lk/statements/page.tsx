import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { PeriodDocuments } from '@/features/statements/components/period-documents';
import { StatementsScreen } from '@/features/statements/components/statements-screen';
import { titles } from '@/lib/messages';

export const metadata: Metadata = { title: titles.statements };

/**
 * Выписки и справки, linked from /lk (the self-employed page shows the same screen): the month and the
 * year, with PDFs (decisions 0033, 0034); here only, the documents of the closed months.
 */
export default function StatementsPage() {
  return (
    <>
      <PageTitle>{titles.statements}</PageTitle>
      <div className="stack">
        <StatementsScreen />
        <PeriodDocuments />
      </div>
    </>
  );
}
