// Targets cascaded through the teams (decision 0067): the month's tree, read by every operator, and
// the admins' changes, each answering the month's tree again. Its keys are under the personal targets'
// root: an agent's share is their personal target, so the targets' list is read again with it.
import {
  getTargetCascadeRoute,
  setCascadeShareRoute,
  setDealerTargetRoute,
  unfixCascadeShareRoute,
  type CascadeShareLevel,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const cascadeQueries = {
  all: adminQueryRoots.targets,
  /** The month's tree; '' is this month, as the API reads it. */
  month: (month: string) =>
    queryOptions({
      queryKey: [...adminQueryRoots.targets, 'cascade', month],
      queryFn: ({ signal }) => callApi(getTargetCascadeRoute, { query: month ? { month } : {}, signal }),
    }),
};

export const setDealerTarget = (dealerId: string, month: string, contracts: number) =>
  callApi(setDealerTargetRoute, { params: { id: dealerId }, body: { month, contracts } });
export const setShare = (level: CascadeShareLevel, id: string, month: string, contracts: number) =>
  callApi(setCascadeShareRoute, { params: { level, id }, body: { month, contracts } });
export const unfixShare = (level: CascadeShareLevel, id: string, month: string) =>
  callApi(unfixCascadeShareRoute, { params: { level, id }, body: { month } });
