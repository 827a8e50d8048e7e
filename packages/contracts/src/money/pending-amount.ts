import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from './points.js';

/** GET /api/pending-amount/ — the frozen points ('заморожено') and how many withdrawals hold them. */
export const pendingAmountResponse = z.object({
  amount: pointsSchema,
  orders: z.int().check(z.gte(0)),
});
export type PendingAmountResponse = z.infer<typeof pendingAmountResponse>;

export const pendingAmountRoute = defineRoute({
  method: 'GET',
  path: '/api/pending-amount/',
  operationId: 'getPendingAmount',
  summary: 'Замороженные баллы: сумма заявок на вывод в обработке',
  tag: 'money',
  access: 'member',
  response: pendingAmountResponse,
  errors: [],
});
