import type { Feature } from '../../http/feature.js';
import { payoutAccountRoutes } from './routes.js';

export const payoutAccountsFeature: Feature = {
  routes: payoutAccountRoutes,
};
