import type { Feature } from '../../http/feature.js';
import { balanceRoutes } from './routes.js';

export const balanceFeature: Feature = {
  routes: balanceRoutes,
};
