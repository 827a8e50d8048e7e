import { z } from 'zod';
import { pointsSchema } from './points.js';
import { rewardTierSchema } from './reward-tier.js';

/**
 * GET /api/rewards/summary — this calendar month (Moscow time) for the home page's planner:
 * contracts so far, points earned by them, the tier reached and what the next tier needs.
 */
export const rewardsSummaryResponse = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  contractsCount: z.number().int().min(0),
  earned: pointsSchema,
  /** The tier this month's contracts have reached; null before the first contract. */
  currentTier: rewardTierSchema.nullable(),
  /** What the next contract of the month will earn. */
  nextContractReward: pointsSchema,
  /** The next tier up and how many more contracts reach it; null on the top tier. */
  nextTier: rewardTierSchema.extend({ contractsLeft: z.number().int().positive() }).nullable(),
  tiers: z.array(rewardTierSchema),
});
export type RewardsSummaryResponse = z.infer<typeof rewardsSummaryResponse>;
