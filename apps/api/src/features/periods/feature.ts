import type { Feature } from '../../http/feature.js';
import { periodRoutes } from './routes.js';

export const periodsFeature: Feature = { routes: periodRoutes };
