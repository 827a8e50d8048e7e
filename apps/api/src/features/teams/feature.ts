import type { Feature } from '../../http/feature.js';
import { teamRoutes } from './routes.js';

/** The team structure (decision 0065): dealers, points of sale, teams, their dated agents and supervisors. */
export const teamsFeature: Feature = { routes: teamRoutes };
