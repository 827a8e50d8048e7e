// Manual corrections of a member's balance (docs/product.md §12): an admin proposes one, it waits at
// the approvals door whatever its amount (decision 0060), and only a second admin's approval there
// moves the ledger.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { hasNoOutsideLink, outsideLinkIssue } from '../content/message-text.js';
import { hasAtMostTwoDecimals, pointsSchema } from '../money/points.js';
import { approvalSchema } from './approvals.js';
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
    memberId: z.string(),
    memberName: z.string(),
    memberPhone: z.string(),
    /** Signed: + credits the member's available balance, − debits it. */
    amount: pointsSchema,
    reason: z.string(),
    status: z.enum(ADJUSTMENT_STATUSES),
    /** The request at the approvals door: its id for the decisions, who asked and who decided, a refusal's reason. */
    approval: approvalSchema,
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
  description:
    'Корректировка ждёт второго администратора при любой сумме; подтверждают и отклоняют её, как любой запрос, ' +
    'в «На подтверждении» (`POST /api/admin/approvals/:id/approve`, `…/reject`).',
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
