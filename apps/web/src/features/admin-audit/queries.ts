// The audit log: a page of entries by filter, and the same filter as a CSV file.
import { exportAuditRoute, listAuditRoute, type AuditFilter } from '@cabinet/contracts/client';
import { AUDIT_PAGE_SIZE } from '@cabinet/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const auditQueries = {
  page: (filter: AuditFilter, skip: number) =>
    queryOptions({
      queryKey: ['admin', 'audit', filter, skip],
      queryFn: ({ signal }) =>
        callApi(listAuditRoute, { query: { ...filter, skipCount: skip, maxResultCount: AUDIT_PAGE_SIZE }, signal }),
      placeholderData: keepPreviousData,
    }),
};

export const exportAudit = (filter: AuditFilter) => callApi(exportAuditRoute, { query: filter });
