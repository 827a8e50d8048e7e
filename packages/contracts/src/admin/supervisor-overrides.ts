// The month's supervisor override rule (docs/product.md §11.6, decision 0069): the share of each agent's
// contract reward paid to the supervisor of the agent's team, set beside the month's tier table.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { hasAtMostTwoDecimals } from '../money/points.js';
import { approvalSchema } from './approvals.js';
import { monthSchema } from './tiers.js';
import { SUPERVISOR_OVERRIDE_MAX_PERCENT } from './supervisor-override-values.js';

export * from './supervisor-override-values.js';

export const overrideRuleSchema = z
  .object({
    month: z.string(),
    /** The Moscow month now: it and later months are editable, earlier ones are closed (as the tier tables). */
    currentMonth: z.string(),
    editable: z.boolean(),
    /** The month whose own rule applies (a rule holds until the next month that has one); null: none, 0 %. */
    ruleMonth: z.nullable(z.string()),
    /** Percent of the agent's contract reward, two decimals at most; 0: no override. */
    percent: z.number(),
  })
  .register(z.globalRegistry, { id: 'SupervisorOverrideRule' });
export type OverrideRule = z.infer<typeof overrideRuleSchema>;

export const getOverrideRuleRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/supervisor-override',
  operationId: 'getSupervisorOverrideRule',
  summary: 'Вознаграждение руководителей за месяц: доля от вознаграждения агентов',
  tag: 'admin',
  access: 'admin',
  query: z.object({ month: monthSchema }),
  response: overrideRuleSchema,
  errors: [],
});

export const updateOverrideRuleBody = z.object({
  month: monthSchema,
  percent: z
    .number({ error: 'Укажите процент числом' })
    .check(
      z.gte(0, { error: 'Не меньше 0\u00a0%' }),
      z.lte(SUPERVISOR_OVERRIDE_MAX_PERCENT, { error: `Не больше ${SUPERVISOR_OVERRIDE_MAX_PERCENT}\u00a0%` }),
      z.refine(hasAtMostTwoDecimals, { error: 'Не больше двух знаков после запятой' }),
    ),
});
export type UpdateOverrideRuleBody = z.infer<typeof updateOverrideRuleBody>;

export const updateOverrideRuleRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/supervisor-override',
  operationId: 'updateSupervisorOverrideRule',
  summary: 'Изменить вознаграждение руководителей текущего или будущего месяца',
  description:
    'Правило месяца действует и в следующих месяцах, пока у них нет своего. Прошедшие месяцы закрыты; уже ' +
    'начисленное не пересчитывается. Повышение — начисление по решению одного администратора (решение 0041), ' +
    'оценённое по худшему случаю; выше порога подтверждения выплат правило не меняется до подтверждения другим ' +
    'администратором (`pendingApproval`, «На подтверждении»); одно повышение месяца ждёт за раз.',
  tag: 'admin',
  access: 'admin',
  body: updateOverrideRuleBody,
  response: z.extend(overrideRuleSchema, { pendingApproval: z.optional(approvalSchema) }),
  errors: ['override_month_closed', 'conflict'],
});
