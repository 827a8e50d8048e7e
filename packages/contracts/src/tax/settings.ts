import * as z from 'zod/mini';
import { approvalSchema } from '../admin/approvals.js';
import { defineRoute } from '../http/route.js';
import { isoDateSchema } from '../common/validation.js';

/** Who bears a member's НДФЛ: withheld from the payout, or paid by the company on top (gross-up). */
export const TAX_PAYERS = ['member', 'company'] as const;
export type TaxPayer = (typeof TAX_PAYERS)[number];

/** A step of the scale as admins see it: rubles a year (null: no upper end) and a percent. */
export const taxStepSchema = z.object({
  upTo: z.nullable(z.number().check(z.gt(0, { error: 'Граница больше нуля' }), z.lte(1e10))),
  rate: z.number().check(z.gt(0, { error: 'Ставка больше нуля' }), z.lt(100, { error: 'Ставка меньше 100\u00a0%' })),
});
export type TaxStepView = z.infer<typeof taxStepSchema>;

/**
 * The НДФЛ rules the programme applies (decision 0033). None is hard-coded: each is a setting whose
 * default is the rule as researched, shown to admins with its source (`TAX_SETTING_SOURCES`) and
 * marked where it is still to be confirmed by the company's tax adviser.
 */
export const taxSettingsSchema = z
  .object({
    payer: z.enum(TAX_PAYERS),
    /** Residents' progressive scale, steps in order; the last has no upper end. */
    residentScale: z.array(taxStepSchema).check(
      z.minLength(1, { error: 'Нужна хотя бы одна ступень' }),
      z.maxLength(10),
      z.refine((s) => s.at(-1)?.upTo === null, { error: 'У последней ступени нет верхней границы' }),
      z.refine((s) => s.slice(0, -1).every((step, i) => step.upTo !== null && (i === 0 || step.upTo > s[i - 1]!.upTo!)), {
        error: 'Границы ступеней растут',
      }),
    ),
    nonResidentRate: z.number().check(z.gt(0), z.lt(100, { error: 'Ставка меньше 100\u00a0%' })),
    /** The day the scale took effect (informational: the income of a year is taxed by that year's rules). */
    effectiveFrom: isoDateSchema,
    /**
     * The transfer deadline in the 6-НДФЛ register: tax withheld up to the `periodEndDay` of a month
     * is transferred by the `transferDay` of that month, withheld later — by that day of the next
     * (withheld after the period end in December: by 31 December).
     */
    periodEndDay: z.int().check(z.gte(1), z.lte(28)),
    transferDay: z.int().check(z.gte(1), z.lte(28)),
  })
  .register(z.globalRegistry, { id: 'TaxSettings' });
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  payer: 'member',
  residentScale: [
    { upTo: 2_400_000, rate: 13 },
    { upTo: 5_000_000, rate: 15 },
    { upTo: 20_000_000, rate: 18 },
    { upTo: 50_000_000, rate: 20 },
    { upTo: null, rate: 22 },
  ],
  nonResidentRate: 30,
  effectiveFrom: '2025-01-01',
  periodEndDay: 22,
  transferDay: 28,
};

/** Where each rule comes from, shown beside the setting; `verified: false` — to confirm with a tax adviser. */
export const TAX_SETTING_SOURCES: Record<keyof TaxSettings, { source: string; verified: boolean }> = {
  payer: {
    source:
      'Компания — налоговый агент и удерживает НДФЛ из выплаты (ст.\u00a0226 НК РФ); уплата налога за участника — решение программы',
    verified: false,
  },
  residentScale: {
    source:
      'Прогрессивная шкала с 2025 года: 13\u00a0% до 2,4\u00a0млн\u00a0₽ в год, 15\u00a0% до 5\u00a0млн, 18\u00a0% до 20\u00a0млн, 20\u00a0% до 50\u00a0млн, 22\u00a0% свыше; повышенная ставка — только к превышению (ст.\u00a0224 НК РФ; vedomosti.ru, 02.09.2025)',
    verified: true,
  },
  nonResidentRate: { source: 'Доходы нерезидентов — 30\u00a0% (п.\u00a03 ст.\u00a0224 НК РФ)', verified: false },
  effectiveFrom: { source: 'Шкала действует с 1\u00a0января 2025\u00a0года (ст.\u00a0224 НК РФ)', verified: true },
  periodEndDay: {
    source:
      'Налог, удержанный с 23-го числа прошлого месяца по 22-е текущего, перечисляется одной суммой (п.\u00a06 ст.\u00a0226 НК РФ)',
    verified: false,
  },
  transferDay: {
    source: 'Удержанный НДФЛ перечисляется не позднее 28-го числа (п.\u00a06 ст.\u00a0226 НК РФ)',
    verified: false,
  },
};

export const taxSettingsResponse = z
  .object({
    settings: taxSettingsSchema,
    defaults: taxSettingsSchema,
    sources: z.record(z.string(), z.object({ source: z.string(), verified: z.boolean() })),
    /** A change that lowers the tax, waiting for a second admin (decision 0060); the settings above stay in force until then. */
    pending: z.nullable(approvalSchema),
  })
  .register(z.globalRegistry, { id: 'TaxSettingsAnswer' });
export type TaxSettingsResponse = z.infer<typeof taxSettingsResponse>;

export const getTaxSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/tax/settings',
  operationId: 'getTaxSettings',
  summary: 'Настройки НДФЛ: кто платит налог, шкала ставок, ставка нерезидентов, со ссылкой на источник каждого правила',
  tag: 'admin',
  access: 'operator',
  response: taxSettingsResponse,
  errors: [],
});

export const updateTaxSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/tax/settings',
  operationId: 'updateTaxSettings',
  summary: 'Изменить настройки НДФЛ (только администратор; изменение попадает в журнал)',
  description:
    'Новые правила применяются к заявкам на вывод, созданным после изменения; посчитанный налог заявок не меняется. ' +
    'Изменение, после которого налог где-либо меньше (ставка ниже, граница ступени выше), ждёт второго администратора.',
  tag: 'admin',
  access: 'admin',
  body: taxSettingsSchema,
  response: taxSettingsResponse,
  errors: ['conflict'],
});
