import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { isValidPersonInn } from './inn.js';
import { taxStepSchema } from './settings.js';
import { TAX_REGIMES } from './tax-texts.js';

export * from './tax-texts.js';

export const taxProfileSchema = z
  .object({
    regime: z.enum(TAX_REGIMES),
    /** 12 digits, or '' when not given (allowed for an individual only). */
    inn: z.string(),
    /** Whether `inn` is the identity document's (no tax profile saved yet). */
    innFromIdentity: z.boolean(),
    resident: z.boolean(),
    /**
     * The regime the member is paid under now: the declared one once verified (decision 0043),
     * an individual until then.
     */
    applies: z.enum(TAX_REGIMES),
    /** Why the declared regime does not apply yet, in Russian for the member; null when it does. */
    regimeNote: z.nullable(z.string()),
    /** Whether the programme withholds НДФЛ from this member's payouts (paid as an individual). */
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
    /**
     * What becomes of the member's open withdrawal orders when the profile changes (decision 0042):
     * `wait` — each is paid as it was decided, the new profile applies to later orders; `cancel` —
     * those not yet handed to the bank are cancelled and their points returned. Without it a change
     * while orders are open is refused with `tax_orders_open`, for the member to choose.
     */
    openOrders: z.optional(z.enum(['wait', 'cancel'])),
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
    'Один ИНН может быть указан только у одного участника. Самозанятость и ИП применяются после проверки: ' +
    'ИНН совпадает с подтверждёнными паспортными данными, статус подтверждён ФНС (для ИП — по ЕГРИП при сохранении); ' +
    'до проверки НДФЛ удерживается как у физического лица. ' +
    'Новый профиль применяется к заявкам на вывод, созданным после изменения: заявка выплачивается так, как решено при её создании. ' +
    'Пока есть заявки в обработке, участник выбирает: дождаться их выплаты (openOrders: wait) или отменить их с возвратом баллов (openOrders: cancel).',
  tag: 'money',
  access: 'member',
  body: setTaxProfileBody,
  response: taxProfileSchema,
  errors: ['tax_inn_taken', 'tax_orders_open'],
});
