// The back office's compliance view (decision 0052): the year's report and its CSV.
import { complianceCsvRoute, complianceRoute } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const complianceQueries = {
  report: (year: number) =>
    queryOptions({
      queryKey: ['admin', 'compliance', year],
      queryFn: ({ signal }) => callApi(complianceRoute, { query: { year }, signal }),
    }),
};

export const exportCompliance = (year: number) => callApi(complianceCsvRoute, { query: { year } });
