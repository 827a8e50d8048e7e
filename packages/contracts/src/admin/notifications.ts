// Notifications written by the back office (docs/product.md §12): to one member, to a list of phones, or to
// every member; now or at a set time, delivered by a scheduled job.
import * as z from 'zod/mini';
import { PHONE_RE } from '../common/phone.js';
import { notificationCategorySchema } from '../content/notification.js';
import { MESSAGE_CHANNELS } from '../content/message-kinds.js';
import { hasNoOutsideLink, outsideLinkIssue } from '../content/message-text.js';
import { maxResultCountSchema, skipCountSchema } from '../content/paging.js';
import { defineRoute } from '../http/route.js';
import { NOTIFY_LIST_MAX } from './recipient-phones.js';
import { countRu } from '../common/plural.js';
import {
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_SEND_STATUSES,
  NOTIFICATION_TITLE_MAX,
} from './notification-values.js';

export * from './notification-values.js';

const phoneOf = (message: string) => z.string({ error: message }).check(z.regex(PHONE_RE, { error: message }));

/** Who gets it. Phones are 79XXXXXXXXX; the back office normalises what the operator typed. */
export const notificationRecipientsBody = z.object({
  audience: z.enum(NOTIFICATION_AUDIENCES, { error: 'Выберите, кому отправить' }),
  /** For `member`. */
  phone: z.optional(phoneOf('Телефон в формате +7 (9XX) XXX-XX-XX')),
  /** For `list`. */
  phones: z.optional(
    z
      .array(phoneOf('Телефоны в формате +7 (9XX) XXX-XX-XX'), { error: 'Список телефонов' })
      .check(z.maxLength(NOTIFY_LIST_MAX, { error: `Не больше ${countRu(NOTIFY_LIST_MAX, ['номера', 'номеров', 'номеров'])}` })),
  ),
});
export type NotificationRecipientsBody = z.infer<typeof notificationRecipientsBody>;

export const sendNotificationBody = z.object({
  ...notificationRecipientsBody.shape,
  category: notificationCategorySchema,
  title: z.string({ error: 'Введите заголовок' }).check(
    z.trim(),
    z.minLength(1, { error: 'Введите заголовок' }),
    z.maxLength(NOTIFICATION_TITLE_MAX, {
      error: `Не длиннее ${countRu(NOTIFICATION_TITLE_MAX, ['символа', 'символов', 'символов'])}`,
    }),
    // It goes by push and SMS too: no address of another site (content/message-text.ts).
    z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
  ),
  body: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(NOTIFICATION_BODY_MAX, {
        error: `Не длиннее ${countRu(NOTIFICATION_BODY_MAX, ['символа', 'символов', 'символов'])}`,
      }),
      z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
    ),
    '',
  ),
  /** A page of the cabinet (`isCabinetLink`), or null. */
  link: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200, { error: 'Такой страницы в кабинете нет' })))),
  /** Omitted or null: now. A later time: the scheduled job delivers it then. */
  sendAt: z.optional(z.nullable(z.iso.datetime({ offset: true, error: 'Укажите дату и время отправки' }))),
  /**
   * Channels besides the cabinet's list, which always gets it (decision 0036): push reaches the
   * members' devices with push on (and «Сообщения программы» not turned off), SMS every recipient.
   */
  channels: z._default(z.array(z.enum(MESSAGE_CHANNELS, { error: 'Каналы: push или sms' })).check(z.maxLength(2)), []),
});
export type SendNotificationBody = z.infer<typeof sendNotificationBody>;

export const notificationSendSchema = z
  .object({
    id: z.int(),
    audience: z.enum(NOTIFICATION_AUDIENCES),
    /** «Всем участникам», «Петров Иван, +7 (900) 123-45-67», «Списку: 25 участников». */
    audienceText: z.string(),
    category: notificationCategorySchema,
    title: z.string(),
    body: z.string(),
    link: z.nullable(z.string()),
    status: z.enum(NOTIFICATION_SEND_STATUSES),
    sendAt: z.iso.datetime(),
    /** How many members got it; null until it is delivered. */
    deliveredCount: z.nullable(z.int()),
    deliveredAt: z.nullable(z.iso.datetime()),
    /** The channels chosen besides the cabinet. */
    channels: z.array(z.enum(MESSAGE_CHANNELS)),
    /**
     * Per channel: how many members it reached (push: at least one device took it; SMS: the
     * gateway took it) and how many are still on their way; null until it is delivered.
     */
    channelCounts: z.nullable(
      z.object({
        push: z.object({ delivered: z.int(), pending: z.int(), failed: z.int() }),
        sms: z.object({ delivered: z.int(), pending: z.int(), failed: z.int() }),
      }),
    ),
    createdBy: z.string(),
    createdAt: z.iso.datetime(),
    cancelledBy: z.nullable(z.string()),
    cancelledAt: z.nullable(z.iso.datetime()),
  })
  .register(z.globalRegistry, { id: 'NotificationSend' });
export type NotificationSend = z.infer<typeof notificationSendSchema>;

export const checkRecipientsResponse = z.object({
  /** Members it would reach now. */
  count: z.int(),
  /** Listed phones of nobody in the programme, formatted (the first 20). */
  unknown: z.array(z.string()),
  unknownCount: z.int(),
});
export type CheckRecipientsResponse = z.infer<typeof checkRecipientsResponse>;

export const checkRecipientsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/notifications/recipients',
  operationId: 'checkNotificationRecipients',
  summary: 'Сколько участников получит уведомление и каких номеров нет в программе (ничего не отправляется)',
  tag: 'admin',
  access: 'admin',
  body: notificationRecipientsBody,
  response: checkRecipientsResponse,
  errors: [],
});

export const sendNotificationRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/notifications',
  operationId: 'sendNotification',
  summary: 'Отправить уведомление одному участнику, списку или всем — сейчас или в назначенное время',
  description:
    'Всем — это каждому незаблокированному участнику на момент доставки; одному и списку — указанным. ' +
    'Неизвестные номера списка отклоняют запрос (поле `phones`). Ответ — с числом доставленных.',
  tag: 'admin',
  access: 'admin',
  body: sendNotificationBody,
  response: notificationSendSchema,
  errors: [],
});

export const listNotificationSendsQuery = z.object({
  status: z.optional(z.enum(NOTIFICATION_SEND_STATUSES, { error: 'Статус: scheduled, sent или cancelled' })),
  skipCount: skipCountSchema(),
  maxResultCount: maxResultCountSchema(25, 100),
});
export type ListNotificationSendsQuery = z.input<typeof listNotificationSendsQuery>;

export const listNotificationSendsResponse = z.object({ sends: z.array(notificationSendSchema), totalCount: z.int() });
export type ListNotificationSendsResponse = z.infer<typeof listNotificationSendsResponse>;

export const listNotificationSendsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/notifications',
  operationId: 'listNotificationSends',
  summary: 'Отправленные и запланированные уведомления, новые сверху',
  tag: 'admin',
  access: 'operator',
  query: listNotificationSendsQuery,
  response: listNotificationSendsResponse,
  errors: [],
});

const NOT_FOUND = { error: 'not_found' };
export const notificationSendParams = z.object({
  id: z.coerce.number(NOT_FOUND).check(z.int(NOT_FOUND), z.positive(NOT_FOUND), z.lte(Number.MAX_SAFE_INTEGER, NOT_FOUND)),
});

export const cancelNotificationSendRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/notifications/:id/cancel',
  operationId: 'cancelNotificationSend',
  summary: 'Отменить запланированное уведомление',
  tag: 'admin',
  access: 'admin',
  params: notificationSendParams,
  response: notificationSendSchema,
  errors: ['not_found', 'notification_already_sent'],
});
