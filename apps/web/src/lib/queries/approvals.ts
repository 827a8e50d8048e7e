// The requests waiting for a second admin at the approvals door (decision 0060): their list, which
// «На подтверждении» shows and the overview counts, and the two decisions, which the member card and
// the НДФЛ rules offer beside what they would change. Shared: a feature does not import another's factory.
import { approveApprovalRoute, listApprovalsRoute, rejectApprovalRoute } from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api-client/call-api';
import { adminQueryRoots } from './roots';

export const approvalQueries = {
  all: () => adminQueryRoots.approvals,
  /** Every request waiting; read again every minute while shown: others ask and decide meanwhile. */
  pending: () =>
    queryOptions({
      queryKey: [...adminQueryRoots.approvals, 'pending'],
      queryFn: ({ signal }) => callApi(listApprovalsRoute, { signal }),
      refetchInterval: 60_000,
    }),
};

/**
 * What a decision on a request makes stale: the list, and every screen of what approving a request
 * changes (the member's employment, the imports, the НДФЛ rules) — a refusal because someone else
 * decided first changes them as well.
 */
export const afterApprovalDecision = [
  adminQueryRoots.approvals,
  adminQueryRoots.members,
  adminQueryRoots.imports,
  adminQueryRoots.taxSettings,
] as const;

export const approveApproval = (id: number) => callApi(approveApprovalRoute, { params: { id } });
export const rejectApproval = (id: number, reason: string) => callApi(rejectApprovalRoute, { params: { id }, body: { reason } });
