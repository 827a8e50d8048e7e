// The earnings planner's arithmetic, apart from the page so it can be tested.
import { pluralRu, type RewardsSummaryResponse } from '@cabinet/contracts/client';
import { formatPoints } from '@/lib/format';
import { homeTexts as t } from './texts';

/**
 * How far this month's contracts have come from the current tier's start to the next tier's start,
 * 0…1; 1 on the top tier.
 */
export function tierProgress(summary: Pick<RewardsSummaryResponse, 'contractsCount' | 'currentTier' | 'nextTier'>): number {
  const { contractsCount, currentTier, nextTier } = summary;
  if (!nextTier) return 1;
  const from = currentTier ? currentTier.minContracts - 1 : 0;
  const span = nextTier.minContracts - 1 - from;
  if (span <= 0) return 0;
  return Math.min(1, Math.max(0, (contractsCount - from) / span));
}

/** The planner's sentence: what the next tier needs and pays, or that the top is reached. */
export function nextTierText(summary: Pick<RewardsSummaryResponse, 'nextTier'>): string {
  const next = summary.nextTier;
  if (!next) return t.topTier;
  return t.toNextTier(next.contractsLeft, pluralRu(next.contractsLeft, t.contractsWords), next.level, formatPoints(next.reward));
}
