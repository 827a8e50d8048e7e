// A member's statements (decisions 0033 and 0034): the month and the year, and their PDFs.
import {
  getIncomeStatementPdfRoute,
  getIncomeStatementRoute,
  getStatementPdfRoute,
  getStatementRoute,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

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

/** The PDFs are plain links: the web app's server forwards them with the session. */
export const statementPdfHref = (month: string) => `${getStatementPdfRoute.path}?month=${encodeURIComponent(month)}`;
export const incomePdfHref = (year: number) => `${getIncomeStatementPdfRoute.path}?year=${year}`;
