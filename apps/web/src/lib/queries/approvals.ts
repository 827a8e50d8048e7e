// The requests waiting for a second admin at the approvals door (decision 0060): their list, which
// «На подтверждении» shows and the overview counts, and the two decisions, which the member card, the
// НДФЛ rules, the targets, the tier tables, the contests and the disputes offer beside what they would
// change. Shared: a feature does not import another's factory.
import { approveApprovalRoute, listApprovalsRoute, rejectApprovalRoute, type ApprovalKind } from '@cabinet/contracts/client';
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
  /** The requests of a kind waiting, of one subject when given (a month's tier tables). */
  of: (kind: ApprovalKind, subject?: string) =>
    queryOptions({
      queryKey: [...adminQueryRoots.approvals, 'pending', { kind, subject }],
      queryFn: ({ signal }) =>
        callApi(listApprovalsRoute, { query: subject === undefined ? { kind } : { kind, subject }, signal }),
      refetchInterval: 60_000,
    }),
};

/**
 * What a decision on a request makes stale: the list, and every screen of what approving a request
 * changes (the member's employment, the imports, the НДФЛ rules, the targets, the tier tables, the
 * contests' prizes, the disputes, the adjustments, the months, the programme's settings, the operators
 * and the alerts about them, the desk's orders, the partners' API keys, the teams' supervisors) — a refusal because someone
 * else decided first changes them as well.
 */
export const afterApprovalDecision = [
  adminQueryRoots.approvals,
  adminQueryRoots.members,
  adminQueryRoots.imports,
  adminQueryRoots.taxSettings,
  adminQueryRoots.targets,
  adminQueryRoots.tiers,
  adminQueryRoots.contests,
  adminQueryRoots.disputes,
  adminQueryRoots.adjustments,
  adminQueryRoots.periods,
  adminQueryRoots.settings,
  adminQueryRoots.operators,
  adminQueryRoots.securityAlerts,
  adminQueryRoots.desk,
  adminQueryRoots.partnerKeys,
  adminQueryRoots.teams,
] as const;

export const approveApproval = (id: number) => callApi(approveApprovalRoute, { params: { id } });
export const rejectApproval = (id: number, reason: string) => callApi(rejectApprovalRoute, { params: { id }, body: { reason } });
