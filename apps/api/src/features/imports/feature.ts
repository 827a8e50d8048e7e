import type { Feature } from '../../http/feature.js';
import { importRoutes } from './routes.js';
import { applyImportJob } from './apply-job.js';

export const importsFeature: Feature = {
  routes: importRoutes,
  jobs: [applyImportJob],
};
