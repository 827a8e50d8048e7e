import type { Feature } from '../../http/feature.js';
import { tiersRoutes } from './routes.js';

export const tiersFeature: Feature = {
  routes: tiersRoutes,
};
