import type { Feature } from '../../http/feature.js';
import { streakReminderJob } from './reminder-job.js';
import { streakRoutes } from './routes.js';

/** The weekly streak (docs/product.md §11.2): the member's read and Saturday's reminder. */
export const streaksFeature: Feature = {
  routes: streakRoutes,
  jobs: [streakReminderJob],
};
