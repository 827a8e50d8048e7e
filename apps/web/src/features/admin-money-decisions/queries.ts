// Money decisions waiting for a second admin (decision 0041): the list and its two actions.
import { approveMoneyDecisionRoute, listMoneyDecisionsRoute, rejectMoneyDecisionRoute } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const moneyDecisionQueries = {
  all: () => ['admin', 'money-decisions'] as const,
  pending: () =>
    queryOptions({
      queryKey: moneyDecisionQueries.all(),
      queryFn: ({ signal }) => callApi(listMoneyDecisionsRoute, { signal }),
    }),
};

export const approveMoneyDecision = (id: number) => callApi(approveMoneyDecisionRoute, { params: { id } });
export const rejectMoneyDecision = (id: number, reason: string) =>
  callApi(rejectMoneyDecisionRoute, { params: { id }, body: { reason } });
