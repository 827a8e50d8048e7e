import type { Feature } from '../../http/feature.js';
import { banksRoutes } from './routes.js';
import { refreshBanksJob } from './refresh-job.js';

export const banksFeature: Feature = {
  routes: banksRoutes,
  jobs: [refreshBanksJob],
};
