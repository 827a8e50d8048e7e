import type { Feature } from '../../http/feature.js';
import { operatorRoutes } from './routes.js';
import { operatorChangeRoutes } from './change-routes.js';

export const operatorsFeature: Feature = {
  routes: [...operatorRoutes, ...operatorChangeRoutes],
};
