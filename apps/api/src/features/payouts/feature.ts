import type { Feature } from '../../http/feature.js';
import { payoutsRoutes } from './routes.js';
import { payoutBalanceJob, reconcilePayoutsJob, registryPayoutsJob, submitPayoutsJob, sweepPayoutsJob } from './jobs.js';

export const payoutsFeature: Feature = {
  routes: payoutsRoutes,
  jobs: [submitPayoutsJob, sweepPayoutsJob, registryPayoutsJob, reconcilePayoutsJob, payoutBalanceJob],
};
