// The audit log: a page of entries by filter, and the same filter as a CSV file.
import { exportAuditRoute, listAuditRoute, type AuditFilter, type ListAuditQuery } from '@cabinet/contracts/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const auditQueries = {
  /** A page of the log: the list URL's query (use-list-url.ts). */
  page: (query: ListAuditQuery) =>
    queryOptions({
      queryKey: ['admin', 'audit', query],
      queryFn: ({ signal }) => callApi(listAuditRoute, { query, signal }),
      placeholderData: keepPreviousData,
    }),
};

export const exportAudit = (filter: AuditFilter) => callApi(exportAuditRoute, { query: filter });
