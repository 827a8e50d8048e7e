// A member's statements (decisions 0033 and 0034): the month and the year, and their PDFs; the
// documents of the closed months (docs/product.md «Закрытие месяца») and theirs.
import {
  getIncomeStatementPdfRoute,
  getIncomeStatementRoute,
  getStatementPdfRoute,
  getStatementRoute,
  documentSignCodeRoute,
  listPeriodDocumentsRoute,
  periodDocumentPdfRoute,
  signDocumentRoute,
  type PeriodDocument,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import type { MemberFile } from '@/components/file-link/file-link';
import { callApi } from '@/lib/api-client/call-api';
import { buildUrl } from '@/lib/api-client/request-parts';

const root = ['statements'] as const;

export const statementQueries = {
  month: (month: string) =>
    queryOptions({
      queryKey: [...root, 'month', month],
      queryFn: ({ signal }) => callApi(getStatementRoute, { query: { month }, signal }),
    }),
  year: (year: number) =>
    queryOptions({
      queryKey: [...root, 'year', year],
      queryFn: ({ signal }) => callApi(getIncomeStatementRoute, { query: { year }, signal }),
    }),
  documents: () =>
    queryOptions({
      queryKey: [...root, 'documents'],
      queryFn: ({ signal }) => callApi(listPeriodDocumentsRoute, { signal }),
    }),
};

/** The PDFs: links that download by themselves, fetched by the page once its scripts run (FileLink). */
export const statementPdf = (month: string): MemberFile => ({
  href: buildUrl(getStatementPdfRoute.path, { month }),
  fileName: `statement-${month}.pdf`,
  fetch: () => callApi(getStatementPdfRoute, { query: { month } }),
});
export const incomePdf = (year: number): MemberFile => ({
  href: buildUrl(getIncomeStatementPdfRoute.path, { year }),
  fileName: `income-${year}.pdf`,
  fetch: () => callApi(getIncomeStatementPdfRoute, { query: { year } }),
});
/** The API names the document's PDF (`pdfUrl`): the link downloads it as it is. */
export const periodDocumentPdf = (document: PeriodDocument): MemberFile => ({
  href: document.pdfUrl,
  fileName: `document-${document.month}.pdf`,
  fetch: () => callApi(periodDocumentPdfRoute, { params: { id: document.id } }),
});

/** «Подписать кодом»: the code goes by SMS or Telegram; the answer says which. */
export const requestSignCode = (id: number) => callApi(documentSignCodeRoute, { params: { id } });
export const signDocument = (id: number, code: string) => callApi(signDocumentRoute, { params: { id }, body: { code } });
