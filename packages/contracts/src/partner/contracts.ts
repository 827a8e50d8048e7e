// The partner API's contract calls (`/api/partner/v1/…`, docs/partner-api.md): the company's CRM or
// billing sends contracts in batches and their status events, each row answered for itself. One code
// path with the file import (decision 0063): the same rules, tariffs and refusals.
import * as z from 'zod/mini';
import { countRu } from '../common/plural.js';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from '../money/points.js';
import { requestWithdrawalHeaders } from '../money/request-withdrawal.js';
import {
  PARTNER_BATCH_MAX,
  PARTNER_BODY_LIMIT,
  PARTNER_EVENT_RESULTS,
  PARTNER_ROW_CODES,
  PARTNER_ROW_RESULTS,
} from './partner-values.js';

export * from './partner-values.js';
export * from './addresses.js';

/** The Idempotency-Key header every batch carries: a repeat with the same body answers the first result. */
export const partnerBatchHeaders = requestWithdrawalHeaders;

/** A cell as the partner sends it: the row's rules judge it, so one bad row never refuses the batch. */
const cell = z.string({ error: 'Ожидается строка' }).check(z.maxLength(1000, { error: 'Не длиннее 1000 символов' }));
const optionalCell = z.optional(z.nullable(cell));
export { cell as partnerCell, optionalCell as optionalPartnerCell };

export const partnerContractRow = z.object({
  /** The contract's number; «АД-2026-000123» and «ад 2026 000123» are one contract. */
  number: cell,
  /** The agent's (member's) mobile phone, any common spelling: +7 9XX XXX-XX-XX. */
  agentPhone: cell,
  /** The client as the member's history shows it. */
  clientName: cell,
  /** `YYYY-MM-DD` or `ДД.ММ.ГГГГ`: not after today in Moscow, not before the programme's first day. */
  signedOn: cell,
  /** The contract's tariff (contests counting one tariff read it); null: not said. */
  tariff: optionalCell,
  /** The subscriber's phone: kept only as a keyed hash, never as the number. */
  subscriberPhone: optionalCell,
});
export type PartnerContractRow = z.infer<typeof partnerContractRow>;

const rowsError = `От 1 до ${countRu(PARTNER_BATCH_MAX, ['строки', 'строк', 'строк'])} в одном запросе`;

export const partnerContractsBody = z.object({
  contracts: z
    .array(partnerContractRow, { error: 'Ожидается массив contracts' })
    .check(z.minLength(1, { error: rowsError }), z.maxLength(PARTNER_BATCH_MAX, { error: rowsError })),
});
export type PartnerContractsBody = z.infer<typeof partnerContractsBody>;

const rowRefusal = {
  /** Why the row is refused (null unless refused). */
  code: z.nullable(z.enum(PARTNER_ROW_CODES)),
  /** The reason in Russian, naming the row's values. */
  message: z.nullable(z.string()),
};

export const partnerContractResultSchema = z
  .object({
    /** The row's place in the batch, from 0. */
    index: z.int(),
    number: z.string(),
    result: z.enum(PARTNER_ROW_RESULTS),
    /** The programme's contract (a new one, or the one a duplicate found). */
    contractId: z.nullable(z.int()),
    /** What an accepted row earns (held until confirmed when the programme holds rewards). */
    reward: z.nullable(pointsSchema),
    ...rowRefusal,
  })
  .register(z.globalRegistry, { id: 'PartnerContractResult' });

const batchCounts = {
  /** The batch's number in the programme. */
  batchId: z.int(),
  received: z.int(),
  refused: z.int(),
};

export const partnerContractsResponse = z
  .object({ ...batchCounts, accepted: z.int(), duplicates: z.int(), rows: z.array(partnerContractResultSchema) })
  .register(z.globalRegistry, { id: 'PartnerContractsResult' });
export type PartnerContractsResponse = z.infer<typeof partnerContractsResponse>;

export const partnerEventRow = z.object({
  number: cell,
  /** `activated`: the contract is confirmed, its held reward is the member's at once; `terminated`: cancelled. */
  type: cell,
});

export const partnerEventsBody = z.object({
  events: z
    .array(partnerEventRow, { error: 'Ожидается массив events' })
    .check(z.minLength(1, { error: rowsError }), z.maxLength(PARTNER_BATCH_MAX, { error: rowsError })),
});
export type PartnerEventsBody = z.infer<typeof partnerEventsBody>;

export const partnerEventResultSchema = z
  .object({
    index: z.int(),
    number: z.string(),
    type: z.string(),
    result: z.enum(PARTNER_EVENT_RESULTS),
    /** Points that became the member's (`activated` of a held reward). */
    released: z.nullable(pointsSchema),
    /** Points taken back from the member's balance, and what they now owe besides (`terminated`). */
    clawedBack: z.nullable(pointsSchema),
    debt: z.nullable(pointsSchema),
    /** A held reward that will not be paid (terminated before it was confirmed). */
    voided: z.nullable(pointsSchema),
    ...rowRefusal,
  })
  .register(z.globalRegistry, { id: 'PartnerEventResult' });

export const partnerEventsResponse = z
  .object({ ...batchCounts, applied: z.int(), unchanged: z.int(), rows: z.array(partnerEventResultSchema) })
  .register(z.globalRegistry, { id: 'PartnerEventsResult' });
export type PartnerEventsResponse = z.infer<typeof partnerEventsResponse>;

const batchErrors = ['idempotency_key_required', 'idempotency_mismatch', 'idempotency_key_expired'] as const;

export const partnerContractsRoute = defineRoute({
  method: 'POST',
  path: '/api/partner/v1/contracts',
  operationId: 'partnerSendContracts',
  summary:
    'Передать договоры пакетом (до 1\u00a0000 строк): каждая строка принимается, находится как уже известная или отклоняется',
  description:
    'Правила, тарифы и отказы те же, что у загрузки файла. Договор начисляется один раз, как бы он ни пришёл ' +
    '(API, файл, решённый спор). Обязателен заголовок Idempotency-Key: повтор с тем же ключом и телом получает ' +
    'первый ответ, с другим телом — 422 idempotency_mismatch. Нужна область contracts:write.',
  tag: 'partner',
  access: 'partner',
  partnerScope: 'contracts:write',
  headers: partnerBatchHeaders,
  body: partnerContractsBody,
  bodyLimit: PARTNER_BODY_LIMIT,
  response: partnerContractsResponse,
  errors: batchErrors,
});

export const partnerEventsRoute = defineRoute({
  method: 'POST',
  path: '/api/partner/v1/contracts/events',
  operationId: 'partnerSendContractEvents',
  summary: 'Передать события договоров пакетом: подключён (удержание снимается сразу) или расторгнут (начисление списывается)',
  description:
    'activated — начисление, ждущее подтверждения, сразу становится доступным участнику; terminated — внутри ' +
    'удержания начисление отменяется без долга, после него списывается с баланса, а недостающее становится долгом. ' +
    'Обязателен заголовок Idempotency-Key. Нужна область contracts:write.',
  tag: 'partner',
  access: 'partner',
  partnerScope: 'contracts:write',
  headers: partnerBatchHeaders,
  body: partnerEventsBody,
  bodyLimit: PARTNER_BODY_LIMIT,
  response: partnerEventsResponse,
  errors: batchErrors,
});

const NOT_FOUND = { error: 'not_found' };

export const partnerContractParams = z.object({
  number: z.string(NOT_FOUND).check(z.minLength(1, NOT_FOUND), z.maxLength(64, NOT_FOUND)),
});

export const partnerContractStatusSchema = z
  .object({
    number: z.string(),
    status: z.enum(['active', 'terminated']),
    signedOn: z.iso.date(),
    agentPhone: z.string(),
    tariff: z.nullable(z.string()),
    reward: pointsSchema,
    /** The reward waits for confirmation (or the contract's activation) until `availableOn`. */
    held: z.boolean(),
    availableOn: z.nullable(z.iso.date()),
    /** How it arrived: the partner API, a file, or a member's claim an admin credited. */
    source: z.enum(['partner', 'import', 'claim']),
  })
  .register(z.globalRegistry, { id: 'PartnerContractStatus' });
export type PartnerContractStatus = z.infer<typeof partnerContractStatusSchema>;

export const partnerContractStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/partner/v1/contracts/:number',
  operationId: 'partnerContractStatus',
  summary: 'Статус договора в программе: начисление, удержание, расторжение',
  description: 'Нужна область contracts:read.',
  tag: 'partner',
  access: 'partner',
  partnerScope: 'contracts:read',
  params: partnerContractParams,
  response: partnerContractStatusSchema,
  errors: ['not_found'],
});
