import type { Feature } from '../../http/feature.js';
import { profileRoutes } from './routes.js';

export const profileFeature: Feature = {
  routes: profileRoutes,
};
