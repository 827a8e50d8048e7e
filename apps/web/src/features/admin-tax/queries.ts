import {
  getTaxSettingsRoute,
  refusedInnClaimsRoute,
  taxRegisterRoute,
  updateTaxSettingsRoute,
  type TaxRegisterQuery,
  type TaxSettings,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const taxAdminQueries = {
  /** Under the root an approval of a lower tax invalidates (decision 0060). */
  settings: () =>
    queryOptions({ queryKey: adminQueryRoots.taxSettings, queryFn: ({ signal }) => callApi(getTaxSettingsRoute, { signal }) }),
  innClaims: () =>
    queryOptions({ queryKey: ['admin', 'tax-inn-claims'], queryFn: ({ signal }) => callApi(refusedInnClaimsRoute, { signal }) }),
};

export const saveTaxSettings = (body: TaxSettings) => callApi(updateTaxSettingsRoute, { body });
export const downloadTaxRegister = (query: TaxRegisterQuery) => callApi(taxRegisterRoute, { query });
