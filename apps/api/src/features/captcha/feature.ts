import type { Feature } from '../../http/feature.js';
import { captchaRoutes } from './routes.js';

export const captchaFeature: Feature = {
  routes: captchaRoutes,
};
