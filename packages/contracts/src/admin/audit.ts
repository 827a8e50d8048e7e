import * as z from 'zod/mini';
import { DATE_RANGE_INVERTED, isoDateSchema, orderedRange } from '../common/validation.js';
import { maxResultCountSchema, skipCountSchema } from '../content/paging.js';
import { defineRoute } from '../http/route.js';
import { AUDIT_ACTIONS, type AuditAction } from './audit-values.js';

export * from './audit-values.js';

export const auditActionSchema = z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]], {
  error: 'Неизвестное действие',
});

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;
const UUID = z.string().check(z.regex(/^[0-9a-f-]{36}$/i, { error: 'Некорректный идентификатор' }));

const auditFilterFields = {
  operatorId: z.optional(UUID),
  memberId: z.optional(UUID),
  /**
   * The member as an operator knows them: a phone in any form or a part of it (digits only), or a
   * part of the name (decision 0030).
   */
  member: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Не длиннее 100 символов' }))),
  action: z.optional(auditActionSchema),
  dateFrom: z.optional(isoDateSchema),
  dateTo: z.optional(isoDateSchema),
};

/** Filters of the audit log; dates are inclusive calendar days in Moscow time. */
export const auditFilterQuery = z.object(auditFilterFields).check(orderedRange('dateFrom', 'dateTo', DATE_RANGE_INVERTED));
export type AuditFilter = z.infer<typeof auditFilterQuery>;

export const listAuditQuery = z
  .object({
    ...auditFilterFields,
    skipCount: skipCountSchema(),
    maxResultCount: maxResultCountSchema(AUDIT_PAGE_SIZE, AUDIT_PAGE_MAX),
  })
  .check(orderedRange('dateFrom', 'dateTo', DATE_RANGE_INVERTED));
export type ListAuditQuery = z.input<typeof listAuditQuery>;

export const auditEntrySchema = z
  .object({
    id: z.int(),
    at: z.iso.datetime(),
    operatorId: z.nullable(z.string()),
    /** The operator's e-mail, 'member' or 'system'. */
    actor: z.string(),
    action: z.string(),
    actionText: z.string(),
    memberId: z.nullable(z.string()),
    /** «Фамилия Имя, +7 …» of the member concerned, or null. */
    memberName: z.nullable(z.string()),
    targetType: z.nullable(z.string()),
    targetId: z.nullable(z.string()),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAuditResponse = z.object({ entries: z.array(auditEntrySchema), totalCount: z.int().check(z.gte(0)) });
export type ListAuditResponse = z.infer<typeof listAuditResponse>;

export const listAuditRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/audit',
  operationId: 'listAudit',
  summary: 'Журнал аудита: кто, когда, что, с кем, до и после, откуда',
  tag: 'admin',
  access: 'admin',
  query: listAuditQuery,
  response: listAuditResponse,
  errors: [],
});

export const exportAuditRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/audit/export.csv',
  operationId: 'exportAudit',
  summary: 'Журнал аудита в CSV (с теми же фильтрами); выгрузка сама попадает в журнал',
  tag: 'admin',
  access: 'admin',
  query: auditFilterQuery,
  response: 'csv',
  errors: [],
});

/**
 * The web app refuses a write sent to the back office from another site before it reaches the API;
 * it reports the refusal here, with the session the request carried, so the audit log has it too
 * (decision 0030).
 */
export const crossSiteRefusalBody = z.object({
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE', 'GET', 'HEAD', 'OPTIONS'], { error: 'Неизвестный метод' }),
  path: z
    .string()
    .check(
      z.maxLength(200, { error: 'Не длиннее 200 символов' }),
      z.regex(/^\/api\/admin\//, { error: 'Путь бэк-офиса /api/admin/…' }),
    ),
});

export const reportCrossSiteRefusalRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/audit/cross-site-refusals',
  operationId: 'reportCrossSiteRefusal',
  summary: 'Записать в журнал отклонённый запрос с чужого сайта (вызывает веб-приложение)',
  description:
    'Запись ограничена: первая за минуту для оператора и вызова, затем 10-я, 100-я… со счётчиком попыток. ' +
    '`recorded` — записана ли эта попытка.',
  tag: 'admin',
  access: 'operator',
  allowsUnfinishedSetup: true,
  body: crossSiteRefusalBody,
  response: z.object({ recorded: z.boolean() }),
  errors: [],
});
