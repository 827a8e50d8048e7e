import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { isoDateSchema } from '../common/validation.js';
import { pointsSchema } from './points.js';

/**
 * GET /api/balance/held/ — rewards «ожидает подтверждения»: accrued for contracts still in the
 * programme's quality hold, not yet withdrawable (docs/product.md «Удержание начислений»), by the
 * Moscow day each becomes available, soonest first. A contract cancelled inside its hold leaves
 * this list with no debt.
 */
export const heldRewardsResponse = z.object({
  amount: pointsSchema,
  days: z.array(
    z.object({
      /** `YYYY-MM-DD`: available from this day's first minute, Moscow time. */
      availableOn: isoDateSchema,
      amount: pointsSchema,
      contracts: z.int().check(z.gte(1)),
    }),
  ),
});
export type HeldRewards = z.infer<typeof heldRewardsResponse>;

export const heldRewardsRoute = defineRoute({
  method: 'GET',
  path: '/api/balance/held/',
  operationId: 'getHeldRewards',
  summary: 'Начисления, ожидающие подтверждения, и даты, когда они станут доступны',
  tag: 'money',
  access: 'member',
  response: heldRewardsResponse,
  errors: [],
});
