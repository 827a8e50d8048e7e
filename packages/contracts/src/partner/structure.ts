// The partner API's structure call (docs/partner-api.md «Структура»): the company's HR or CRM system
// sends who works in which team, the same rows as the back office's structure file
// (packages/contracts/src/admin/team-import.ts), each answered for itself.
import * as z from 'zod/mini';
import { countRu } from '../common/plural.js';
import { defineRoute } from '../http/route.js';
import { teamImportSummarySchema } from '../admin/team-import.js';
import { optionalPartnerCell as optionalCell, partnerBatchHeaders, partnerCell as cell } from './contracts.js';
import { PARTNER_BATCH_MAX, PARTNER_BODY_LIMIT } from './partner-values.js';

export const partnerStructureRow = z.object({
  /** The dealer's name; a new name adds a dealer. */
  dealer: cell,
  /** The dealer's ИНН (10 or 12 digits); checked against a known dealer's. */
  dealerInn: optionalCell,
  /** The point of sale's name within the dealer. */
  point: cell,
  pointAddress: optionalCell,
  /** The team's name within the point. */
  team: cell,
  /** The member's mobile phone, any common spelling. */
  phone: cell,
  /** `agent` (the default) or `supervisor`; «агент» and «руководитель» are read too. */
  role: optionalCell,
  /** The first day in the role: `YYYY-MM-DD` or `ДД.ММ.ГГГГ`. */
  from: cell,
});
export type PartnerStructureRow = z.infer<typeof partnerStructureRow>;

const rowsError = `От 1 до ${countRu(PARTNER_BATCH_MAX, ['строки', 'строк', 'строк'])} в одном запросе`;

export const partnerStructureBody = z.object({
  members: z
    .array(partnerStructureRow, { error: 'Ожидается массив members' })
    .check(z.minLength(1, { error: rowsError }), z.maxLength(PARTNER_BATCH_MAX, { error: rowsError })),
});
export type PartnerStructureBody = z.infer<typeof partnerStructureBody>;

export const partnerStructureRoute = defineRoute({
  method: 'POST',
  path: '/api/partner/v1/team-members',
  operationId: 'partnerSendTeamMembers',
  summary: 'Передать структуру пакетом: агенты в командах и руководители команд, с первого дня',
  description:
    'Недостающие дилеры, точки продаж и команды добавляются по названиям. Агент переходит в команду с указанного ' +
    'дня (из прежней выходит накануне); руководитель назначается после подтверждения администратором программы. ' +
    'Строка, которая уже исполнена, — unchanged. Обязателен заголовок Idempotency-Key. Нужна область structure:write.',
  tag: 'partner',
  access: 'partner',
  partnerScope: 'structure:write',
  headers: partnerBatchHeaders,
  body: partnerStructureBody,
  bodyLimit: PARTNER_BODY_LIMIT,
  response: z.object({ batchId: z.int(), ...teamImportSummarySchema.shape }),
  errors: ['idempotency_key_required', 'idempotency_mismatch', 'idempotency_key_expired'],
});
