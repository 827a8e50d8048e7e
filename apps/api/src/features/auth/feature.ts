import type { Feature } from '../../http/feature.js';
import { authRoutes } from './routes.js';

export const authFeature: Feature = {
  routes: authRoutes,
};
