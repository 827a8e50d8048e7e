import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { isValidPersonInn } from './inn.js';
import { taxStepSchema, type TaxStepView } from './settings.js';

/** How the programme pays a member (migration 0050): as an individual, a самозанятый or an ИП. */
export const TAX_REGIMES = ['individual', 'self_employed', 'entrepreneur'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** What each regime means for the member, in plain Russian (the tax profile form and `/rules`). */
export const TAX_REGIME_TEXTS: Record<TaxRegime, { title: string; meaning: string }> = {
  individual: {
    title: 'Физическое лицо',
    meaning:
      'Компания сама удерживает НДФЛ из каждой выплаты и перечисляет его в налоговую. Вам ничего не нужно делать: ' +
      'сколько придёт на карту и сколько уйдёт в налог, видно перед подтверждением вывода.',
  },
  self_employed: {
    title: 'Самозанятый',
    meaning:
      'Налог на профессиональный доход платите вы сами через приложение «Мой налог». ' +
      'Выплата приходит целиком, на каждую формируется чек; доход самозанятого за год ограничен законом.',
  },
  entrepreneur: {
    title: 'Индивидуальный предприниматель',
    meaning:
      'Налог по своей системе налогообложения вы платите сами как ИП. Выплата приходит целиком; компания налог не удерживает.',
  },
};

/** 2400000 → '2,4\u00a0млн\u00a0₽'. */
function millions(rubles: number): string {
  return `${String(rubles / 1_000_000).replace('.', ',')}\u00a0млн\u00a0₽`;
}

/** The residents' scale in words, from the settings in force: «13\u00a0% с дохода до 2,4\u00a0млн\u00a0₽ за год, 15\u00a0% — …». */
export function scaleText(scale: readonly TaxStepView[]): string {
  return scale
    .map((step, i) => {
      const rate = `${String(step.rate).replace('.', ',')}\u00a0%`;
      if (i === 0) return step.upTo === null ? `${rate} со всего дохода` : `${rate} с дохода до ${millions(step.upTo)} за год`;
      const from = scale[i - 1]!.upTo!;
      return step.upTo === null
        ? `${rate} — свыше ${millions(from)}`
        : `${rate} — от ${millions(from)} до ${millions(step.upTo)}`;
    })
    .join(', ');
}

export const residencyTexts = (rules: { residentScale: readonly TaxStepView[]; nonResidentRate: number }) => ({
  resident:
    'Налоговый резидент РФ — тот, кто провёл в России не меньше 183\u00a0дней за последние 12\u00a0месяцев. ' +
    `НДФЛ резидента: ${scaleText(rules.residentScale)}; повышенная ставка — только к превышению.`,
  nonResident: `НДФЛ нерезидента — ${String(rules.nonResidentRate).replace('.', ',')}\u00a0% со всей выплаты.`,
});

export const taxProfileSchema = z
  .object({
    regime: z.enum(TAX_REGIMES),
    /** 12 digits, or '' when not given (allowed for an individual only). */
    inn: z.string(),
    /** Whether `inn` is the identity document's (no tax profile saved yet). */
    innFromIdentity: z.boolean(),
    resident: z.boolean(),
    /** Whether the programme withholds НДФЛ from this member's payouts (an individual). */
    withheld: z.boolean(),
    /** When the member last changed it; null while the member has not (the default: an individual resident). */
    changedAt: z.nullable(z.iso.datetime()),
    /** The rules in force, for the form's explanations (rubles a year, percent). */
    residentScale: z.array(taxStepSchema),
    nonResidentRate: z.number(),
  })
  .register(z.globalRegistry, { id: 'TaxProfile' });
export type TaxProfile = z.infer<typeof taxProfileSchema>;

export const INN_INVALID = 'ИНН физического лица — 12 цифр с верными контрольными цифрами';
export const INN_REQUIRED = 'Самозанятому и ИП нужен ИНН';

/** POST /api/lk/tax-profile/ body: checked again by the API (the check digits, the ИНН a regime needs). */
export const setTaxProfileBody = z
  .object({
    regime: z.enum(TAX_REGIMES, { error: 'Выберите, как вы получаете выплаты' }),
    inn: z.string().check(
      z.trim(),
      z.maxLength(12, { error: INN_INVALID }),
      z.refine((v) => v === '' || isValidPersonInn(v), { error: INN_INVALID }),
    ),
    resident: z.boolean({ error: 'Укажите налоговое резидентство' }),
  })
  .check(
    z.refine((b) => b.regime === 'individual' || b.inn !== '', {
      error: INN_REQUIRED,
      path: ['inn'],
      when: (payload) => payload.issues.length === 0,
    }),
  );
export type SetTaxProfileBody = z.infer<typeof setTaxProfileBody>;

export const getTaxProfileRoute = defineRoute({
  method: 'GET',
  path: '/api/lk/tax-profile/',
  operationId: 'getTaxProfile',
  summary: 'Налоговый профиль участника: как он получает выплаты, ИНН, резидентство',
  description: 'Пока участник его не менял — физическое лицо, резидент; ИНН взят из паспортных данных, если он там есть.',
  tag: 'money',
  access: 'member',
  response: taxProfileSchema,
  errors: [],
});

export const setTaxProfileRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/tax-profile/',
  operationId: 'setTaxProfile',
  summary: 'Изменить налоговый профиль',
  description:
    'ИНН проверяется по контрольным цифрам при каждом изменении; самозанятому и ИП он обязателен. ' +
    'Новый профиль применяется к заявкам на вывод, созданным после изменения.',
  tag: 'money',
  access: 'member',
  body: setTaxProfileBody,
  response: taxProfileSchema,
  errors: [],
});
