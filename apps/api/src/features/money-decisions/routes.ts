import {
  approveMoneyDecisionRoute,
  listMoneyDecisionsRoute,
  rejectMoneyDecisionRoute,
  type MoneyDecisionKind,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { approveMoneyDecision, listPendingMoneyDecisions, rejectMoneyDecision, type MoneyDecisionEffects } from './service.js';

/**
 * The routes of the decisions' approval. What approving each kind does is given by the composition
 * root (apps/api/src/money-decision-effects.ts): the features that ask for a decision use this one,
 * so it cannot import them back.
 */
export const moneyDecisionRoutes = (EFFECTS: Record<MoneyDecisionKind, MoneyDecisionEffects>) => [
  implement(listMoneyDecisionsRoute, async ({ deps }) => ({ decisions: await listPendingMoneyDecisions(deps.db) })),
  implement(approveMoneyDecisionRoute, async ({ deps, operator, params }) =>
    approveMoneyDecision(deps.db, auditActorOf(operator), params.id, EFFECTS, deps.clock.now()),
  ),
  implement(rejectMoneyDecisionRoute, async ({ deps, operator, params, body }) =>
    rejectMoneyDecision(deps.db, auditActorOf(operator), params.id, body.reason, EFFECTS, deps.clock.now()),
  ),
];
