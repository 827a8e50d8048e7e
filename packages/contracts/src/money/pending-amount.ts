import { z } from 'zod';
import { pointsSchema } from './points.js';

/** GET /api/pending-amount/ — the frozen points ('заморожено') and how many withdrawals hold them. */
export const pendingAmountResponse = z.object({
  amount: pointsSchema,
  orders: z.number().int().min(0),
});
export type PendingAmountResponse = z.infer<typeof pendingAmountResponse>;
