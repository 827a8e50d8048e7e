import type { Feature } from '../../http/feature.js';
import { identityRoutes } from './routes.js';
import { identityAdminRoutes } from './admin-routes.js';
import { retentionJob } from './retention-job.js';

export const identityFeature: Feature = {
  routes: [...identityRoutes, ...identityAdminRoutes],
  jobs: [retentionJob],
};
