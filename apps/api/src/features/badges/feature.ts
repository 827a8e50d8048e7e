import type { Feature } from '../../http/feature.js';
import { badgeNightlyJob, newBadgeJob } from './award.js';
import { badgeRoutes } from './routes.js';

/** Badges (docs/product.md §11.5): operators' definitions, the member's profile and their awarding. */
export const badgesFeature: Feature = {
  routes: badgeRoutes,
  jobs: [badgeNightlyJob, newBadgeJob],
};
