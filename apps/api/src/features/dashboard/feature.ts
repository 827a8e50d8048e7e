import type { Feature } from '../../http/feature.js';
import { dashboardRoutes } from './routes.js';

export const dashboardFeature: Feature = {
  routes: dashboardRoutes,
};
