// The programme rules and the consent to personal-data processing as versioned documents (decision
// 0049; docs/product.md «Правила и согласие»): the member's standing and acceptance, the back
// office's versions with their acceptance rate, publication and the acceptance log's export.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { LEGAL_KINDS } from './legal-values.js';

const kind = z.enum(LEGAL_KINDS, { error: 'Неизвестный документ' });

export const legalVersionSchema = z
  .object({
    id: z.int(),
    kind,
    /** 1, 2, 3… per document. */
    number: z.int().check(z.gte(1)),
    /** The edition date of the text, YYYY-MM-DD. */
    edition: z.string(),
    /** SHA-256 of the text as published. */
    sha256: z.string(),
    /** «Что изменилось», as the admin wrote it for the members. */
    summary: z.string(),
    publishedAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'LegalVersion' });
export type LegalVersion = z.infer<typeof legalVersionSchema>;

/** A document's current version and whether this member accepted it. */
export const legalStandingSchema = z
  .object({
    kind,
    version: legalVersionSchema,
    acceptedAt: z.nullable(z.iso.datetime()),
    /**
     * The member accepted an earlier version of this document: the current one is a new edition to
     * them. False: they have accepted no version of it yet, and the cabinet asks for a first
     * acceptance, never «новая редакция» (docs/product.md §12d).
     */
    acceptedEarlierVersion: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'LegalStanding' });
export type LegalStanding = z.infer<typeof legalStandingSchema>;

export const legalStandingsResponse = z
  .object({
    /** One per document that has a published version. */
    documents: z.array(legalStandingSchema),
    /** Some current version is not accepted: a withdrawal is refused until it is. */
    pending: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'LegalStandings' });
export type LegalStandingsResponse = z.infer<typeof legalStandingsResponse>;

export const legalStandingsRoute = defineRoute({
  method: 'GET',
  path: '/api/lk/legal',
  operationId: 'getLegalStandings',
  summary: 'Действующие редакции правил программы и согласия на обработку персональных данных и принял ли их участник',
  tag: 'identity',
  access: 'member',
  response: legalStandingsResponse,
  errors: [],
});

const versionIdBody = {
  versionId: z.int({ error: 'Укажите редакцию' }).check(z.gte(1, { error: 'Укажите редакцию' })),
};

export const rulesCodeBody = z.object(versionIdBody);

export const rulesCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/legal/rules/code',
  operationId: 'requestRulesCode',
  summary: 'Прислать код, которым участник подтверждает, что принимает правила программы: SMS или Telegram, как при входе',
  tag: 'identity',
  access: 'member',
  body: rulesCodeBody,
  response: z.object({ channel: z.enum(['sms', 'telegram']), resendAfter: z.int() }),
  errors: ['legal_version_not_current', 'legal_accepted', 'resend_too_early', 'too_many_codes', 'sms_failed'],
});

export const acceptRulesBody = z.object({
  ...versionIdBody,
  read: z.literal(true, { error: 'Отметьте, что прочитали правила и принимаете их' }),
  code: z.string({ error: 'Введите код из SMS' }).check(z.regex(/^\d{6}$/, { error: 'Код — шесть цифр' })),
});
export type AcceptRulesBody = z.infer<typeof acceptRulesBody>;

export const acceptRulesRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/legal/rules/accept',
  operationId: 'acceptRules',
  summary: 'Принять действующую редакцию правил программы: отметка и одноразовый код',
  description:
    'Журнал хранит, кто, какую редакцию (её номер и SHA-256), когда, откуда (адрес, браузер) и каким кодом принял. ' +
    'Принятая редакция больше не спрашивается; новая — спрашивается до следующего вывода.',
  tag: 'identity',
  access: 'member',
  body: acceptRulesBody,
  response: legalStandingsResponse,
  errors: ['legal_version_not_current', 'legal_accepted', 'invalid_code', 'code_expired', 'code_attempts_exhausted'],
});

export const acceptConsentBody = z.object({
  ...versionIdBody,
  consent: z.literal(true, { error: 'Отметьте, что даёте согласие на обработку персональных данных' }),
});
export type AcceptConsentBody = z.infer<typeof acceptConsentBody>;

export const acceptConsentRoute = defineRoute({
  method: 'POST',
  path: '/api/lk/legal/pd_consent/accept',
  operationId: 'acceptPdConsent',
  summary: 'Дать согласие на обработку персональных данных в действующей редакции: отдельная явная отметка',
  tag: 'identity',
  access: 'member',
  body: acceptConsentBody,
  response: legalStandingsResponse,
  errors: ['legal_version_not_current', 'legal_accepted'],
});

/** A published version with how many active members accepted it. */
export const adminLegalVersionSchema = z
  .object({
    ...legalVersionSchema.shape,
    publishedBy: z.string(),
    accepted: z.int().check(z.gte(0)),
  })
  .register(z.globalRegistry, { id: 'AdminLegalVersion' });
export type AdminLegalVersion = z.infer<typeof adminLegalVersionSchema>;

export const adminLegalDocumentSchema = z
  .object({
    kind,
    /** The edition this release's cabinet shows. */
    shipped: z.object({ edition: z.string(), sha256: z.string() }),
    /** The shipped text is the current version's: nothing new to publish. */
    shippedIsCurrent: z.boolean(),
    /** Newest first; the first is the current one. */
    versions: z.array(adminLegalVersionSchema),
  })
  .register(z.globalRegistry, { id: 'AdminLegalDocument' });
export type AdminLegalDocument = z.infer<typeof adminLegalDocumentSchema>;

export const adminLegalResponse = z
  .object({
    documents: z.array(adminLegalDocumentSchema),
    /** Members who are not blocked: the base of every acceptance rate. */
    activeMembers: z.int().check(z.gte(0)),
  })
  .register(z.globalRegistry, { id: 'AdminLegal' });
export type AdminLegalResponse = z.infer<typeof adminLegalResponse>;

export const adminLegalRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/legal',
  operationId: 'listLegalVersions',
  summary: 'Редакции правил и согласия: опубликованные версии, доля принявших и текст в этом выпуске',
  tag: 'admin',
  access: 'operator',
  response: adminLegalResponse,
  errors: [],
});

export const legalKindParams = z.object({ kind });

export const publishLegalBody = z.object({
  summary: z
    .string({ error: 'Опишите, что изменилось' })
    .check(
      z.trim(),
      z.minLength(10, { error: 'Опишите, что изменилось: не короче 10 символов' }),
      z.maxLength(1000, { error: 'Не длиннее 1000 символов' }),
    ),
});
export type PublishLegalBody = z.infer<typeof publishLegalBody>;

export const publishLegalRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/legal/:kind/publish',
  operationId: 'publishLegalVersion',
  summary: 'Опубликовать текст этого выпуска новой версией: участники примут её до следующего вывода',
  description:
    'Публикуется ровно тот текст, что показывает кабинет этого выпуска (его SHA-256 хранится с версией). ' +
    'Каждый участник получает уведомление; заявка на вывод не создаётся, пока версия не принята.',
  tag: 'admin',
  access: 'admin',
  params: legalKindParams,
  body: publishLegalBody,
  response: adminLegalResponse,
  errors: ['legal_edition_published'],
});

export const legalAcceptancesQuery = z.object({ kind: z.optional(kind) });

export const exportLegalAcceptancesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/legal/acceptances.csv',
  operationId: 'exportLegalAcceptances',
  summary: 'Журнал принятия правил и согласия в CSV: кто, какую версию, когда и как; выгрузка сама попадает в журнал аудита',
  tag: 'admin',
  access: 'admin',
  query: legalAcceptancesQuery,
  response: 'csv',
  errors: [],
});
