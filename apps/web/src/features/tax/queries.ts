'use client';
// The member's tax profile: read and saved through `/api/lk/tax-profile/`.
import { getTaxProfileRoute, setTaxProfileRoute, type SetTaxProfileBody } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const taxQueries = {
  profile: () => queryOptions({ queryKey: ['tax-profile'], queryFn: ({ signal }) => callApi(getTaxProfileRoute, { signal }) }),
};

export const saveTaxProfile = (body: SetTaxProfileBody) => callApi(setTaxProfileRoute, { body });
