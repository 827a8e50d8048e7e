// The back office's notifications' constants without zod: its screens read them.
import type { NotificationCategory } from '../content/notification.js';

export const NOTIFICATION_AUDIENCES = ['member', 'list', 'all'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];
export const NOTIFICATION_AUDIENCE_TEXT: Record<NotificationAudience, string> = {
  member: 'Одному участнику',
  list: 'Списку участников',
  all: 'Всем участникам',
};

/** How the back office names the categories a member's notification list shows by icon. */
export const NOTIFICATION_CATEGORY_TEXT: Record<NotificationCategory, string> = {
  system: 'Сообщение программы',
  news: 'Новости',
  accrual: 'Начисления',
  withdrawal: 'Вывод средств',
  identity: 'Документы',
};

export const NOTIFICATION_SEND_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export type NotificationSendStatus = (typeof NOTIFICATION_SEND_STATUSES)[number];
export const NOTIFICATION_SEND_STATUS_TEXT: Record<NotificationSendStatus, string> = {
  scheduled: 'Запланировано',
  sent: 'Отправлено',
  cancelled: 'Отменено',
};

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_BODY_MAX = 1000;
