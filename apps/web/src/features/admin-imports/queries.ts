import {
  applyImportRoute,
  getImportRoute,
  importTemplateRoute,
  listImportRowsRoute,
  listImportsRoute,
  previewImportRoute,
  type ImportRowKind,
  type ListImportsQuery,
} from '@cabinet/contracts/client';
import { IMPORT_ROWS_PAGE } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const HISTORY_PAGE = 10;

export const importQueries = {
  /** Under the root an approval of an import's short holds invalidates (decision 0060). */
  all: adminQueryRoots.imports,
  histories: () => [...importQueries.all, 'history'] as const,
  /** A page of the history: the list URL's query (use-list-url.ts). */
  history: (query: ListImportsQuery) =>
    queryOptions({
      queryKey: [...importQueries.histories(), query],
      queryFn: ({ signal }) => callApi(listImportsRoute, { query, signal }),
    }),
  /** Polls every second while the import is being applied: the progress bar follows it. */
  job: (id: number) =>
    queryOptions({
      queryKey: [...importQueries.all, 'job', id],
      queryFn: ({ signal }) => callApi(getImportRoute, { params: { id }, signal }),
      refetchInterval: (query) => (query.state.data?.status === 'applying' ? 1000 : false),
    }),
  rows: (id: number, kind: ImportRowKind | undefined, skip: number) =>
    queryOptions({
      queryKey: [...importQueries.all, 'rows', id, kind ?? 'all', skip],
      queryFn: ({ signal }) =>
        callApi(listImportRowsRoute, {
          params: { id },
          query: { ...(kind ? { kind } : {}), skipCount: skip, maxResultCount: IMPORT_ROWS_PAGE },
          signal,
        }),
    }),
};

export const uploadContracts = (file: File, onProgress: (percent: number) => void) =>
  callApi(previewImportRoute, { file, fields: { fileName: file.name }, onProgress });

export const applyImport = (id: number) => callApi(applyImportRoute, { params: { id } });

/** The template file of the import (CSV, the columns and two example rows). */
export const downloadImportTemplate = () => callApi(importTemplateRoute, {});
