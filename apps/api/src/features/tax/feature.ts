import type { Feature } from '../../http/feature.js';
import { taxRoutes } from './routes.js';

export const taxFeature: Feature = {
  routes: taxRoutes,
};
