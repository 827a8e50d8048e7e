import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { hasAtMostTwoDecimals, pointsSchema } from '../money/points.js';

/** The settings admins change at run time, with their values as the programme starts. */
export const DEFAULT_PROGRAMME_SETTINGS = {
  /** A payout of this many points or more needs a second operator's approval (maker–checker). */
  payoutApprovalThreshold: 50_000,
} as const;

export const programmeSettingsSchema = z
  .object({
    payoutApprovalThreshold: pointsSchema,
  })
  .register(z.globalRegistry, { id: 'ProgrammeSettings' });
export type ProgrammeSettings = z.infer<typeof programmeSettingsSchema>;

export const updateSettingsBody = z.object({
  payoutApprovalThreshold: z
    .number({ error: 'Укажите сумму числом' })
    .check(
      z.gte(100, { error: 'Не меньше 100\u00a0б.' }),
      z.lte(10_000_000, { error: 'Не больше 10\u00a0000\u00a0000\u00a0б.' }),
      z.refine(hasAtMostTwoDecimals, { error: 'Не больше двух знаков после запятой' }),
    ),
});

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

export const updateSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings',
  operationId: 'updateProgrammeSettings',
  summary: 'Изменить настройки программы',
  tag: 'admin',
  access: 'admin',
  body: updateSettingsBody,
  response: programmeSettingsSchema,
  errors: [],
});
