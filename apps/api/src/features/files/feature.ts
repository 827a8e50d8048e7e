import type { Feature } from '../../http/feature.js';
import { fileRoutes } from './routes.js';

export const filesFeature: Feature = {
  routes: fileRoutes,
};
