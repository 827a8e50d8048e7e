import type { Feature } from '../../http/feature.js';
import { rewardsRoutes } from './routes.js';

export const rewardsFeature: Feature = {
  routes: rewardsRoutes,
};
