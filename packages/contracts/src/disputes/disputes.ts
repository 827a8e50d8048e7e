// The member's side of disputes (docs/product.md «Споры»): «Оспорить» on a history line, «Договора нет
// в начислениях», the evidence, the answers and the member's reply when more is asked.
import * as z from 'zod/mini';
import { hasNoOutsideLink, outsideLinkIssue } from '../content/message-text.js';
import { changeIdParams } from '../admin/operators.js';
import { isoDateSchema } from '../common/validation.js';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from '../money/points.js';
import {
  DISPUTE_COMMENT_MAX,
  DISPUTE_FILE_MAX_BYTES,
  DISPUTE_FILE_TYPES,
  DISPUTE_KINDS,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
} from './dispute-values.js';

const text = (empty: string, min = 3) =>
  z.string({ error: empty }).check(
    z.trim(),
    z.minLength(min, { error: empty }),
    z.maxLength(DISPUTE_COMMENT_MAX, { error: 'Не длиннее 1000 символов' }),
    // Operators read it in the back office and it may be quoted back to the member.
    z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
  );

export const disputeFileSchema = z.object({
  id: z.string(),
  /** Where the cabinet (or, for operators, the back office) reads the bytes. */
  url: z.string(),
  mime: z.string(),
});

export const disputeAnswerSchema = z.object({
  at: z.iso.datetime(),
  /** `system`: the programme's own note (an import brought the claimed contract). */
  author: z.enum(['member', 'operator', 'system']),
  /** The status this answer set; null for the member's reply that only adds information. */
  status: z.nullable(z.enum(DISPUTE_STATUSES)),
  text: z.string(),
});
export type DisputeAnswer = z.infer<typeof disputeAnswerSchema>;

export const disputeSchema = z
  .object({
    id: z.int(),
    kind: z.enum(DISPUTE_KINDS),
    status: z.enum(DISPUTE_STATUSES),
    /** A line dispute's reason; null for a missing contract. */
    reason: z.nullable(z.enum(DISPUTE_REASONS)),
    comment: z.string(),
    /** The disputed line as it was when disputed. */
    entry: z.nullable(
      z.object({
        id: z.int(),
        date: z.iso.datetime(),
        title: z.string(),
        amount: pointsSchema,
        contractNumber: z.nullable(z.string()),
      }),
    ),
    /** The contract the member says is missing. */
    contract: z.nullable(z.object({ number: z.string(), date: isoDateSchema, subscriber: z.string() })),
    /** A claimed contract a later import brought: when it was accrued. */
    matchedAt: z.nullable(z.iso.datetime()),
    files: z.array(disputeFileSchema),
    answers: z.array(disputeAnswerSchema),
    createdAt: z.iso.datetime(),
    firstAnswerDue: z.iso.datetime(),
    resolveDue: z.iso.datetime(),
    firstAnsweredAt: z.nullable(z.iso.datetime()),
    resolvedAt: z.nullable(z.iso.datetime()),
    /** Points the decision credited (on the history line that names this dispute). */
    creditedAmount: z.nullable(pointsSchema),
  })
  .register(z.globalRegistry, { id: 'Dispute' });
export type Dispute = z.infer<typeof disputeSchema>;

export const disputeIdParams = changeIdParams;

const lineDisputeBody = z.object({
  kind: z.literal('line'),
  entryId: z.number({ error: 'Не указана строка истории' }).check(z.int({ error: 'Не указана строка истории' }), z.positive()),
  reason: z.enum(DISPUTE_REASONS, { error: 'Выберите причину' }),
  comment: text('Опишите, что не так'),
});

const missingContractBody = z.object({
  kind: z.literal('missing_contract'),
  contractNumber: z
    .string({ error: 'Укажите номер договора' })
    .check(z.trim(), z.minLength(1, { error: 'Укажите номер договора' }), z.maxLength(50, { error: 'Не длиннее 50 символов' })),
  contractDate: isoDateSchema,
  subscriber: z
    .string({ error: 'Укажите адрес или номер абонента' })
    .check(
      z.trim(),
      z.minLength(3, { error: 'Укажите адрес или номер абонента' }),
      z.maxLength(200, { error: 'Не длиннее 200 символов' }),
      z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
    ),
  comment: z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(DISPUTE_COMMENT_MAX, { error: 'Не длиннее 1000 символов' }),
          z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
        ),
    ),
    z.transform((v: string | undefined) => v ?? ''),
  ),
});

export const createDisputeBody = z.discriminatedUnion('kind', [lineDisputeBody, missingContractBody]);
export type CreateDisputeBody = z.input<typeof createDisputeBody>;

export const replyDisputeBody = z.object({ text: text('Напишите ответ') });
export type ReplyDisputeBody = z.infer<typeof replyDisputeBody>;

export const listDisputesRoute = defineRoute({
  method: 'GET',
  path: '/api/disputes',
  operationId: 'listDisputes',
  summary: 'Мои споры и заявки о недостающих договорах, новые сверху',
  tag: 'disputes',
  access: 'member',
  response: z.object({ items: z.array(disputeSchema) }),
  errors: [],
});

export const getDisputeRoute = defineRoute({
  method: 'GET',
  path: '/api/disputes/:id',
  operationId: 'getDispute',
  summary: 'Спор: строка или договор, файлы, ответы и сроки',
  tag: 'disputes',
  access: 'member',
  params: disputeIdParams,
  response: disputeSchema,
  errors: ['not_found'],
});

export const createDisputeRoute = defineRoute({
  method: 'POST',
  path: '/api/disputes',
  operationId: 'createDispute',
  summary: 'Оспорить строку истории или сообщить о договоре, которого нет в начислениях',
  description:
    'Первый ответ — в течение рабочего дня, решение — в течение пяти рабочих дней. Строку можно оспорить, ' +
    'пока по ней нет открытого спора; договор — пока по нему нет открытой заявки.',
  tag: 'disputes',
  access: 'member',
  body: createDisputeBody,
  response: disputeSchema,
  errors: ['not_found', 'dispute_exists', 'dispute_contract_known', 'rate_limited'],
});

export const replyDisputeRoute = defineRoute({
  method: 'POST',
  path: '/api/disputes/:id/reply',
  operationId: 'replyDispute',
  summary: 'Ответить на вопрос оператора: спор снова «В работе»',
  tag: 'disputes',
  access: 'member',
  params: disputeIdParams,
  body: replyDisputeBody,
  response: disputeSchema,
  errors: ['not_found', 'dispute_not_waiting'],
});

export const addDisputeFileRoute = defineRoute({
  method: 'PUT',
  path: '/api/disputes/:id/files',
  operationId: 'addDisputeFile',
  summary: 'Приложить фото или PDF к открытому спору',
  description: `multipart/form-data, поле \`content\`: JPEG, PNG или PDF до 10 МБ; не больше пяти файлов на спор.`,
  tag: 'disputes',
  access: 'member',
  params: disputeIdParams,
  upload: { maxBytes: DISPUTE_FILE_MAX_BYTES, accepts: [...DISPUTE_FILE_TYPES] },
  response: disputeSchema,
  errors: ['not_found', 'unsupported_file', 'image_too_large', 'dispute_closed', 'dispute_files_full', 'files_unavailable'],
});
