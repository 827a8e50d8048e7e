import type { Feature } from '../../http/feature.js';
import { signInDeliveryRoutes } from './routes.js';
import { deliveryJob } from './service.js';
import { smsBalanceJob } from './balance-job.js';

export const signInDeliveryFeature: Feature = {
  routes: signInDeliveryRoutes,
  jobs: [deliveryJob, smsBalanceJob],
};
