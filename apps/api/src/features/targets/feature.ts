import type { Feature } from '../../http/feature.js';
import { targetRoutes } from './routes.js';

export const targetsFeature: Feature = {
  routes: targetRoutes,
};
