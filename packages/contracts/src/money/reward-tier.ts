import { z } from 'zod';
import { pointsSchema } from './points.js';

/** A monthly tier: from the `minContracts`-th contract of a calendar month each contract earns `reward`. */
export const rewardTierSchema = z
  .object({
    /** 1, 2, 3… from the lowest tier. */
    level: z.number().int().positive(),
    minContracts: z.number().int().positive(),
    /** The last contract count of this tier; null for the top one. */
    maxContracts: z.number().int().positive().nullable(),
    /** Points per contract. */
    reward: pointsSchema,
  })
  .meta({ id: 'RewardTier' });
export type RewardTier = z.infer<typeof rewardTierSchema>;
