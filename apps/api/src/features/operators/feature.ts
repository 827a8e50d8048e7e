import type { Feature } from '../../http/feature.js';
import { operatorRoutes } from './routes.js';
import { securityAlertRoutes } from './alert-routes.js';

export const operatorsFeature: Feature = {
  routes: [...operatorRoutes, ...securityAlertRoutes],
};
