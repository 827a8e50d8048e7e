import * as z from 'zod/mini';
import { AMOUNT_RANGE_INVERTED, DATE_RANGE_INVERTED, isoDateSchema, orderedRange } from '../common/validation.js';
import { entityIdSchema, maxResultCountSchema, skipCountSchema } from '../content/paging.js';
import { hasNoOutsideLink, outsideLinkIssue } from '../content/message-text.js';
import { defineRoute } from '../http/route.js';
import { bankSchema } from '../money/bank.js';
import { orderAccountDestination, orderCardDestination, orderCommentSourceSchema, orderEventSchema } from '../money/order.js';
import { pointsSchema } from '../money/points.js';
import { payoutRailSchema, providerPayoutSchema } from './payouts.js';
import { countRu } from '../common/plural.js';
import { DESK_FLAGS, DESK_STATUSES, REGISTER_STATUSES, type DeskFlag, type DeskStatus } from './desk-values.js';

export * from './desk-values.js';

// The withdrawal desk (docs/product.md §12): operators pay or reject members' withdrawal requests, a second
// operator approves large payments (at the approvals door, decision 0060), and the bank gets a register
// of payouts.

export const deskFlagSchema = z.enum(Object.keys(DESK_FLAGS) as [DeskFlag, ...DeskFlag[]], { error: 'Неизвестный признак' });

/** How many times the member's usual (median paid) amount counts as unusual. */
export const UNUSUAL_AMOUNT_FACTOR = 3;

export const deskStatusSchema = z.enum(Object.keys(DESK_STATUSES) as [DeskStatus, ...DeskStatus[]], {
  error: 'Неизвестный статус',
});

export const DESK_IDENTITY_TEXT = {
  none: 'Не заполнены',
  pending: 'На рассмотрении',
  confirmed: 'Подтверждено',
  rejected: 'Отклонено',
} as const;
export type DeskIdentityStatus = keyof typeof DESK_IDENTITY_TEXT;

export const DESK_PAGE_SIZE = 25;
export const DESK_PAGE_MAX = 100;

const amountFilter = z.optional(
  z.coerce
    .number({ error: 'Укажите сумму числом' })
    .check(z.gte(0, { error: 'Не меньше 0' }), z.lte(100_000_000, { error: 'Слишком большая сумма' })),
);

export const deskQueueQuery = z
  .object({
    /** `pending` (the default) includes the orders awaiting approval. */
    status: z._default(deskStatusSchema, 'pending'),
    flag: z.optional(deskFlagSchema),
    bankId: z.optional(z.string().check(z.regex(/^[0-9]{12}$/, { error: 'Неизвестный банк' }))),
    amountFrom: amountFilter,
    amountTo: amountFilter,
    /** Days of the request (Moscow time), both inclusive. */
    dateFrom: z.optional(isoDateSchema),
    dateTo: z.optional(isoDateSchema),
    /** A phone (member's or SBP), part of the member's name, or an order number. */
    search: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Не длиннее 100 символов' }))),
    skipCount: skipCountSchema(),
    maxResultCount: maxResultCountSchema(DESK_PAGE_SIZE, DESK_PAGE_MAX),
  })
  .check(orderedRange('amountFrom', 'amountTo', AMOUNT_RANGE_INVERTED), orderedRange('dateFrom', 'dateTo', DATE_RANGE_INVERTED));
export type DeskQueueQuery = z.input<typeof deskQueueQuery>;
export type DeskQueueFilter = Omit<z.output<typeof deskQueueQuery>, 'skipCount' | 'maxResultCount'>;

/** A large payment's request at the approvals door (kind `desk_payout`), waiting or approved. */
export const deskApprovalSchema = z.object({
  /** The operator who recorded the payment (the maker). */
  makerEmail: z.string(),
  madeAt: z.iso.datetime(),
  /** The second operator who approved it, or null while it waits. */
  checkerEmail: z.nullable(z.string()),
  checkedAt: z.nullable(z.iso.datetime()),
});

export const deskOrderSchema = z
  .object({
    id: entityIdSchema,
    status: deskStatusSchema,
    statusText: z.string(),
    amount: pointsSchema,
    /** НДФЛ withheld from the amount (decision 0033); 0 when none is (self-employed, ИП, the company pays it). */
    withheldTax: pointsSchema,
    /** What the bank transfers: the amount less the withheld НДФЛ. */
    toBank: pointsSchema,
    /** By SBP: the bank and the phone the money goes to; null for a card's order. */
    bank: z.nullable(bankSchema),
    sbpPhone: z.nullable(z.string()),
    /** To the member's card (decision 0056): its mask and bank; null for an order by SBP. */
    card: z.nullable(orderCardDestination),
    /** To the member's account, paid by the bank's registry (decision 0057); null otherwise. */
    account: z.nullable(orderAccountDestination),
    /**
     * Who pays the order, decided once when it was made (decision 0061): by hand from the register,
     * the payout provider or the bank's registry; «Выплатить» pays it this way whatever rail is chosen now.
     */
    rail: payoutRailSchema,
    createdAt: z.iso.datetime(),
    closedAt: z.nullable(z.iso.datetime()),
    /** The reason of a rejection; `commentBy` says whose it is (an operator's, or the payout's cancellation). */
    comment: z.nullable(z.string()),
    commentBy: z.nullable(orderCommentSourceSchema),
    member: z.object({
      id: z.string(),
      /** «Фамилия Имя Отчество», empty when the member has not filled it. */
      name: z.string(),
      phone: z.string(),
      identityStatus: z.enum(Object.keys(DESK_IDENTITY_TEXT) as [DeskIdentityStatus, ...DeskIdentityStatus[]]),
      identityStatusText: z.string(),
    }),
    /** The member's paid orders before this one. */
    previousPayouts: z.object({ count: z.int(), sum: pointsSchema }),
    flags: z.array(deskFlagSchema),
    approval: z.nullable(deskApprovalSchema),
    /** The payout by the provider's API once the order was paid on that rail (decision 0031). */
    payout: z.nullable(providerPayoutSchema),
  })
  .register(z.globalRegistry, { id: 'DeskOrder' });
export type DeskOrder = z.infer<typeof deskOrderSchema>;

export const deskQueueResponse = z.object({
  orders: z.array(deskOrderSchema),
  totalCount: z.int().check(z.gte(0)),
  /** The threshold of maker–checker, points: a payment of this much or more needs a second operator. */
  approvalThreshold: pointsSchema,
  /** Every SBP bank, for the bank filter. */
  banks: z.array(bankSchema),
});
export type DeskQueueResponse = z.infer<typeof deskQueueResponse>;

export const deskOrderDetailSchema = z.object({
  order: deskOrderSchema,
  events: z.array(z.object({ ...orderEventSchema.shape, actor: z.string() })),
  approvalThreshold: pointsSchema,
});
export type DeskOrderDetail = z.infer<typeof deskOrderDetailSchema>;

const NOT_FOUND = { error: 'not_found' };
export const deskOrderParams = z.object({
  id: z.pipe(
    z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, NOT_FOUND)),
    z.transform((s: string) => Number(s)),
  ),
});

export const deskQueueRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/desk/orders',
  operationId: 'deskQueue',
  summary: 'Очередь заявок на вывод: фильтры, поиск, признаки риска',
  description: 'Заявки в обработке — от самой старой; закрытые — от последней закрытой.',
  tag: 'admin',
  access: 'operator',
  query: deskQueueQuery,
  response: deskQueueResponse,
  errors: [],
});

export const deskOrderRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/desk/orders/:id',
  operationId: 'deskOrder',
  summary: 'Заявка на вывод: участник, признаки риска, история',
  tag: 'admin',
  access: 'operator',
  params: deskOrderParams,
  response: deskOrderDetailSchema,
  errors: ['not_found'],
});

/**
 * What an action did: paid, rejected, (a payment at or above the threshold) awaiting a second
 * operator, or handed to who pays it: the provider (decision 0031) or the bank's next registry
 * (decision 0057).
 */
export const deskActionResponse = z.object({
  outcome: z.enum(['paid', 'awaiting_approval', 'rejected', 'sent_to_provider', 'sent_to_bank']),
  order: deskOrderSchema,
});
export type DeskActionResponse = z.infer<typeof deskActionResponse>;

export const deskPayRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/desk/orders/:id/pay',
  operationId: 'deskPay',
  summary: 'Выплатить заявку (крупная сумма ждёт подтверждения второго оператора)',
  tag: 'admin',
  access: 'operator',
  params: deskOrderParams,
  response: deskActionResponse,
  errors: ['not_found', 'order_already_handled', 'payout_awaiting_approval', 'payout_rail_unavailable'],
});

export const deskRejectBody = z.object({
  reason: z.string({ error: 'Укажите причину отказа' }).check(
    z.trim(),
    z.minLength(1, { error: 'Укажите причину отказа' }),
    z.maxLength(500, { error: 'Не длиннее 500 символов' }),
    // The member's notification (and SMS) quotes it.
    z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
  ),
});

export const deskRejectRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/desk/orders/:id/reject',
  operationId: 'deskReject',
  summary: 'Отклонить заявку с причиной, которую увидит участник (баллы возвращаются)',
  tag: 'admin',
  access: 'operator',
  params: deskOrderParams,
  body: deskRejectBody,
  response: deskActionResponse,
  errors: ['not_found', 'order_already_handled'],
});

export const deskBatchPayBody = z.object({
  orderIds: z
    .array(entityIdSchema, { error: 'Выберите заявки' })
    .check(
      z.minLength(1, { error: 'Выберите заявки' }),
      z.maxLength(DESK_PAGE_MAX, { error: `Не больше ${countRu(DESK_PAGE_MAX, ['заявки', 'заявок', 'заявок'])} за раз` }),
    ),
});

export const deskBatchResultSchema = z.object({
  orderId: z.int(),
  outcome: z.enum(['paid', 'awaiting_approval', 'sent_to_provider', 'sent_to_bank', 'refused']),
  /** The refusal's code and Russian message when refused. */
  code: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type DeskBatchResult = z.infer<typeof deskBatchResultSchema>;

export const deskBatchPayResponse = z.object({ results: z.array(deskBatchResultSchema) });
export type DeskBatchPayResponse = z.infer<typeof deskBatchPayResponse>;

export const deskBatchPayRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/desk/pay-batch',
  operationId: 'deskBatchPay',
  summary: 'Выплатить выбранные заявки: каждая, что может быть выплачена; итог по каждой',
  tag: 'admin',
  access: 'operator',
  body: deskBatchPayBody,
  response: deskBatchPayResponse,
  errors: [],
});

export const deskRegisterQuery = z
  .object({
    /** Days (Moscow time), both inclusive: of the payment or rejection, or of the request while pending. */
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    status: z._default(z.enum(REGISTER_STATUSES, { error: 'Статус: paid, pending или rejected' }), 'paid'),
  })
  .check(orderedRange('dateFrom', 'dateTo', DATE_RANGE_INVERTED));
export type DeskRegisterQuery = z.input<typeof deskRegisterQuery>;

export const deskRegisterRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/desk/register.csv',
  operationId: 'deskRegister',
  summary: 'Реестр выплат для банка (CSV) за период и по статусу, с итогами; выгрузка попадает в журнал',
  tag: 'admin',
  access: 'operator',
  query: deskRegisterQuery,
  response: 'csv',
  errors: [],
});
