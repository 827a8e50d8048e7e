// What waits for a second person (docs/product.md «На подтверждении», decision 0060): one list of
// requests of every kind, one rule (never the maker, an account the maker recently made or reset
// neither) and one refusal when the maker tries to approve their own.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from '../money/points.js';
import { APPROVAL_KINDS, APPROVAL_STATUSES } from './approval-values.js';

const NOT_FOUND = { error: 'not_found' };
/**
 * A request's number at the door (the operators' feature re-exports it for the other numbers in a
 * path that are not found when malformed).
 */
export const changeIdParams = z.object({
  id: z.coerce.number(NOT_FOUND).check(z.int(NOT_FOUND), z.positive(NOT_FOUND), z.lte(Number.MAX_SAFE_INTEGER, NOT_FOUND)),
});

export const approvalSchema = z
  .object({
    id: z.int(),
    kind: z.enum(APPROVAL_KINDS),
    /**
     * What it is about: a member's id, an import's number, `tax`, a month, a contest's or a dispute's id,
     * a programme setting's key, an account's change (`promote:<operator id>`), a withdrawal order's number.
     */
    subject: z.string(),
    /** What approval does, in Russian. */
    summary: z.string(),
    /** What changes for members and orders when it applies, in Russian; empty when nothing more. */
    effect: z.string(),
    /** Points, where money is concerned. */
    amount: z.nullable(pointsSchema),
    memberId: z.nullable(z.string()),
    status: z.enum(APPROVAL_STATUSES),
    madeBy: z.string(),
    madeAt: z.iso.datetime(),
    checkedBy: z.nullable(z.string()),
    checkedAt: z.nullable(z.iso.datetime()),
    reason: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Approval' });
export type Approval = z.infer<typeof approvalSchema>;

export const listApprovalsQuery = z.object({
  kind: z.optional(z.enum(APPROVAL_KINDS)),
  subject: z.optional(z.string().check(z.maxLength(100))),
});

export const listApprovalsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/approvals',
  operationId: 'listApprovals',
  summary: 'Запросы, ждущие второго администратора: что изменится и кто попросил',
  tag: 'admin',
  access: 'operator',
  query: listApprovalsQuery,
  response: z.object({ approvals: z.array(approvalSchema) }),
  errors: [],
});

export const approveApprovalRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/approvals/:id/approve',
  operationId: 'approveApproval',
  summary: 'Подтвердить запрос: он вступает в силу (подтверждает не тот, кто попросил; кроме выплат — администратор)',
  tag: 'admin',
  access: 'operator',
  params: changeIdParams,
  response: approvalSchema,
  // The door's own refusals, then what applying a kind may refuse when the world moved since it was asked.
  errors: [
    'not_found',
    'change_decided',
    'own_change_approval',
    'approval_cooling_off',
    'forbidden',
    'contract_paid',
    'import_not_applicable',
    'target_month_closed',
    'tiers_month_closed',
    'contest_members_unknown',
    'insufficient_funds',
    'period_closed',
    'organiser_requisites_missing',
    'mail_failed',
    'order_already_handled',
    'payout_rail_unavailable',
    'override_month_closed',
    'team_member_unknown',
    'team_member_blocked',
    'team_month_closed',
    'team_supervisor_dates',
    'team_supervisor_is_agent',
    'team_supervisor_cycle',
  ],
});

export const rejectApprovalBody = z.object({
  reason: z
    .string({ error: 'Укажите причину' })
    .check(z.trim(), z.minLength(3, { error: 'Укажите причину' }), z.maxLength(500, { error: 'Не длиннее 500 символов' })),
});
export type RejectApprovalBody = z.infer<typeof rejectApprovalBody>;

export const rejectApprovalRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/approvals/:id/reject',
  operationId: 'rejectApproval',
  summary: 'Отклонить запрос (администратор) или отозвать свой: ничего не меняется',
  tag: 'admin',
  access: 'operator',
  params: changeIdParams,
  body: rejectApprovalBody,
  response: approvalSchema,
  errors: ['not_found', 'change_decided', 'forbidden'],
});
