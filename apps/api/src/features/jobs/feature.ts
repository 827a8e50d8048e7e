import type { Feature } from '../../http/feature.js';
import { jobsRoutes } from './routes.js';

export const jobsFeature: Feature = {
  routes: jobsRoutes,
};
