import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from './points.js';
import { rewardTierSchema, rewardTierShape } from './reward-tier.js';

/**
 * GET /api/rewards/summary — this calendar month (Moscow time) for the home page's planner:
 * contracts so far, points earned by them, the tier reached and what the next tier needs.
 */
export const rewardsSummaryResponse = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  contractsCount: z.int().check(z.gte(0)),
  earned: pointsSchema,
  /** The tier this month's contracts have reached; null before the first contract. */
  currentTier: z.nullable(rewardTierSchema),
  /** What the next contract of the month will earn. */
  nextContractReward: pointsSchema,
  /** The next tier up and how many more contracts reach it; null on the top tier. */
  nextTier: z.nullable(z.object({ ...rewardTierShape, contractsLeft: z.int().check(z.positive()) })),
  tiers: z.array(rewardTierSchema),
});
export type RewardsSummaryResponse = z.infer<typeof rewardsSummaryResponse>;

export const rewardsSummaryRoute = defineRoute({
  method: 'GET',
  path: '/api/rewards/summary',
  operationId: 'getRewardsSummary',
  summary: 'Договоры и заработок этого месяца, уровень и что нужно до следующего',
  tag: 'money',
  access: 'member',
  response: rewardsSummaryResponse,
  errors: [],
});
