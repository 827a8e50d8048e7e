import type { Feature } from '../../http/feature.js';
import { teamCabinetRoutes } from './routes.js';

/** The supervisor's «Команда» in the member's cabinet (docs/product.md §12h, decision 0065). */
export const teamCabinetFeature: Feature = { routes: teamCabinetRoutes };
