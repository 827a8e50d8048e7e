import * as z from 'zod/mini';
import { pointsSchema } from './points.js';

/** A monthly tier: from the `minContracts`-th contract of a calendar month each contract earns `reward`. */
export const rewardTierShape = {
  /** 1, 2, 3… from the lowest tier. */
  level: z.int().check(z.positive()),
  minContracts: z.int().check(z.positive()),
  /** The last contract count of this tier; null for the top one. */
  maxContracts: z.nullable(z.int().check(z.positive())),
  /** Points per contract. */
  reward: pointsSchema,
};
export const rewardTierSchema = z.object(rewardTierShape).register(z.globalRegistry, { id: 'RewardTier' });
export type RewardTier = z.infer<typeof rewardTierSchema>;
