import type { Feature } from '../../http/feature.js';
import { selfEmployedRoutes } from './routes.js';
import { recheckNpdJob } from './recheck-job.js';
import { fetchReceiptsJob } from './receipt-job.js';

export const selfEmployedFeature: Feature = {
  routes: selfEmployedRoutes,
  jobs: [recheckNpdJob, fetchReceiptsJob],
};
