import type { Feature } from '../../http/feature.js';
import { partnerKeyRoutes, partnerRoutes } from './routes.js';

/** The partner API (decision 0063): the company's systems' calls, and their keys in the back office. */
export const partnerApiFeature: Feature = { routes: [...partnerRoutes, ...partnerKeyRoutes] };
