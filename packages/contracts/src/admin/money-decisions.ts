// Money created by one operator's decision (decision 0041): a personal target's bonus, a raise of a
// month's tier table, a contest's prizes. One that keeps its maker's Moscow day under the approval
// threshold acts at once; any other waits for a second admin, who sees the whole sum and its maker.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from '../money/points.js';
import { changeIdParams } from './operators.js';
import { MONEY_DECISION_KINDS } from './money-decision-values.js';

export * from './money-decision-values.js';

export const MONEY_DECISION_STATUSES = ['alone', 'pending', 'approved', 'rejected'] as const;

export const moneyDecisionSchema = z
  .object({
    id: z.int(),
    kind: z.enum(MONEY_DECISION_KINDS),
    /** What it is about: a month (`YYYY-MM`) or a contest's id. */
    subject: z.string(),
    /** What it does, in Russian. */
    summary: z.string(),
    /** The most it may create, points. */
    amount: pointsSchema,
    status: z.enum(MONEY_DECISION_STATUSES),
    decidedBy: z.string(),
    decidedAt: z.iso.datetime(),
    checkedBy: z.nullable(z.string()),
    checkedAt: z.nullable(z.iso.datetime()),
    reason: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'MoneyDecision' });
export type MoneyDecision = z.infer<typeof moneyDecisionSchema>;

export const listMoneyDecisionsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/money-decisions',
  operationId: 'listMoneyDecisions',
  summary: 'Начисления, ждущие второго администратора: сумма и кто решил',
  tag: 'admin',
  access: 'admin',
  response: z.object({ decisions: z.array(moneyDecisionSchema) }),
  errors: [],
});

export const approveMoneyDecisionRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/money-decisions/:id/approve',
  operationId: 'approveMoneyDecision',
  summary: 'Подтвердить решение о начислении: оно вступает в силу (подтверждает не тот, кто решил)',
  tag: 'admin',
  access: 'admin',
  params: changeIdParams,
  response: moneyDecisionSchema,
  errors: [
    'not_found',
    'change_decided',
    'own_change_approval',
    'approval_cooling_off',
    'target_month_closed',
    'tiers_month_closed',
    'contract_paid',
  ],
});

export const rejectMoneyDecisionBody = z.object({
  reason: z
    .string({ error: 'Укажите причину' })
    .check(z.trim(), z.minLength(3, { error: 'Укажите причину' }), z.maxLength(500, { error: 'Не длиннее 500 символов' })),
});

export const rejectMoneyDecisionRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/money-decisions/:id/reject',
  operationId: 'rejectMoneyDecision',
  summary: 'Отклонить решение о начислении: ничего не меняется (или отозвать своё)',
  tag: 'admin',
  access: 'admin',
  params: changeIdParams,
  body: rejectMoneyDecisionBody,
  response: moneyDecisionSchema,
  errors: ['not_found', 'change_decided'],
});
