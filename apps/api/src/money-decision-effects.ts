// What approving each kind of money decision does (decision 0041), composed above the features:
// targets, tier tables, contests and disputes ask the money-decisions feature for a decision, and this map
// gives it their effects back without a cycle between the folders.
import type { MoneyDecisionKind } from '@cabinet/contracts';
import { contestPrizesDecision } from './features/contests/service.js';
import { disputeCreditDecision } from './features/disputes/admin-service.js';
import type { MoneyDecisionEffects } from './features/money-decisions/service.js';
import { applyApprovedTargets } from './features/targets/service.js';
import { applyApprovedTiers } from './features/tiers/service.js';

/** A refusal of a target or a tier table changes nothing; a contest's refused prizes are told to their members. */
export const MONEY_DECISION_EFFECTS: Record<MoneyDecisionKind, MoneyDecisionEffects> = {
  target: { apply: (tx, d, who, now) => applyApprovedTargets(tx, d, who, now) },
  tiers: { apply: (tx, d, who, now) => applyApprovedTiers(tx, d.payload, who, now) },
  contest_prizes: contestPrizesDecision,
  dispute_credit: disputeCreditDecision,
};
