import { listAdjustmentsRoute, requestAdjustmentRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { listAdjustments, requestAdjustment } from './service.js';

/** Proposing and listing adjustments; they are approved or refused at the approvals door (decision 0060). */
export const adjustmentRoutes = [
  implement(requestAdjustmentRoute, async ({ deps, operator, params, body }) =>
    requestAdjustment(deps.db, auditActorOf(operator), params.id.toLowerCase(), body, deps.clock.now()),
  ),
  implement(listAdjustmentsRoute, async ({ deps, query }) => ({ adjustments: await listAdjustments(deps.db, query.status) })),
];
