import { z } from 'zod';
import { pointsSchema } from './points.js';

/** GET /api/balance/user-balance/ — the member's available points. */
export const userBalanceResponse = z.object({
  balance: pointsSchema,
  userId: z.string(),
});
export type UserBalanceResponse = z.infer<typeof userBalanceResponse>;
