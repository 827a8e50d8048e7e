import type { Feature } from '../../http/feature.js';
import { adjustmentRoutes } from './routes.js';

export const adjustmentsFeature: Feature = {
  routes: adjustmentRoutes,
};
