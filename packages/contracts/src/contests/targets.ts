// Personal monthly targets (decision 0032): the member's target for this month, their progress and
// the bonus for meeting it; operators set targets for a member or a list.
import * as z from 'zod/mini';
import { maxResultCountSchema, skipCountSchema } from '../content/paging.js';
import { defineRoute } from '../http/route.js';
import { hasAtMostTwoDecimals, pointsSchema } from '../money/points.js';
import { approvalSchema } from '../admin/approvals.js';

export const memberTargetSchema = z.object({
  /** `YYYY-MM`, Moscow time. */
  month: z.string(),
  /** Contracts to sign this month. */
  target: z.int(),
  /** Active contracts signed this month so far. */
  done: z.int(),
  /** 0: a target without a bonus. */
  bonus: pointsSchema,
  met: z.boolean(),
  /** Whether the bonus has reached the balance. */
  paid: z.boolean(),
  /**
   * `tier`: the next tier above last month's; `operator`: set by the programme; `dealer`: the
   * member's share of their dealer's target (decision 0067), without a bonus.
   */
  source: z.enum(['tier', 'operator', 'dealer']),
});
export type MemberTarget = z.infer<typeof memberTargetSchema>;

export const memberTargetRoute = defineRoute({
  method: 'GET',
  path: '/api/targets/current',
  operationId: 'getMemberTarget',
  summary: 'Личная цель участника на этот месяц: сколько договоров, сколько уже есть и бонус',
  tag: 'contests',
  access: 'member',
  response: memberTargetSchema,
  errors: [],
});

const monthSchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Месяц в формате ГГГГ-ММ' }));

/** Where a member's target comes from: the tier table (the default), an operator, or their dealer's target (decision 0067). */
export const TARGET_SOURCES = ['tier', 'operator', 'dealer'] as const;
export type TargetSource = (typeof TARGET_SOURCES)[number];

export const TARGETS_PAGE_SIZE = 25;

export const listTargetsQuery = z.object({
  /** `YYYY-MM`; the current month (Moscow) when absent. */
  month: z.optional(monthSchema),
  /** Phone digits in any format or a part of the name. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Не длиннее 100 символов' }))),
  source: z.optional(z.enum(TARGET_SOURCES, { error: 'Откуда цель: tier, operator или dealer' })),
  skipCount: skipCountSchema(),
  maxResultCount: maxResultCountSchema(TARGETS_PAGE_SIZE, 100),
});
export type ListTargetsQuery = z.input<typeof listTargetsQuery>;

export const adminTargetRowSchema = z.object({
  memberId: z.string(),
  phone: z.string(),
  /** «Фамилия Имя Отчество», empty when the member has not told it. */
  fullName: z.string(),
  target: z.int(),
  /** Active contracts signed that month. */
  done: z.int(),
  bonus: pointsSchema,
  source: z.enum(TARGET_SOURCES),
  met: z.boolean(),
  paid: z.boolean(),
});
export type AdminTargetRow = z.infer<typeof adminTargetRowSchema>;

export const listTargetsResponse = z.object({
  month: z.string(),
  targets: z.array(adminTargetRowSchema),
  totalCount: z.int(),
});
export type ListTargetsResponse = z.infer<typeof listTargetsResponse>;

export const listTargetsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/targets',
  operationId: 'listMemberTargets',
  summary: 'Личные цели участников на месяц: по тарифной таблице или заданные, с ходом и бонусом',
  tag: 'admin',
  access: 'admin',
  query: listTargetsQuery,
  response: listTargetsResponse,
  errors: [],
});

const memberPhonesSchema = z
  .array(z.string().check(z.regex(/^79\d{9}$/, { error: 'Телефон в формате 79XXXXXXXXX' })))
  .check(z.minLength(1, { error: 'Укажите участников' }), z.maxLength(10_000, { error: 'Не больше 10\u00a0000 участников' }));

export const setTargetsBody = z.object({
  month: monthSchema,
  memberPhones: memberPhonesSchema,
  contracts: z
    .int({ error: 'Укажите целое число договоров' })
    .check(z.gte(1, { error: 'Не меньше 1' }), z.lte(10_000, { error: 'Не больше 10\u00a0000' })),
  bonus: z
    .number({ error: 'Укажите сумму числом' })
    .check(
      z.gt(0, { error: 'Сумма больше нуля' }),
      z.lte(1_000_000, { error: 'Не больше 1\u00a0000\u00a0000\u00a0б.' }),
      z.refine(hasAtMostTwoDecimals, { error: 'Не больше двух знаков после запятой' }),
    ),
});
export type SetTargetsBody = z.infer<typeof setTargetsBody>;

export const setTargetsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/targets',
  operationId: 'setMemberTargets',
  summary: 'Задать личную цель на месяц участнику или списку участников',
  tag: 'admin',
  access: 'admin',
  body: setTargetsBody,
  description:
    'Бонус — начисление по решению одного оператора (решение 0041): бонус × число участников. Если вместе с ' +
    'тем, что оператор уже начислил сам за московские сутки, это не меньше порога подтверждения выплат, ' +
    'цели не меняются до подтверждения другим администратором (`pendingApproval`, `updated`: 0; «На подтверждении»).',
  response: z.object({ updated: z.int(), pendingApproval: z.optional(approvalSchema) }),
  errors: ['contest_members_unknown', 'target_month_closed'],
});

export const resetTargetsBody = z.object({ month: monthSchema, memberPhones: memberPhonesSchema });
export type ResetTargetsBody = z.infer<typeof resetTargetsBody>;

export const resetTargetsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/targets/reset',
  operationId: 'resetMemberTargets',
  summary: 'Вернуть участникам цель по тарифной таблице вместо заданной вручную',
  description:
    'Заданная цель месяца удаляется; цель снова считается по тарифной таблице. Бонус, уже начисленный ' +
    'по заданной цели, остаётся, пока участник выполняет цель по таблице, иначе списывается.',
  tag: 'admin',
  access: 'admin',
  body: resetTargetsBody,
  response: z.object({ updated: z.int() }),
  errors: ['contest_members_unknown', 'target_month_closed'],
});
