import { MONTH_RE } from '../common/input-rules.js';
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { hasAtMostTwoDecimals, pointsSchema } from '../money/points.js';
import { approvalSchema } from './approvals.js';
import { countRu } from '../common/plural.js';
import { TIERS_MAX } from './tier-values.js';

export * from './tier-values.js';

/** A calendar month, `YYYY-MM`. */
export const monthSchema = z.string({ error: 'Укажите месяц' }).check(z.regex(MONTH_RE, { error: 'Месяц в формате ГГГГ-ММ' }));

/**
 * One row of a month's tier table: from `minContracts` contracts of the month on, `reward` points
 * each; `targetBonus` points once to a member whose personal target of the month is this level
 * (decision 0032), 0 for none.
 */
export const tierRowSchema = z
  .object({ minContracts: z.int(), reward: pointsSchema, targetBonus: pointsSchema })
  .register(z.globalRegistry, { id: 'TierRow' });
export type TierRowValue = z.infer<typeof tierRowSchema>;

export const monthTiersSchema = z
  .object({
    month: z.string(),
    /** The Moscow month now: it and later months are editable, earlier ones are closed. */
    currentMonth: z.string(),
    editable: z.boolean(),
    /** The month whose own rows apply (a table holds until the next month that has one); null: none. */
    tableMonth: z.nullable(z.string()),
    tiers: z.array(tierRowSchema),
  })
  .register(z.globalRegistry, { id: 'MonthTiers' });
export type MonthTiers = z.infer<typeof monthTiersSchema>;

export const getTiersQuery = z.object({ month: monthSchema });

export const getTiersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/tiers',
  operationId: 'getMonthTiers',
  summary: 'Тарифы вознаграждения за месяц',
  tag: 'admin',
  access: 'admin',
  query: getTiersQuery,
  response: monthTiersSchema,
  errors: [],
});

const tierInput = z.object({
  minContracts: z
    .number({ error: 'Укажите число договоров' })
    .check(
      z.int({ error: 'Целое число договоров' }),
      z.gte(1, { error: 'Не меньше 1 договора' }),
      z.lte(10_000, { error: 'Не больше 10\u00a0000 договоров' }),
    ),
  reward: z
    .number({ error: 'Укажите вознаграждение числом' })
    .check(
      z.gte(1, { error: 'Не меньше 1\u00a0б.' }),
      z.lte(1_000_000, { error: 'Не больше 1\u00a0000\u00a0000\u00a0б.' }),
      z.refine(hasAtMostTwoDecimals, { error: 'Не больше двух знаков после запятой' }),
    ),
  /** Absent: 0, no bonus for reaching this level as a personal target. */
  targetBonus: z.optional(
    z
      .number({ error: 'Укажите бонус числом' })
      .check(
        z.gte(0, { error: 'Не меньше 0\u00a0б.' }),
        z.lte(1_000_000, { error: 'Не больше 1\u00a0000\u00a0000\u00a0б.' }),
        z.refine(hasAtMostTwoDecimals, { error: 'Не больше двух знаков после запятой' }),
      ),
  ),
});

export const updateTiersBody = z.object({
  month: monthSchema,
  tiers: z.array(tierInput).check(
    z.minLength(1, { error: 'Нужен хотя бы один уровень' }),
    z.maxLength(TIERS_MAX, { error: `Не больше ${countRu(TIERS_MAX, ['уровня', 'уровней', 'уровней'])}` }),
    z.refine((rows) => rows[0]?.minContracts === 1, { error: 'Первый уровень начинается с 1 договора' }),
    z.refine((rows) => rows.every((r, i) => i === 0 || r.minContracts > rows[i - 1]!.minContracts), {
      error: 'Пороги уровней должны расти сверху вниз',
    }),
  ),
});
export type UpdateTiersBody = z.infer<typeof updateTiersBody>;

export const updateTiersRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/tiers',
  operationId: 'updateMonthTiers',
  summary: 'Изменить тарифы текущего или будущего месяца',
  description:
    'Таблица месяца действует и в следующих месяцах, пока у них нет своей. Прошедшие месяцы закрыты. ' +
    'Уже начисленные вознаграждения не пересчитываются. Повышение — начисление по решению одного ' +
    'оператора (решение 0041), оценённое по худшему случаю; выше порога подтверждения выплат таблица не ' +
    'меняется до подтверждения другим администратором (`pendingApproval`, «На подтверждении»).',
  tag: 'admin',
  access: 'admin',
  body: updateTiersBody,
  response: z.extend(monthTiersSchema, { pendingApproval: z.optional(approvalSchema) }),
  errors: ['tiers_month_closed', 'tiers_reward_decreasing'],
});
