// The rules and the consent in the back office (decision 0049): versions and acceptance rates, the
// publication of this release's text, the acceptance log as CSV.
import { adminLegalRoute, exportLegalAcceptancesRoute, publishLegalRoute, type LegalKind } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const legalAdminQueries = {
  overview: () => queryOptions({ queryKey: ['admin', 'legal'], queryFn: ({ signal }) => callApi(adminLegalRoute, { signal }) }),
};

export const publishLegal = (kind: LegalKind, summary: string) =>
  callApi(publishLegalRoute, { params: { kind }, body: { summary } });
export const exportLegalAcceptances = (kind: LegalKind) => callApi(exportLegalAcceptancesRoute, { query: { kind } });
