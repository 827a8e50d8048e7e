import {
  approveMoneyDecisionRoute,
  listMoneyDecisionsRoute,
  rejectMoneyDecisionRoute,
  type MoneyDecisionKind,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { contestPrizesDecision } from '../contests/service.js';
import { auditActorOf } from '../audit/service.js';
import { applyApprovedTargets } from '../targets/service.js';
import { applyApprovedTiers } from '../tiers/service.js';
import { approveMoneyDecision, listPendingMoneyDecisions, rejectMoneyDecision, type MoneyDecisionEffects } from './service.js';

/** What approving each kind of decision does; a refusal of a target or a tier table changes nothing. */
const EFFECTS: Record<MoneyDecisionKind, MoneyDecisionEffects> = {
  target: { apply: (tx, d, who, now) => applyApprovedTargets(tx, d, who, now) },
  tiers: { apply: (tx, d, who, now) => applyApprovedTiers(tx, d.payload, who, now) },
  contest_prizes: contestPrizesDecision,
};

export const moneyDecisionRoutes = [
  implement(listMoneyDecisionsRoute, async ({ deps }) => ({ decisions: await listPendingMoneyDecisions(deps.db) })),
  implement(approveMoneyDecisionRoute, async ({ deps, operator, params }) =>
    approveMoneyDecision(deps.db, auditActorOf(operator), params.id, EFFECTS, deps.clock.now()),
  ),
  implement(rejectMoneyDecisionRoute, async ({ deps, operator, params, body }) =>
    rejectMoneyDecision(deps.db, auditActorOf(operator), params.id, body.reason, EFFECTS, deps.clock.now()),
  ),
];
