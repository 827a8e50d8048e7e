import { dashboardRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { getDashboard } from './service.js';

export const dashboardRoutes = [
  implement(dashboardRoute, async ({ deps, operator }) => getDashboard(deps.db, operator, deps.clock.now())),
];
