import { approveApprovalRoute, listApprovalsRoute, rejectApprovalRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { approveApproval, listPendingApprovals, rejectApproval, type ApprovalEffects } from './service.js';

/** The approvals' routes; what approving each kind does comes from the composition root. */
export const approvalRoutes = (effects: ApprovalEffects) => [
  implement(listApprovalsRoute, async ({ deps, operator, query }) => ({
    approvals: await listPendingApprovals(deps.db, query, operator),
  })),
  implement(approveApprovalRoute, async ({ deps, operator, params }) =>
    approveApproval(deps, { ...auditActorOf(operator), role: operator.role }, params.id, effects, deps.clock.now()),
  ),
  implement(rejectApprovalRoute, async ({ deps, operator, params, body }) =>
    rejectApproval(deps, { ...auditActorOf(operator), role: operator.role }, params.id, body.reason, effects, deps.clock.now()),
  ),
];
