// The audit log's "before" and "after" in Russian: each field an entry may hold, with its label, and
// one text for a value that the back office shows in the log and nowhere else needs (decision 0030).
// A feature that writes a new field into an entry adds its label here; an unknown field is shown by
// its own name.

export const AUDIT_FIELD_LABELS = {
  // Common.
  status: 'Статус',
  state: 'Состояние',
  amount: 'Сумма',
  reason: 'Причина',
  comment: 'Комментарий',
  version: 'Версия',
  title: 'Заголовок',
  category: 'Категория',
  // Members and operators.
  phone: 'Телефон',
  firstName: 'Имя',
  middleName: 'Отчество',
  lastName: 'Фамилия',
  email: 'E-mail',
  displayName: 'Имя оператора',
  role: 'Роль',
  disabled: 'Отключён',
  sessionsEnded: 'Завершено сеансов',
  attempt: 'Попытка',
  minutes: 'Минут',
  // Money.
  threshold: 'Порог подтверждения',
  payoutApprovalThreshold: 'Порог подтверждения выплат',
  holdDays: 'Удержание начислений, дней',
  maker: 'Провёл',
  requestedBy: 'Предложил',
  orders: 'Заявок',
  total: 'Итого',
  // Identity documents.
  kind: 'Вид скана',
  consentsWithdrawn: 'Отозвано согласий',
  scansDeleted: 'Удалено сканов',
  versionsDeleted: 'Удалено версий',
  blockedAt: 'Заблокирован',
  retentionDays: 'Срок хранения, дней',
  // Import and tiers.
  fileName: 'Файл',
  rows: 'Строк',
  new: 'Новых',
  changed: 'Изменённых',
  unchanged: 'Без изменений',
  refused: 'Отклонённых',
  minContracts: 'От договоров',
  reward: 'Вознаграждение',
  month: 'Месяц',
  percent: 'Процент',
  // Targets cascaded through the teams.
  contracts: 'Договоров',
  byHand: 'Вручную',
  level: 'Уровень',
  shares: 'Долей разделено',
  // News, notifications, jobs.
  imageId: 'Картинка',
  publishedAt: 'Опубликована',
  sendAt: 'Время отправки',
  audience: 'Кому',
  recipients: 'Получателей',
  queue: 'Очередь',
  id: 'Номер',
  // Filters of exports.
  operatorId: 'Оператор',
  memberId: 'Участник',
  member: 'Участник',
  action: 'Действие',
  dateFrom: 'С',
  dateTo: 'По',
  // Refused attempts.
  operationId: 'Вызов',
  refusal: 'Отказ',
  attempts: 'Попыток за минуту',
} as const satisfies Record<string, string>;

export type AuditField = keyof typeof AUDIT_FIELD_LABELS;

/** A field's Russian label, or its own name when no label was written for it. */
export function auditFieldLabel(field: string): string {
  return Object.hasOwn(AUDIT_FIELD_LABELS, field) ? AUDIT_FIELD_LABELS[field as AuditField] : field;
}

/**
 * An entry's before or after as one line: `Статус: paid; Сумма: 100`. Lists (a tier table) are shown
 * one element after another; a value that is no object is shown as it is.
 */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(auditValueText).join(' | ');
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([field, v]) => `${auditFieldLabel(field)}: ${v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('; ');
}
