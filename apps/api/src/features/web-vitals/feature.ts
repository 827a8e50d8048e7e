import type { Feature } from '../../http/feature.js';
import { webVitalsRoutes } from './routes.js';

export const webVitalsFeature: Feature = {
  routes: webVitalsRoutes,
};
