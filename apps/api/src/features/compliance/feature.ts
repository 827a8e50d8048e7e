import type { Feature } from '../../http/feature.js';
import { complianceRoutes } from './routes.js';

export const complianceFeature: Feature = {
  routes: complianceRoutes,
};
