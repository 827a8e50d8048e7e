import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from './points.js';

/** GET /api/balance/user-balance/ — the member's available points. */
export const userBalanceResponse = z.object({
  balance: pointsSchema,
  userId: z.string(),
});
export type UserBalanceResponse = z.infer<typeof userBalanceResponse>;

export const userBalanceRoute = defineRoute({
  method: 'GET',
  path: '/api/balance/user-balance/',
  operationId: 'getUserBalance',
  summary: 'Доступный баланс',
  tag: 'money',
  access: 'member',
  response: userBalanceResponse,
  errors: [],
});
