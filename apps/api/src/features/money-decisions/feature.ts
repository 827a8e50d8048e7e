import type { MoneyDecisionKind } from '@cabinet/contracts';
import type { Feature } from '../../http/feature.js';
import type { MoneyDecisionEffects } from './service.js';
import { moneyDecisionRoutes } from './routes.js';

/** Money decisions with what approving each kind does (given by the composition root: money-decision-effects.ts). */
export const moneyDecisionsFeature = (effects: Record<MoneyDecisionKind, MoneyDecisionEffects>): Feature => ({
  routes: moneyDecisionRoutes(effects),
});
