import type { Feature } from '../../http/feature.js';
import { sweepJob } from './sweep-job.js';

export const housekeepingFeature: Feature = {
  routes: [],
  jobs: [sweepJob],
};
