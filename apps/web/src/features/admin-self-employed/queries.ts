import { exportNpdReceiptsRoute, getNpdSettingsRoute, type ReceiptsExportQuery } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const npdSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'self-employed', 'settings'],
    queryFn: ({ signal }) => callApi(getNpdSettingsRoute, { signal }),
  });

export const downloadReceipts = (query: ReceiptsExportQuery) => callApi(exportNpdReceiptsRoute, { query });
