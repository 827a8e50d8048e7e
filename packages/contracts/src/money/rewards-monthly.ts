import { z } from 'zod';
import { pointsSchema } from './points.js';

export const REWARDS_MONTHS_DEFAULT = 12;
export const REWARDS_MONTHS_MAX = 36;

/** GET /api/rewards/monthly?months=12 */
export const rewardsMonthlyQuery = z.object({
  months: z.coerce
    .number({ error: 'Укажите число' })
    .int({ error: 'Укажите целое число' })
    .min(1, { error: 'Не меньше 1' })
    .max(REWARDS_MONTHS_MAX, { error: `Не больше ${REWARDS_MONTHS_MAX}` })
    .default(REWARDS_MONTHS_DEFAULT),
});
export type RewardsMonthlyQuery = z.input<typeof rewardsMonthlyQuery>;

export const rewardsMonthSchema = z
  .object({
    /** `YYYY-MM`, a calendar month in Moscow time. */
    month: z.string(),
    /** Contracts signed in the month. */
    contractsCount: z.number().int().min(0),
    /** Points those contracts earned. */
    earned: pointsSchema,
  })
  .meta({ id: 'RewardsMonth' });
export type RewardsMonth = z.infer<typeof rewardsMonthSchema>;

/** The last `months` calendar months, oldest first, the current one last; months without contracts count 0. */
export const rewardsMonthlyResponse = z.object({ months: z.array(rewardsMonthSchema) });
export type RewardsMonthlyResponse = z.infer<typeof rewardsMonthlyResponse>;
