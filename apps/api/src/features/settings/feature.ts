import type { Feature } from '../../http/feature.js';
import { settingsRoutes } from './routes.js';

export const settingsFeature: Feature = {
  routes: settingsRoutes,
};
