import type { Feature } from '../../http/feature.js';
import { releaseHeldRewardsJob } from './release-job.js';
import { rewardsRoutes } from './routes.js';

export const rewardsFeature: Feature = {
  routes: rewardsRoutes,
  jobs: [releaseHeldRewardsJob],
};
