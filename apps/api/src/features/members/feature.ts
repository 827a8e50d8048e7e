import type { Feature } from '../../http/feature.js';
import { membersRoutes } from './routes.js';

export const membersFeature: Feature = {
  routes: membersRoutes,
};
