import * as z from 'zod/mini';
import { DATE_RANGE_INVERTED, isoDateSchema, orderedRange } from '../common/validation.js';
import { maxResultCountSchema, skipCountSchema } from '../content/paging.js';
import { defineRoute } from '../http/route.js';

/**
 * Every kind of entry of the audit log with how the back office names it. A feature that writes a
 * new kind adds it here, so the log's filter and its CSV read it in Russian.
 */
export const AUDIT_ACTIONS = {
  'operator.sign_in': 'Вход в бэк-офис',
  'operator.sign_in_failed': 'Неудачная попытка входа',
  'operator.locked': 'Вход заблокирован после неудачных попыток',
  'operator.sign_out': 'Выход из бэк-офиса',
  'operator.password_changed': 'Смена своего пароля',
  'operator.totp_enabled': 'Подключено приложение-аутентификатор',
  'operator.created': 'Создан оператор',
  'operator.updated': 'Изменён оператор',
  'operator.password_reset': 'Сброшен пароль (ссылка отправлена оператору)',
  'operator.totp_reset': 'Сброшено приложение-аутентификатор',
  'operator.password_set': 'Пароль задан по ссылке из письма',
  'operator.step_up': 'Подтверждение паролем и кодом для изменения входа',
  'operator.totp_setup_started': 'Начата замена приложения-аутентификатора',
  'operator.change_requested': 'Запрошено изменение учётной записи (нужен второй администратор)',
  'operator.change_rejected': 'Отклонено изменение учётной записи',
  'approval.cooling_off_refused': 'Отказано в подтверждении: учётная запись в периоде ограничения',
  'settings.updated': 'Изменены настройки программы',
  'settings.change_requested': 'Запрошено ослабление настройки (нужен второй администратор)',
  'settings.change_rejected': 'Отклонено изменение настроек',
  'audit.exported': 'Выгрузка журнала аудита',
  'job.retried': 'Фоновая задача запущена повторно',
  // Refused attempts (decision 0030): the first of a minute per operator, action and call, then the
  // 10th, the 100th… with the count so far.
  'operator.access_refused': 'Отказано: раздел только для администраторов',
  'operator.control_refused': 'Отказ двойного контроля: своё подтверждение или повторная выплата',
  'operator.cross_site_refused': 'Отклонён запрос с чужого сайта',
  // Members and balance adjustments.
  'member.viewed': 'Открыта карточка участника',
  'member.created': 'Добавлен участник',
  'member.blocked': 'Участник заблокирован',
  'member.unblocked': 'Участник разблокирован',
  // Identity documents (152-ФЗ: every reading of passport data or a scan is recorded).
  'identity.viewed': 'Просмотр паспортных данных',
  'identity.scan_viewed': 'Просмотр скана документа',
  'identity.confirmed': 'Паспортные данные подтверждены',
  'identity.rejected': 'Паспортные данные отклонены',
  'identity.consent_withdrawn': 'Отзыв согласия: паспортные данные и сканы удалены',
  'identity.purged': 'Паспортные данные и сканы удалены по истечении срока хранения',
  'adjustment.requested': 'Предложена корректировка баланса',
  'adjustment.approved': 'Корректировка баланса подтверждена и проведена',
  'adjustment.rejected': 'Корректировка баланса отклонена',
  'period.close_requested': 'Предложено закрыть месяц',
  'period.closed': 'Месяц закрыт, документы агентов сформированы',
  'period.close_rejected': 'Закрытие месяца отклонено',
  'document.signed': 'Участник подписал документ месяца кодом',
  'legal.published': 'Опубликована новая версия правил или согласия',
  'legal.accepted': 'Участник принял версию правил или согласия',
  'legal.acceptances_exported': 'Выгружен журнал принятия правил и согласия',
  'dispute.answered': 'Ответ участнику по спору',
  'dispute.credited': 'Спор решён начислением',
  'dispute.credit_requested': 'Начисление по спору ждёт второго администратора',
  // Contests (decision 0032).
  'contest.created': 'Создан черновик конкурса',
  'contest.updated': 'Конкурс изменён до начала',
  'contest.cancelled': 'Конкурс отменён',
  'contest.scheduled': 'Конкурс запланирован',
  'contest.finished_early': 'Конкурс завершён досрочно, итоги подведены',
  'contest.prize_approved': 'Приз конкурса подтверждён и начислен',
  'contest.prize_refused': 'В призе конкурса отказано',
  'money_decision.requested': 'Начисление ждёт второго администратора',
  'money_decision.approved': 'Начисление подтверждено вторым администратором',
  'money_decision.rejected': 'Начисление отклонено',
  'target.set': 'Заданы личные цели на месяц',
  'target.reset': 'Личные цели возвращены к тарифной таблице',
  // Contracts import and tiers.
  'import.previewed': 'Загружен файл договоров (предпросмотр)',
  'import.applied': 'Применён импорт договоров',
  'tiers.updated': 'Изменены тарифы месяца',
  // News and notifications.
  'news.created': 'Создан черновик новости',
  'news.updated': 'Изменена новость',
  'news.image_changed': 'Изменена картинка новости',
  'news.published': 'Опубликована новость',
  'news.scheduled': 'Запланирована публикация новости',
  'news.went_live': 'Запланированная новость опубликована',
  'news.unpublished': 'Новость снята с публикации',
  'notification.sent': 'Отправлено уведомление',
  'notification.scheduled': 'Запланировано уведомление',
  'notification.cancelled': 'Отменено запланированное уведомление',
  // The withdrawal desk.
  'desk.paid': 'Выплачена заявка на вывод',
  'desk.payment_made': 'Проведена крупная выплата (ждёт подтверждения)',
  'desk.payment_approved': 'Подтверждена крупная выплата',
  'desk.rejected': 'Отклонена заявка на вывод',
  'desk.register_exported': 'Выгрузка реестра выплат',
  'desk.sent_to_provider': 'Заявка передана на выплату платёжному сервису',
  'payouts.rail_changed': 'Изменён способ выплат',
  // Sign-in codes by Telegram and SMS (decision 0035).
  'sms_settings.updated': 'Изменены имя отправителя и текст SMS с кодом',
  // Taxes (decision 0033).
  'tax_settings.updated': 'Изменены настройки НДФЛ',
  'tax.register_exported': 'Выгрузка налогового регистра НДФЛ',
  'tax.employment_recorded': 'Записана работа участника в компании по трудовому договору',
  'tax.employment_removed': 'Удалена запись о работе участника в компании',
  'compliance.exported': 'Выгружен отчёт «Комплаенс» за год',
  'self_employed.receipts_exported': 'Выгрузка чеков самозанятых',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
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
