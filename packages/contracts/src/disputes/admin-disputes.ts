// The operators' queue of disputes (docs/product.md «Споры»): oldest open first, the promised dates
// beside each, late ones flagged; answers with their reasons; a credit by the money rule (decision 0041).
import * as z from 'zod/mini';
import { hasNoOutsideLink, outsideLinkIssue } from '../content/message-text.js';
import { maxResultCountSchema, skipCountSchema } from '../content/paging.js';
import { approvalSchema } from '../admin/approvals.js';
import { defineRoute } from '../http/route.js';
import { hasAtMostTwoDecimals } from '../money/points.js';
import { disputeIdParams, disputeSchema } from './disputes.js';
import { DISPUTE_ANSWER_STATUSES, DISPUTES_PAGE_SIZE } from './dispute-values.js';
import { DISPUTE_QUEUE_VIEWS } from './admin-dispute-values.js';

export * from './admin-dispute-values.js';

export const adminDisputeSchema = z
  .extend(disputeSchema, {
    memberId: z.string(),
    /** «Фамилия Имя Отчество», '' when the member has no name yet. */
    memberName: z.string(),
    memberPhone: z.string(),
    /** The first answer or the decision is later than promised (or will be: the date has passed). */
    late: z.boolean(),
    /** Which promise: the first answer came (or is still to come) after its date… */
    answerLate: z.boolean(),
    /** …the decision came (or is still to come) after its date. */
    decisionLate: z.boolean(),
    /** A credit waiting for a second admin at the approvals door (decision 0060), or null. */
    pendingCredit: z.nullable(approvalSchema),
    /** Who answered, in the order of `answers` (the member's own replies have ''). */
    answeredBy: z.array(z.string()),
  })
  .register(z.globalRegistry, { id: 'AdminDispute' });
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

export const disputeQueueQuery = z.object({
  view: z._default(z.enum(DISPUTE_QUEUE_VIEWS, { error: 'Вид: open, late, resolved или all' }), 'open'),
  skipCount: skipCountSchema(),
  maxResultCount: maxResultCountSchema(DISPUTES_PAGE_SIZE, 100),
});
export type DisputeQueueQuery = z.input<typeof disputeQueueQuery>;

export const disputeQueueRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/disputes',
  operationId: 'listDisputeQueue',
  summary: 'Очередь споров: открытые от самых давних, со сроками ответа и решения',
  tag: 'admin',
  access: 'operator',
  query: disputeQueueQuery,
  response: z.object({
    items: z.array(adminDisputeSchema),
    totalCount: z.int().check(z.gte(0)),
    /** Open disputes whose promised date has passed, whatever the view. */
    lateCount: z.int().check(z.gte(0)),
  }),
  errors: [],
});

export const adminDisputeRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/disputes/:id',
  operationId: 'getAdminDispute',
  summary: 'Спор участника целиком: строка или договор, файлы, ответы, сроки',
  tag: 'admin',
  access: 'operator',
  params: disputeIdParams,
  response: adminDisputeSchema,
  errors: ['not_found'],
});

const reasonText = z.string({ error: 'Напишите участнику причину' }).check(
  z.trim(),
  z.minLength(3, { error: 'Напишите участнику причину' }),
  z.maxLength(1000, { error: 'Не длиннее 1000 символов' }),
  // The member's notification (and SMS) quotes it.
  z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
);

export const answerDisputeBody = z.object({
  status: z.enum(DISPUTE_ANSWER_STATUSES, { error: 'Выберите ответ: в работе, нужна информация или отказ' }),
  text: reasonText,
});
export type AnswerDisputeBody = z.infer<typeof answerDisputeBody>;

export const answerDisputeRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/disputes/:id/answer',
  operationId: 'answerDispute',
  summary: 'Ответить по спору: взять в работу, запросить информацию или отказать (с причиной)',
  tag: 'admin',
  access: 'operator',
  params: disputeIdParams,
  body: answerDisputeBody,
  response: adminDisputeSchema,
  errors: ['not_found', 'dispute_closed', 'dispute_credit_pending'],
});

export const creditDisputeBody = z.object({
  amount: z
    .number({ error: 'Укажите сумму числом' })
    .check(
      z.gt(0, { error: 'Сумма должна быть больше нуля' }),
      z.lte(10_000_000, { error: 'Не больше 10\u00a0000\u00a0000\u00a0б.' }),
      z.refine(hasAtMostTwoDecimals, { error: 'Не больше двух знаков после запятой' }),
    ),
  text: reasonText,
});
export type CreditDisputeBody = z.infer<typeof creditDisputeBody>;

export const creditDisputeRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/disputes/:id/credit',
  operationId: 'creditDispute',
  summary: 'Решить спор начислением: строка истории называет спор; выше порога ждёт второго администратора',
  tag: 'admin',
  access: 'admin',
  params: disputeIdParams,
  body: creditDisputeBody,
  response: adminDisputeSchema,
  errors: ['not_found', 'dispute_closed', 'dispute_credit_pending', 'contract_paid'],
});

export const adminDisputeFileRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/disputes/:id/files/:fileId',
  operationId: 'getAdminDisputeFile',
  summary: 'Файл, приложенный к спору',
  tag: 'admin',
  access: 'operator',
  params: z.object({ id: disputeIdParams.shape.id, fileId: z.string().check(z.maxLength(64)) }),
  response: 'file',
  errors: ['not_found', 'files_unavailable'],
});
