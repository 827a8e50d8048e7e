import { approveAdjustmentRoute, listAdjustmentsRoute, rejectAdjustmentRoute, requestAdjustmentRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { approveAdjustment, listAdjustments, rejectAdjustment, requestAdjustment } from './service.js';

export const adjustmentRoutes = [
  implement(requestAdjustmentRoute, async ({ deps, operator, params, body }) =>
    requestAdjustment(deps.db, auditActorOf(operator), params.id.toLowerCase(), body, deps.clock.now()),
  ),
  implement(listAdjustmentsRoute, async ({ deps, query }) => ({ adjustments: await listAdjustments(deps.db, query.status) })),
  implement(approveAdjustmentRoute, async ({ deps, operator, params }) =>
    approveAdjustment(deps.db, auditActorOf(operator), params.id, deps.clock.now()),
  ),
  implement(rejectAdjustmentRoute, async ({ deps, operator, params, body }) =>
    rejectAdjustment(deps.db, auditActorOf(operator), params.id, body.note, deps.clock.now()),
  ),
];
