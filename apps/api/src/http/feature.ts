import type { AppDeps } from '../app-deps.js';
import type { AnyJob } from '../jobs/queue.js';
import type { RouteImplementation } from './route-handler.js';

/**
 * What one feature adds to the API: its routes (the members' and the back office's) and its kinds
 * of background work. Each feature folder exports one from `feature.ts`; `app.ts` lists each once.
 */
export interface Feature {
  routes: readonly RouteImplementation[];
  jobs?: readonly AnyJob<AppDeps>[];
}
