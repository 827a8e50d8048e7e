// Manual corrections of a member's balance (docs/product.md §12): an admin asks, a second admin approves, and
// only then the ledger moves (maker–checker, like a large payout).
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { hasNoOutsideLink, outsideLinkIssue } from '../content/message-text.js';
import { hasAtMostTwoDecimals, pointsSchema } from '../money/points.js';
import { memberIdParams } from './members.js';
import { ADJUSTMENT_STATUSES, type AdjustmentStatus } from './adjustment-values.js';

export * from './adjustment-values.js';

export const ADJUSTMENT_STATUS_TEXT: Record<AdjustmentStatus, string> = {
  pending: 'Ждёт подтверждения',
  applied: 'Проведена',
  rejected: 'Отклонена',
};

export const adjustmentSchema = z
  .object({
    id: z.int(),
    memberId: z.string(),
    memberName: z.string(),
    memberPhone: z.string(),
    amount: pointsSchema,
    reason: z.string(),
    status: z.enum(ADJUSTMENT_STATUSES),
    requestedBy: z.string(),
    requestedAt: z.iso.datetime(),
    decidedBy: z.nullable(z.string()),
    decidedAt: z.nullable(z.iso.datetime()),
    decisionNote: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'BalanceAdjustment' });
export type BalanceAdjustment = z.infer<typeof adjustmentSchema>;

export const requestAdjustmentBody = z.object({
  amount: z.number({ error: 'Укажите сумму числом' }).check(
    z.refine((v) => v !== 0, { error: 'Сумма не может быть нулевой' }),
    z.gte(-10_000_000, { error: 'Не больше 10\u00a0000\u00a0000\u00a0б.' }),
    z.lte(10_000_000, { error: 'Не больше 10\u00a0000\u00a0000\u00a0б.' }),
    z.refine(hasAtMostTwoDecimals, { error: 'Не больше двух знаков после запятой' }),
  ),
  reason: z.string({ error: 'Укажите причину' }).check(
    z.trim(),
    z.minLength(3, { error: 'Укажите причину' }),
    z.maxLength(500, { error: 'Не длиннее 500 символов' }),
    // The member's notification quotes it.
    z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
  ),
});
export type RequestAdjustmentBody = z.infer<typeof requestAdjustmentBody>;

export const requestAdjustmentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/members/:id/adjustments',
  operationId: 'requestBalanceAdjustment',
  summary: 'Предложить корректировку баланса участника (проводится после подтверждения другим администратором)',
  tag: 'admin',
  access: 'admin',
  params: memberIdParams,
  body: requestAdjustmentBody,
  response: adjustmentSchema,
  errors: ['not_found'],
});

export const listAdjustmentsQuery = z.object({
  status: z._default(z.enum(ADJUSTMENT_STATUSES, { error: 'Статус: pending, applied или rejected' }), 'pending'),
});

export const listAdjustmentsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/adjustments',
  operationId: 'listBalanceAdjustments',
  summary: 'Корректировки баланса: ждущие подтверждения, проведённые, отклонённые (последние 200)',
  tag: 'admin',
  access: 'admin',
  query: listAdjustmentsQuery,
  response: z.object({ adjustments: z.array(adjustmentSchema) }),
  errors: [],
});

const NOT_FOUND = { error: 'not_found' };
export const adjustmentIdParams = z.object({
  id: z.coerce.number(NOT_FOUND).check(z.int(NOT_FOUND), z.positive(NOT_FOUND), z.lte(Number.MAX_SAFE_INTEGER, NOT_FOUND)),
});

export const approveAdjustmentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/adjustments/:id/approve',
  operationId: 'approveBalanceAdjustment',
  summary: 'Подтвердить корректировку: баланс меняется (подтверждает не тот, кто предложил)',
  tag: 'admin',
  access: 'admin',
  params: adjustmentIdParams,
  response: adjustmentSchema,
  errors: ['not_found', 'own_request_approval', 'adjustment_decided', 'insufficient_funds', 'approval_cooling_off'],
});

export const rejectAdjustmentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/adjustments/:id/reject',
  operationId: 'rejectBalanceAdjustment',
  summary: 'Отклонить корректировку',
  tag: 'admin',
  access: 'admin',
  params: adjustmentIdParams,
  body: z.object({
    note: z.string({ error: 'Укажите причину' }).check(z.trim(), z.maxLength(500, { error: 'Не длиннее 500 символов' })),
  }),
  response: adjustmentSchema,
  errors: ['not_found', 'adjustment_decided'],
});
