import {
  getOverrideRuleRoute,
  getTiersRoute,
  updateOverrideRuleRoute,
  updateTiersRoute,
  type UpdateOverrideRuleBody,
  type UpdateTiersBody,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const tierQueries = {
  all: adminQueryRoots.tiers,
  month: (month: string) =>
    queryOptions({
      queryKey: [...tierQueries.all, month],
      queryFn: ({ signal }) => callApi(getTiersRoute, { query: { month }, signal }),
    }),
};

export const saveTiers = (body: UpdateTiersBody) => callApi(updateTiersRoute, { body });

/** The month's supervisor override rule (docs/product.md §11.6), kept under the tier tables' root. */
export const overrideQueries = {
  all: [...adminQueryRoots.tiers, 'override'] as const,
  month: (month: string) =>
    queryOptions({
      queryKey: [...overrideQueries.all, month],
      queryFn: ({ signal }) => callApi(getOverrideRuleRoute, { query: { month }, signal }),
    }),
};

export const saveOverrideRule = (body: UpdateOverrideRuleBody) => callApi(updateOverrideRuleRoute, { body });
