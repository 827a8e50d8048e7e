// Identity review in the back office (docs/product.md §12): the queue, a document's versions with the three
// scans, the decision on the version the operator saw, and who read a member's documents.
import * as z from 'zod/mini';
import { maxResultCountSchema, skipCountSchema } from '../content/paging.js';
import { hasNoOutsideLink, outsideLinkIssue } from '../content/message-text.js';
import { defineRoute } from '../http/route.js';
import { SCAN_KINDS } from '../profile/files.js';
import { IDENTITY_STATUSES, IDENTITY_STATUS_TEXTS } from '../profile/passport-data.js';
import { MEMBER_STATUSES, memberIdParams } from './members.js';
import { IDENTITY_ACCESS_PAGE_SIZE, IDENTITY_FIELDS, type IdentityField } from './identity-values.js';

export * from './identity-values.js';

export const IDENTITY_QUEUE_PAGE_SIZE = 25;

/** What a version can change: a data field or a scan. */
export const IDENTITY_CHANGE_KEYS = [...IDENTITY_FIELDS, ...SCAN_KINDS] as const;
export type IdentityChangeKey = (typeof IDENTITY_CHANGE_KEYS)[number];

/**
 * Why a version waits for a decision: the first one, a correction after a rejection, another change,
 * or a scan replaced or added on a confirmed document (which kept its status, decision 0015).
 */
export const IDENTITY_SUBMISSION_KINDS = ['new', 'corrected', 'changed', 'scan_after_confirmation'] as const;
export type IdentitySubmissionKind = (typeof IDENTITY_SUBMISSION_KINDS)[number];

export const IDENTITY_DECISIONS = ['confirmed', 'rejected'] as const;
export type IdentityDecision = (typeof IDENTITY_DECISIONS)[number];

const changesSchema = z.array(z.enum(IDENTITY_CHANGE_KEYS));

export const identityQueueItemSchema = z
  .object({
    memberId: z.string(),
    /** «Фамилия Имя Отчество», '' when the member has no name yet. */
    memberName: z.string(),
    phone: z.string(),
    version: z.int(),
    status: z.enum(IDENTITY_STATUS_TEXTS),
    kind: z.enum(IDENTITY_SUBMISSION_KINDS),
    changes: changesSchema,
    /** How many of the three scans are uploaded. */
    scans: z.int().check(z.gte(0), z.lte(3)),
    submittedAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'IdentityQueueItem' });
export type IdentityQueueItem = z.infer<typeof identityQueueItemSchema>;

export const identityQueueQuery = z.object({
  skipCount: skipCountSchema(),
  maxResultCount: maxResultCountSchema(IDENTITY_QUEUE_PAGE_SIZE, 100),
});

export const identityQueueRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/identity',
  operationId: 'listIdentityQueue',
  summary: 'Очередь проверки паспортных данных: документы, ждущие решения, от самых давних',
  tag: 'admin',
  access: 'operator',
  query: identityQueueQuery,
  response: z.object({ items: z.array(identityQueueItemSchema), totalCount: z.int().check(z.gte(0)) }),
  errors: [],
});

const decisionSchema = z.object({
  decision: z.enum(IDENTITY_DECISIONS),
  comment: z.string(),
  /** The operator's e-mail at the time. */
  operator: z.string(),
  decidedAt: z.iso.datetime(),
});
export type IdentityDecisionRecord = z.infer<typeof decisionSchema>;

const scanSchema = z.nullable(
  z.object({
    fileId: z.string(),
    /** Where the back office reads the bytes (`GET /api/admin/identity/{id}/scans/{fileId}`). */
    url: z.string(),
    mime: z.string(),
  }),
);

const identityDataSchema = z.object({
  passportType: z.string(),
  passportCountry: z.string(),
  serial: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  validTo: z.string(),
  issuer: z.string(),
  gender: z.string(),
  dateOfBirth: z.string(),
  registrationAddress: z.string(),
  registrationIssuedAt: z.string(),
  registrationExpiresAt: z.string(),
  inn: z.string(),
}) satisfies z.ZodMiniObject<Record<IdentityField, z.ZodMiniString>>;
export type IdentityData = z.infer<typeof identityDataSchema>;

const versionSchema = z.object({
  version: z.int(),
  submittedAt: z.iso.datetime(),
  kind: z.enum(IDENTITY_SUBMISSION_KINDS),
  changes: changesSchema,
  decision: z.nullable(decisionSchema),
});
export type IdentityVersionRecord = z.infer<typeof versionSchema>;

export const identityReviewSchema = z
  .object({
    member: z.object({
      id: z.string(),
      phone: z.string(),
      firstName: z.string(),
      middleName: z.string(),
      lastName: z.string(),
      cityName: z.string(),
      email: z.nullable(z.string()),
      employer: z.string(),
      jobPost: z.string(),
      status: z.enum(MEMBER_STATUSES),
      createdAt: z.iso.datetime(),
    }),
    document: z.object({
      /** The version a decision names: a newer one makes the decision stale (409). */
      version: z.int(),
      status: z.enum(IDENTITY_STATUSES),
      statusText: z.enum(IDENTITY_STATUS_TEXTS),
      /** The comment of the last rejection, as the member sees it ('' when none). */
      comment: z.string(),
      /** As the member sent them; dates 'YYYY-MM-DD', '' for what is empty. */
      data: identityDataSchema,
      scans: z.object({ pasportScan: scanSchema, adressScan: scanSchema, innScan: scanSchema }),
      submittedAt: z.iso.datetime(),
      kind: z.enum(IDENTITY_SUBMISSION_KINDS),
      changes: changesSchema,
      /** The decision on this version, or null while it waits. */
      decision: z.nullable(decisionSchema),
    }),
    /** Every version, newest first, each with its decision. */
    versions: z.array(versionSchema),
  })
  .register(z.globalRegistry, { id: 'IdentityReview' });
export type IdentityReview = z.infer<typeof identityReviewSchema>;

export const identityReviewRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/identity/:id',
  operationId: 'getIdentityReview',
  summary: 'Документ участника на проверке: данные, три скана, профиль, версии и решения',
  description: 'Каждое открытие записывается в журнал аудита (152-ФЗ). Участник без сохранённых данных — 404.',
  tag: 'admin',
  access: 'operator',
  params: memberIdParams,
  response: identityReviewSchema,
  errors: ['not_found'],
});

const NOT_FOUND = { error: 'not_found' };
export const identityScanParams = z.object({
  ...memberIdParams.shape,
  fileId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, NOT_FOUND)),
});

export const identityScanRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/identity/:id/scans/:fileId',
  operationId: 'getIdentityScan',
  summary: 'Скан документа участника для проверки',
  description:
    'Только скан этого участника: ссылка на скан другого участника — 404, как на отсутствующий. ' +
    'Каждое чтение записывается в журнал аудита.',
  tag: 'admin',
  access: 'operator',
  params: identityScanParams,
  response: 'file',
  errors: ['not_found', 'files_unavailable'],
});

const versionField = z
  .number({ error: 'Не указана версия документа' })
  .check(z.int({ error: 'Версия документа — целое число' }), z.gte(1, { error: 'Версия документа — целое число' }));

export const confirmIdentityBody = z.object({ version: versionField });
export const rejectIdentityBody = z.object({
  version: versionField,
  comment: z.string({ error: 'Напишите участнику, что исправить' }).check(
    z.trim(),
    z.minLength(3, { error: 'Напишите участнику, что исправить' }),
    z.maxLength(500, { error: 'Не длиннее 500 символов' }),
    // The member's notification (and SMS) quotes it.
    z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
  ),
});
export type RejectIdentityBody = z.infer<typeof rejectIdentityBody>;

export const confirmIdentityRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/identity/:id/confirm',
  operationId: 'confirmIdentity',
  summary: 'Подтвердить паспортные данные: версию, которую видел оператор',
  description:
    'Более новая версия — 409 `identity_version_stale`; версия, по которой уже есть решение, — 409 `identity_already_reviewed`.',
  tag: 'admin',
  access: 'operator',
  params: memberIdParams,
  body: confirmIdentityBody,
  response: identityReviewSchema,
  errors: ['not_found', 'identity_version_stale', 'identity_already_reviewed'],
});

export const rejectIdentityRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/identity/:id/reject',
  operationId: 'rejectIdentity',
  summary: 'Отклонить паспортные данные с комментарием, который участник увидит в профиле',
  description: 'Участник исправляет данные или сканы и отправляет новую версию. Версии — как при подтверждении.',
  tag: 'admin',
  access: 'operator',
  params: memberIdParams,
  body: rejectIdentityBody,
  response: identityReviewSchema,
  errors: ['not_found', 'identity_version_stale', 'identity_already_reviewed'],
});

export const identityAccessEntrySchema = z
  .object({
    id: z.int(),
    at: z.iso.datetime(),
    operatorId: z.nullable(z.string()),
    /** The operator's e-mail, or 'member' for the member's own readings. */
    actor: z.string(),
    action: z.string(),
    actionText: z.string(),
    /** The scan read, for a scan; null for the passport data or the member's card. */
    scanKind: z.nullable(z.enum(SCAN_KINDS)),
    ip: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'IdentityAccessEntry' });
export type IdentityAccessEntry = z.infer<typeof identityAccessEntrySchema>;

export const identityAccessLogRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/identity/:id/access-log',
  operationId: 'listIdentityAccess',
  summary: 'Кто и когда читал паспортные данные и сканы участника (новые сверху)',
  description: 'Из журнала аудита: открытия документа и карточки участника, чтения сканов — оператором или самим участником.',
  tag: 'admin',
  access: 'admin',
  params: memberIdParams,
  query: z.object({ skipCount: skipCountSchema(), maxResultCount: maxResultCountSchema(IDENTITY_ACCESS_PAGE_SIZE, 200) }),
  response: z.object({ entries: z.array(identityAccessEntrySchema), totalCount: z.int().check(z.gte(0)) }),
  errors: ['not_found'],
});
