import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from './points.js';

/**
 * GET /api/balance/debt/ — what the member owes after a cancelled contract's clawback took more
 * than their available points; the next rewards pay it off first. 0 without a debt.
 */
export const memberDebtResponse = z.object({ debt: pointsSchema });
export type MemberDebtResponse = z.infer<typeof memberDebtResponse>;

export const memberDebtRoute = defineRoute({
  method: 'GET',
  path: '/api/balance/debt/',
  operationId: 'getMemberDebt',
  summary: 'Долг участника: остаток списаний за расторгнутые договоры',
  tag: 'money',
  access: 'member',
  response: memberDebtResponse,
  errors: [],
});
