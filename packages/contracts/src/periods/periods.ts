// Closing a month and the agents' documents of a closed month (docs/product.md «Закрытие месяца»):
// the admins' list of months, a proposal to close one — it waits at the approvals door (decision
// 0060) for a second admin — and the member's documents with their PDFs.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from '../money/points.js';
import { approvalSchema } from '../admin/approvals.js';
import { changeIdParams } from '../admin/operators.js';
import { ORGANISER_REQUISITES, PERIOD_DOCUMENT_KINDS, PERIOD_DOCUMENT_STATUSES, PERIOD_STATUSES } from './period-values.js';

const MONTH = { error: 'Месяц в виде ГГГГ-ММ' };
export const periodParams = z.object({
  month: z.string(MONTH).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH)),
});

export const periodSchema = z
  .object({
    /** `YYYY-MM`, Moscow. */
    month: z.string(),
    /** «Октябрь 2026». */
    title: z.string(),
    status: z.enum(PERIOD_STATUSES),
    /** The month is over: it may be closed. */
    ended: z.boolean(),
    /** Who proposed closing it: the waiting proposal's maker, or the one whose proposal closed it. */
    requestedBy: z.nullable(z.string()),
    requestedAt: z.nullable(z.iso.datetime()),
    /** The proposal waiting at the approvals door (`pending`): approved or refused there. */
    approval: z.nullable(approvalSchema),
    closedBy: z.nullable(z.string()),
    closedAt: z.nullable(z.iso.datetime()),
    /** Closed, and its documents are still being made (a job after the close). */
    preparing: z.boolean(),
    /** Documents made at the close, and how many of them are signed or accepted. */
    documents: z.int().check(z.gte(0)),
    signed: z.int().check(z.gte(0)),
    accepted: z.int().check(z.gte(0)),
  })
  .register(z.globalRegistry, { id: 'Period' });
export type Period = z.infer<typeof periodSchema>;

export const listPeriodsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/periods',
  operationId: 'listPeriods',
  summary: 'Месяцы программы: открыт, ждёт подтверждения закрытия или закрыт; документы агентов и подписи',
  tag: 'admin',
  access: 'operator',
  response: z.object({
    periods: z.array(periodSchema),
    /**
     * The organiser's requisites the server's settings lack: while any is, no month may be proposed
     * for closing or closed (`organiser_requisites_missing`), and the screen says so beforehand.
     */
    organiserMissing: z.array(z.enum(ORGANISER_REQUISITES)),
  }),
  errors: [],
});

export const requestPeriodCloseRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/periods/:month/close',
  operationId: 'requestPeriodClose',
  summary: 'Предложить закрыть месяц: закрывает другой администратор',
  description:
    'Предложение ждёт второго администратора в «На подтверждении»: он закрывает месяц, подтвердив его ' +
    '(`POST /api/admin/approvals/:id/approve`; строки месяца заперты сразу, документы агентов с движениями готовятся следом), ' +
    'или отклоняет; автор может его отозвать (`…/reject`). Позже пришедший договор или исправление ложится строкой ' +
    'в открытый месяц и никогда не меняет закрытый.',
  tag: 'admin',
  access: 'admin',
  params: periodParams,
  response: periodSchema,
  errors: ['period_not_ended', 'period_closed', 'period_pending', 'organiser_requisites_missing'],
});

export const periodDocumentSchema = z
  .object({
    id: z.int(),
    month: z.string(),
    /** «Отчёт агента за октябрь 2026». */
    title: z.string(),
    kind: z.enum(PERIOD_DOCUMENT_KINDS),
    status: z.enum(PERIOD_DOCUMENT_STATUSES),
    accrued: pointsSchema,
    paid: pointsSchema,
    tax: pointsSchema,
    createdAt: z.iso.datetime(),
    /** Until then the agent may object; after it an unsigned document counts as accepted. */
    objectionUntil: z.iso.datetime(),
    signedAt: z.nullable(z.iso.datetime()),
    /** How it was signed: the phone the code went to and its channel. */
    signature: z.nullable(z.object({ phone: z.string(), channel: z.enum(['sms', 'telegram']) })),
    /** SHA-256 of the document's content as it was made: what a signature is given to. */
    hash: z.string(),
    /** Where the PDF is read (the cabinet's path). */
    pdfUrl: z.string(),
  })
  .register(z.globalRegistry, { id: 'PeriodDocument' });
export type PeriodDocument = z.infer<typeof periodDocumentSchema>;

export const listPeriodDocumentsRoute = defineRoute({
  method: 'GET',
  path: '/api/documents',
  operationId: 'listPeriodDocuments',
  summary: 'Мои документы закрытых месяцев: отчёт агента или акт, его статус и срок для возражений',
  tag: 'money',
  access: 'member',
  response: z.object({ items: z.array(periodDocumentSchema) }),
  errors: [],
});

export const periodDocumentPdfRoute = defineRoute({
  method: 'GET',
  path: '/api/documents/:id/pdf',
  operationId: 'getPeriodDocumentPdf',
  summary: 'Документ закрытого месяца в PDF',
  tag: 'money',
  access: 'member',
  params: changeIdParams,
  response: 'file',
  errors: ['not_found'],
});

export const documentSignCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/documents/:id/sign/code',
  operationId: 'requestDocumentSignCode',
  summary: 'Прислать код для подписи документа: SMS или Telegram, как при входе',
  tag: 'money',
  access: 'member',
  params: changeIdParams,
  response: z.object({ channel: z.enum(['sms', 'telegram']), resendAfter: z.int() }),
  errors: ['not_found', 'document_signed', 'resend_too_early', 'too_many_codes', 'sms_failed'],
});

export const signDocumentBody = z.object({
  code: z.string({ error: 'Введите код из SMS' }).check(z.regex(/^\d{6}$/, { error: 'Код — шесть цифр' })),
});
export type SignDocumentBody = z.infer<typeof signDocumentBody>;

export const signDocumentRoute = defineRoute({
  method: 'POST',
  path: '/api/documents/:id/sign',
  operationId: 'signDocument',
  summary: 'Подписать документ кодом: простая электронная подпись (63-ФЗ)',
  description:
    'Подпись хранится с документом: кто (телефон), какой документ (его SHA-256), когда, откуда (адрес, браузер) и каким ' +
    'кодом; PDF документа после подписи несёт её отметку. Соглашение об использовании простой электронной подписи — в правилах программы.',
  tag: 'money',
  access: 'member',
  params: changeIdParams,
  body: signDocumentBody,
  response: periodDocumentSchema,
  errors: ['not_found', 'document_signed', 'invalid_code', 'code_expired', 'code_attempts_exhausted'],
});
