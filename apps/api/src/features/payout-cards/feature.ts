import type { Feature } from '../../http/feature.js';
import { payoutCardRoutes } from './routes.js';

export const payoutCardsFeature: Feature = {
  routes: payoutCardRoutes,
};
