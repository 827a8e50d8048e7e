// A member's statements (decisions 0033 and 0034): the month and the year, and their PDFs.
import {
  getIncomeStatementPdfRoute,
  getIncomeStatementRoute,
  getStatementPdfRoute,
  getStatementRoute,
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
