import type { Feature } from '../../http/feature.js';
import { contestRoutes } from './routes.js';
import { contestsTickJob, finishContestJob, remindContestJob, startContestJob } from './lifecycle-jobs.js';

export const contestsFeature: Feature = {
  routes: contestRoutes,
  jobs: [startContestJob, remindContestJob, finishContestJob, contestsTickJob],
};
