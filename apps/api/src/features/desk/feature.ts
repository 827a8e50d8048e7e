import type { Feature } from '../../http/feature.js';
import { deskRoutes } from './routes.js';

export const deskFeature: Feature = {
  routes: deskRoutes,
};
