import * as z from 'zod/mini';
import { countRu } from '../common/plural.js';
import { defineRoute } from '../http/route.js';
import { hasAtMostTwoDecimals, pointsSchema } from '../money/points.js';
import { approvalSchema } from './approvals.js';

/** The settings admins change at run time, with their values as the programme starts. */
export const DEFAULT_PROGRAMME_SETTINGS = {
  /** A payout of this many points or more needs a second operator's approval (maker–checker). */
  payoutApprovalThreshold: 50_000,
  /** Days a contract's reward waits «ожидает подтверждения» before it can be withdrawn; 0: none (decision 0053). */
  holdDays: 0,
} as const;

/** The longest quality hold a programme or an import row may set, in days. */
export const MAX_HOLD_DAYS = 365;

export const programmeSettingsSchema = z
  .object({
    payoutApprovalThreshold: pointsSchema,
    holdDays: z.int().check(z.gte(0)),
  })
  .register(z.globalRegistry, { id: 'ProgrammeSettings' });
export type ProgrammeSettings = z.infer<typeof programmeSettingsSchema>;

/** The payout approval threshold an admin may set, in points. */
export const payoutApprovalThresholdRule = z
  .number({ error: 'Укажите сумму числом' })
  .check(
    z.gte(100, { error: 'Не меньше 100\u00a0б.' }),
    z.lte(10_000_000, { error: 'Не больше 10\u00a0000\u00a0000\u00a0б.' }),
    z.refine(hasAtMostTwoDecimals, { error: 'Не больше двух знаков после запятой' }),
  );

/** The quality hold an admin (or an import row, for its tariff) may set, in whole days. */
export const holdDaysRule = z
  .number({ error: 'Укажите число дней' })
  .check(
    z.refine(Number.isInteger, { error: 'Целое число дней' }),
    z.gte(0, { error: 'Не меньше 0 дней' }),
    z.lte(MAX_HOLD_DAYS, { error: `Не больше ${countRu(MAX_HOLD_DAYS, ['дня', 'дней', 'дней'])}` }),
  );

/** The settings to change: each one given is changed, one left out stays as it is. */
export const updateSettingsBody = z.object({
  payoutApprovalThreshold: z.optional(payoutApprovalThresholdRule),
  holdDays: z.optional(holdDaysRule),
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;

export const getSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/settings',
  operationId: 'getProgrammeSettings',
  summary: 'Настройки программы',
  tag: 'admin',
  access: 'operator',
  response: programmeSettingsSchema,
  errors: [],
});

/**
 * The settings in force; `pendingChanges` the weaker ones asked for (decision 0029), each a request
 * waiting for a second admin at the approvals door (decision 0060), one a setting.
 */
export const updateSettingsResponse = z.object({
  payoutApprovalThreshold: pointsSchema,
  holdDays: z.int().check(z.gte(0)),
  pendingChanges: z.array(approvalSchema),
});
export type UpdateSettingsResponse = z.infer<typeof updateSettingsResponse>;

export const updateSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings',
  operationId: 'updateProgrammeSettings',
  summary: 'Изменить настройки программы',
  description:
    'Изменение, которое усиливает контроль (порог подтверждения выплат ниже, удержание начислений дольше), ' +
    'действует сразу. Изменение, которое его ослабляет, ждёт подтверждения другим администратором ' +
    '(`pendingChanges`, запросы «На подтверждении», по одному на настройку); пока ослабление настройки ждёт, ' +
    'второе такое же не принимается (`conflict`).',
  tag: 'admin',
  access: 'admin',
  body: updateSettingsBody,
  response: updateSettingsResponse,
  errors: ['conflict'],
});
