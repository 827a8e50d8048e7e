import type { Feature } from '../../http/feature.js';
import { supervisorOverrideRoutes } from './routes.js';

/** Supervisor overrides (docs/product.md §11.6, decision 0069): the month's rule in the back office. */
export const supervisorOverridesFeature: Feature = { routes: supervisorOverrideRoutes };
