import {
  approveOperatorChangeRoute,
  listOperatorChangesRoute,
  rejectOperatorChangeRoute,
  securityAlertsRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { approveChange, listPendingChanges, rejectChange } from './changes.js';
import { operatorDeps } from './routes.js';
import { securityAlerts } from './security-alerts.js';

/** The second admin's side of separation of duties (decision 0029), and the dashboard's alerts. */
export const operatorChangeRoutes = [
  implement(listOperatorChangesRoute, async ({ deps }) => ({ changes: await listPendingChanges(deps.db) })),
  implement(approveOperatorChangeRoute, async ({ deps, operator, params }) =>
    approveChange(operatorDeps(deps), operator, params.id, deps.clock.now()),
  ),
  implement(rejectOperatorChangeRoute, async ({ deps, operator, params }) => {
    await rejectChange(operatorDeps(deps), operator, params.id, deps.clock.now());
    return { success: true as const };
  }),
  implement(securityAlertsRoute, async ({ deps }) => ({ alerts: await securityAlerts(deps.db, deps.clock.now()) })),
];
