import type { Feature } from '../../http/feature.js';
import { disputeAdminRoutes } from './admin-routes.js';
import { disputeRoutes } from './routes.js';

export const disputesFeature: Feature = {
  routes: [...disputeRoutes, ...disputeAdminRoutes],
};
