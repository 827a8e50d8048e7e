import type { Feature } from '../../http/feature.js';
import { legalRoutes } from './routes.js';

export const legalFeature: Feature = { routes: legalRoutes };
