import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from './points.js';

export const REWARDS_MONTHS_DEFAULT = 12;
export const REWARDS_MONTHS_MAX = 36;

/** GET /api/rewards/monthly?months=12 */
export const rewardsMonthlyQuery = z.object({
  months: z._default(
    z.coerce
      .number({ error: 'Укажите число' })
      .check(
        z.int({ error: 'Укажите целое число' }),
        z.gte(1, { error: 'Не меньше 1' }),
        z.lte(REWARDS_MONTHS_MAX, { error: `Не больше ${REWARDS_MONTHS_MAX}` }),
      ),
    REWARDS_MONTHS_DEFAULT,
  ),
});
export type RewardsMonthlyQuery = z.input<typeof rewardsMonthlyQuery>;

export const rewardsMonthSchema = z
  .object({
    /** `YYYY-MM`, a calendar month in Moscow time. */
    month: z.string(),
    /** Contracts signed in the month. */
    contractsCount: z.int().check(z.gte(0)),
    /** Points those contracts earned. */
    earned: pointsSchema,
  })
  .register(z.globalRegistry, { id: 'RewardsMonth' });
export type RewardsMonth = z.infer<typeof rewardsMonthSchema>;

/** The last `months` calendar months, oldest first, the current one last; months without contracts count 0. */
export const rewardsMonthlyResponse = z.object({ months: z.array(rewardsMonthSchema) });
export type RewardsMonthlyResponse = z.infer<typeof rewardsMonthlyResponse>;

export const rewardsMonthlyRoute = defineRoute({
  method: 'GET',
  path: '/api/rewards/monthly',
  operationId: 'getRewardsMonthly',
  summary: 'Заработок по месяцам (для графика)',
  tag: 'money',
  access: 'member',
  query: rewardsMonthlyQuery,
  response: rewardsMonthlyResponse,
  errors: [],
});
