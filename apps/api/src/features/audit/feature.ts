import type { Feature } from '../../http/feature.js';
import { auditRoutes } from './routes.js';

export const auditFeature: Feature = {
  routes: auditRoutes,
};
