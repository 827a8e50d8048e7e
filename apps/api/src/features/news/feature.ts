import type { Feature } from '../../http/feature.js';
import { newsRoutes } from './routes.js';
import { newsAdminRoutes } from './admin-routes.js';
import { goLiveJob } from './go-live-job.js';
import { importantNewsPushJob } from './important-push-job.js';

export const newsFeature: Feature = {
  routes: [...newsRoutes, ...newsAdminRoutes],
  jobs: [goLiveJob, importantNewsPushJob],
};
