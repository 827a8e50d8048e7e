// The self-employed section's calls (decision 0034): the standing, the ФНС check, the binding, the statements.
import {
  bindNpdRoute,
  checkNpdRoute,
  getIncomeStatementRoute,
  getNpdRoute,
  getStatementPdfRoute,
  getStatementRoute,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

const root = ['self-employed'] as const;

export const selfEmployedQueries = {
  view: () =>
    queryOptions({
      queryKey: [...root, 'view'],
      queryFn: ({ signal }) => callApi(getNpdRoute, { signal }),
    }),
  statement: (month: string) =>
    queryOptions({
      queryKey: [...root, 'statement', month],
      queryFn: ({ signal }) => callApi(getStatementRoute, { query: { month }, signal }),
    }),
  year: (year: number) =>
    queryOptions({
      queryKey: [...root, 'year', year],
      queryFn: ({ signal }) => callApi(getIncomeStatementRoute, { query: { year }, signal }),
    }),
};

export const checkNpd = () => callApi(checkNpdRoute, {});
export const bindNpd = () => callApi(bindNpdRoute, {});

/** The PDF is a plain link: the web app's server forwards it with the session. */
export const statementPdfHref = (month: string) => `${getStatementPdfRoute.path}?month=${encodeURIComponent(month)}`;
