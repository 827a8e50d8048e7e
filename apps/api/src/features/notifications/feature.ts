import type { Feature } from '../../http/feature.js';
import { notificationRoutes } from './routes.js';
import { notificationAdminRoutes } from './admin-routes.js';
import { deliveryJob } from './delivery-job.js';

export const notificationsFeature: Feature = {
  routes: [...notificationRoutes, ...notificationAdminRoutes],
  jobs: [deliveryJob],
};
