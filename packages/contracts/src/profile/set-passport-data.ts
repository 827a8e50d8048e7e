import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { NAME_RE, isoDateSchema } from '../common/validation.js';
import { isValidInn } from './inn.js';
import { passportDataSchema } from './passport-data.js';
import { digitsOnly, GENDERS, normalisePassport, PASSPORT_TYPES, RF_PASSPORT } from './passport-values.js';
import { countRu } from '../common/plural.js';

const noEarlierIssues = (payload: { issues?: readonly unknown[] }) => (payload.issues ?? []).length === 0;

/** isoDateSchema's first reason only: a malformed value would otherwise show its range message. */
function dateIssue(value: string): string | null {
  const result = isoDateSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Некорректная дата');
}

/** A required date `YYYY-MM-DD` between 1925-01-01 and 2099-12-31. */
export function requiredDateSchema(missing: string) {
  return z.string({ error: missing }).check(
    z.trim(),
    z.superRefine((v, ctx) => {
      const issue = v === '' ? missing : dateIssue(v);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    }),
    z.describe('YYYY-MM-DD'),
  );
}

/** An optional date: '' , null or a missing value are saved as null (product §5). */
export const optionalDateSchema = z
  .pipe(
    z.nullish(z.string({ error: 'Дата должна быть в формате ГГГГ-ММ-ДД' }).check(z.trim())).check(
      z.superRefine((v, ctx) => {
        const issue = v ? dateIssue(v) : null;
        if (issue) ctx.addIssue({ code: 'custom', message: issue });
      }),
    ),
    z.transform((v: string | null | undefined) => v || null),
  )
  .check(z.describe('YYYY-MM-DD, or empty'));

const DOC_PART_RE = /^[0-9A-Za-zА-Яа-яЁё\s-]*$/;
const ONE_LINE_RE = /^[^\p{Cc}]*$/u;

const docPart = (max: number, ...more: z.core.$ZodCheck<string>[]) =>
  z
    .string({ error: 'Ожидается текст' })
    .check(
      z.trim(),
      z.maxLength(max, { error: `Не длиннее ${countRu(max, ['символа', 'символов', 'символов'])}` }),
      z.regex(DOC_PART_RE, { error: 'Только буквы, цифры, пробел и дефис' }),
      ...more,
    );

const oneLineText = (max: number, ...more: z.core.$ZodCheck<string>[]) =>
  z
    .string({ error: 'Ожидается текст' })
    .check(
      z.trim(),
      z.maxLength(max, { error: `Не длиннее ${countRu(max, ['символа', 'символов', 'символов'])}` }),
      z.regex(ONE_LINE_RE, { error: 'Текст в одну строку без служебных символов' }),
      ...more,
    );

/** A person's ИНН: 12 digits with correct check digits. */
export const innSchema = z.string({ error: 'Укажите ИНН' }).check(
  z.trim(),
  z.regex(/^\d{12}$/, { error: 'ИНН физического лица — 12 цифр', abort: true }),
  z.refine((v) => isValidInn(v, 'person'), {
    error: 'Неверный ИНН: не сходится контрольное число',
    when: noEarlierIssues,
  }),
);

const passportFields = z.object({
  /** The `version` of the data the form was filled from; 0 when there was none. */
  version: z
    .number({ error: 'Не указана версия документа' })
    .check(z.int({ error: 'Версия документа — целое число' }), z.gte(0, { error: 'Версия документа — целое число' })),
  gender: z.enum(GENDERS, { error: 'Выберите пол' }),
  passportType: z.enum(PASSPORT_TYPES, { error: 'Выберите вид документа' }),
  dateOfBirth: requiredDateSchema('Укажите дату рождения'),
  serial: z._default(docPart(10), ''),
  number: docPart(20, z.minLength(1, { error: 'Укажите номер документа' })),
  issuedAt: requiredDateSchema('Укажите дату выдачи'),
  validTo: optionalDateSchema,
  /** Who issued the document; the spec's client sends it empty. */
  issuer: z._default(oneLineText(300), ''),
  registrationAddress: oneLineText(500, z.minLength(1, { error: 'Укажите адрес регистрации' })),
  inn: innSchema,
  /** Forced to 'Россия' for 'Паспорт гражданина РФ'; required for other documents. */
  passportCountry: z._default(
    z
      .string({ error: 'Ожидается текст' })
      .check(
        z.trim(),
        z.maxLength(100, { error: 'Не длиннее 100 символов' }),
        z.regex(NAME_RE, { error: 'Только русские буквы, дефис и пробел' }),
      ),
    '',
  ),
  registrationIssuedAt: optionalDateSchema,
  registrationExpiresAt: optionalDateSchema,
});

/**
 * The identity-document form (web) and the body of `POST /api/lk/edit/set-passport-data/` (API).
 * Scans, `status` and `comment` in the body are ignored: scans are uploaded separately (product §5),
 * the status and the comment are the operator's.
 */
export const passportFormSchema = passportFields
  .check((ctx) => {
    const v = ctx.value;
    // A field that has a reason already keeps that one: one message per field.
    const flagged = new Set(ctx.issues.map((i) => String(i.path?.[0] ?? '')));
    const add = (field: keyof typeof v, message: string) => {
      if (!flagged.has(field)) ctx.issues.push({ code: 'custom', path: [field], message, input: v[field] });
    };
    if (v.passportType === RF_PASSPORT) {
      if (!/^\d{4}$/.test(digitsOnly(v.serial))) add('serial', 'Серия паспорта РФ — 4 цифры');
      if (!/^\d{6}$/.test(digitsOnly(v.number))) add('number', 'Номер паспорта РФ — 6 цифр');
    } else if (v.passportCountry === '') {
      add('passportCountry', 'Укажите страну, выдавшую документ');
    }
    const valid = (d: string | null | undefined): d is string => !!d && dateIssue(d) === null;
    if (valid(v.dateOfBirth) && valid(v.issuedAt) && v.issuedAt < v.dateOfBirth) {
      add('issuedAt', 'Дата выдачи не может быть раньше даты рождения');
    }
    if (valid(v.issuedAt) && valid(v.validTo) && v.validTo <= v.issuedAt) {
      add('validTo', 'Срок действия должен заканчиваться после даты выдачи');
    }
    if (valid(v.registrationIssuedAt) && valid(v.registrationExpiresAt) && v.registrationExpiresAt <= v.registrationIssuedAt) {
      add('registrationExpiresAt', 'Срок регистрации должен заканчиваться после даты её оформления');
    }
  })
  .register(z.globalRegistry, { id: 'PassportForm' });
export type PassportFormInput = z.input<typeof passportFormSchema>;
export type PassportForm = z.output<typeof passportFormSchema>;

/**
 * The answer of a save: the document as stored, and whether it went for review. A save that
 * changes nothing sends nothing and keeps the status (the page must not say it was sent).
 */
export const setPassportDataResponse = z
  .object({ passportData: passportDataSchema, sentForReview: z.boolean() })
  .register(z.globalRegistry, { id: 'SetPassportDataResponse' });
export type SetPassportDataResponse = z.infer<typeof setPassportDataResponse>;

/** POST /api/lk/edit/set-passport-data/ — answers `setPassportDataResponse` with the new version. */
export const setPassportDataBody = z.pipe(passportFormSchema, z.transform(normalisePassport));
export type SetPassportDataInput = z.input<typeof setPassportDataBody>;
export type SetPassportData = z.output<typeof setPassportDataBody>;

export const setPassportDataRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/edit/set-passport-data/',
  operationId: 'setPassportData',
  summary: 'Сохранить паспортные данные',
  description:
    'Поле `version` — версия, с которой заполнялась форма (0, если данных не было); устаревшая версия — 409 `conflict`, ' +
    'ничего не сохраняется. Изменение делает новую версию со статусом «На рассмотрении» (`sentForReview: true`); ' +
    'сохранение без изменений ничего не отправляет. Нужно согласие на обработку персональных данных.',
  tag: 'identity',
  access: 'member',
  body: setPassportDataBody,
  response: setPassportDataResponse,
  errors: ['conflict', 'consent_required'],
});
