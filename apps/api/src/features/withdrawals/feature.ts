import type { Feature } from '../../http/feature.js';
import { withdrawalRoutes } from './routes.js';

export const withdrawalsFeature: Feature = {
  routes: withdrawalRoutes,
};
