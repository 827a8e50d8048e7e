import { securityAlertsRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { securityAlerts } from './security-alerts.js';

/**
 * The dashboard's alerts of separation of duties (decision 0029); the second admin's decisions on an
 * account's change are the approvals door's (decision 0060).
 */
export const securityAlertRoutes = [
  implement(securityAlertsRoute, async ({ deps }) => ({ alerts: await securityAlerts(deps.db, deps.clock.now()) })),
];
