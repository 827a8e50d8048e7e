import type { Feature } from '../../http/feature.js';
import { ordersRoutes } from './routes.js';

export const ordersFeature: Feature = {
  routes: ordersRoutes,
};
