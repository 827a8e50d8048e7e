// Webhooks back to the company (docs/webhooks.md), admins only: the endpoints the programme posts
// its events to (Standard Webhooks: signed with the endpoint's secret, retried for three days), a
// secret's rotation, and each endpoint's delivery log with «Повторить».
import * as z from 'zod/mini';
import { maxResultCountSchema, skipCountSchema } from '../content/paging.js';
import { countRu } from '../common/plural.js';
import { defineRoute } from '../http/route.js';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_ROTATION_MAX_HOURS,
  WEBHOOK_TEST_EVENT,
} from './webhook-values.js';

export * from './webhook-values.js';

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
export const WEBHOOK_DELIVERIES_PAGE_MAX = 100;
/** Endpoints an installation may have: each event is posted to each of them. */
export const WEBHOOK_ENDPOINTS_MAX = 20;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** The URL's shape; whether its scheme and its addresses are allowed is the API's check (they depend on its settings and on DNS). */
function urlIssue(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Укажите адрес целиком, например https://crm.example.ru/hooks/agent-plus';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Адрес должен начинаться с https://';
  if (url.username || url.password) return 'Адрес не должен содержать логин и пароль: подпись запроса подтверждает отправителя';
  if (url.hash) return 'Адрес не должен содержать «#»';
  return null;
}

const urlSchema = z.string({ error: 'Укажите адрес' }).check(
  z.trim(),
  z.minLength(1, { error: 'Укажите адрес' }),
  z.maxLength(WEBHOOK_URL_MAX_LENGTH, {
    error: `Не длиннее ${countRu(WEBHOOK_URL_MAX_LENGTH, ['символа', 'символов', 'символов'])}`,
  }),
  z.superRefine((value, ctx) => {
    // An empty address has its own refusal above.
    const issue = value ? urlIssue(value) : null;
    if (issue) ctx.issues.push({ code: 'custom', message: issue, input: value });
  }),
);

const eventsSchema = z.array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Такого события нет' }), { error: 'Выберите события' }).check(
  z.minLength(1, { error: 'Выберите хотя бы одно событие' }),
  // There are no more events than these: a longer list repeats one.
  z.maxLength(WEBHOOK_EVENT_TYPES.length, { error: 'Событие выбрано дважды' }),
  z.refine((events) => new Set(events).size === events.length, { error: 'Событие выбрано дважды' }),
);

const descriptionSchema = z
  .string({ error: 'Описание — строка' })
  .check(z.trim(), z.maxLength(200, { error: 'Не длиннее 200 символов' }));

const NOT_FOUND = { error: 'not_found' };
export const webhookEndpointParams = z.object({
  id: z.pipe(
    z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, NOT_FOUND)),
    z.transform((s: string) => Number(s)),
  ),
});

export const webhookDeliveryParams = z.object({
  ...webhookEndpointParams.shape,
  messageId: z.string().check(z.regex(/^msg_[0-9a-f]{32}$/, NOT_FOUND)),
});

export const webhookEndpointSchema = z
  .object({
    id: z.int(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    /** Switched off, it is sent nothing new; what waits for a retry is not sent either. */
    enabled: z.boolean(),
    createdBy: z.string(),
    createdAt: z.iso.datetime(),
    /** When it was last switched off; null while it is on. */
    disabledAt: z.nullable(z.iso.datetime()),
    /** Deleted: kept for its delivery log, sent nothing. */
    deletedAt: z.nullable(z.iso.datetime()),
    /** When the current secret was made. */
    secretCreatedAt: z.iso.datetime(),
    /** Until when the previous secret still signs beside the current one; null when it no longer does. */
    previousSecretValidUntil: z.nullable(z.iso.datetime()),
    deliveries: z.object({ pending: z.int(), delivered: z.int(), failed: z.int() }),
  })
  .register(z.globalRegistry, { id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** An endpoint with its secret, answered once: when it is made and when the secret is rotated. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  /** `whsec_` and the key in base64: what the company's verifier is given (docs/webhooks.md). */
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const listWebhookEndpointsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/webhooks',
  operationId: 'listWebhookEndpoints',
  summary: 'Вебхуки: адреса компании, на которые программа отправляет события',
  description: 'Удалённые адреса не показываются. Секреты не показываются: их видно один раз — при создании и при замене.',
  tag: 'admin',
  access: 'admin',
  response: z.object({ endpoints: z.array(webhookEndpointSchema) }),
  errors: [],
});

export const createWebhookEndpointBody = z.object({
  url: urlSchema,
  description: z._default(descriptionSchema, ''),
  events: eventsSchema,
});
export type CreateWebhookEndpointBody = z.input<typeof createWebhookEndpointBody>;

export const createWebhookEndpointRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/webhooks',
  operationId: 'createWebhookEndpoint',
  summary: 'Добавить адрес для вебхуков (ответ один раз показывает секрет подписи)',
  description:
    'Адрес — только https и только во внешней сети: имя проверяется по DNS сейчас и перед каждой отправкой, адреса ' +
    'внутренних, loopback и link-local сетей отклоняются (`webhook_url_refused`). Запись в журнале аудита: `webhook.created`.',
  tag: 'admin',
  access: 'admin',
  body: createWebhookEndpointBody,
  response: webhookEndpointWithSecretSchema,
  errors: ['webhook_url_refused', 'webhook_endpoints_limit'],
});

export const updateWebhookEndpointBody = z.object({
  url: z.optional(urlSchema),
  description: z.optional(descriptionSchema),
  events: z.optional(eventsSchema),
  enabled: z.optional(z.boolean({ error: 'Включён: true или false' })),
});
export type UpdateWebhookEndpointBody = z.input<typeof updateWebhookEndpointBody>;

export const updateWebhookEndpointRoute = defineRoute({
  method: 'PATCH',
  path: '/api/admin/webhooks/:id',
  operationId: 'updateWebhookEndpoint',
  summary: 'Изменить адрес, описание, события вебхука или включить и выключить его',
  description: 'Выключенному адресу не отправляется ничего, в том числе повторы. Запись в журнале аудита: `webhook.updated`.',
  tag: 'admin',
  access: 'admin',
  params: webhookEndpointParams,
  body: updateWebhookEndpointBody,
  response: webhookEndpointSchema,
  errors: ['not_found', 'webhook_url_refused'],
});

export const rotateWebhookSecretBody = z.object({
  /** How long the old secret keeps signing beside the new one, while the company changes its verifier. */
  previousValidHours: z.number({ error: 'Укажите число часов' }).check(
    z.int({ error: 'Укажите целое число часов' }),
    z.gte(0, { error: 'Не меньше 0 часов' }),
    z.lte(WEBHOOK_ROTATION_MAX_HOURS, {
      error: `Не больше ${countRu(WEBHOOK_ROTATION_MAX_HOURS, ['часа', 'часов', 'часов'])}`,
    }),
  ),
});
export type RotateWebhookSecretBody = z.input<typeof rotateWebhookSecretBody>;

export const rotateWebhookSecretRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/webhooks/:id/rotate-secret',
  operationId: 'rotateWebhookSecret',
  summary: 'Заменить секрет подписи вебхука (ответ один раз показывает новый)',
  description:
    'Пока действует старый секрет, каждое событие подписано обоими (две подписи в `webhook-signature` через пробел); ' +
    '0 часов — старый перестаёт действовать сразу. Запись в журнале аудита: `webhook.secret_rotated`.',
  tag: 'admin',
  access: 'admin',
  params: webhookEndpointParams,
  body: rotateWebhookSecretBody,
  response: webhookEndpointWithSecretSchema,
  errors: ['not_found'],
});

export const deleteWebhookEndpointRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/webhooks/:id',
  operationId: 'deleteWebhookEndpoint',
  summary: 'Удалить адрес вебхука (журнал его доставок сохраняется)',
  description: 'Ему больше ничего не отправляется, в том числе повторы. Запись в журнале аудита: `webhook.deleted`.',
  tag: 'admin',
  access: 'admin',
  params: webhookEndpointParams,
  response: webhookEndpointSchema,
  errors: ['not_found'],
});

export const webhookAttemptSchema = z.object({
  at: z.iso.datetime(),
  /** The answer's HTTP status; null when none came (refused address, no connection, no answer in time). */
  httpStatus: z.nullable(z.int()),
  /** Why the attempt failed without an answer, in Russian; null when an answer came. */
  error: z.nullable(z.string()),
  durationMs: z.int(),
  /** The start of the answer's body (at most 1 KiB). */
  response: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z
  .object({
    /** The message's id: the `webhook-id` header, the same in every attempt. */
    id: z.string(),
    type: z.union([z.enum(WEBHOOK_EVENT_TYPES), z.literal(WEBHOOK_TEST_EVENT)]),
    /** The body posted: `{type, timestamp, data}`. */
    payload: z.unknown(),
    createdAt: z.iso.datetime(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    /** When the next attempt is due (the queue's back-off); null unless it waits for one. */
    nextAttemptAt: z.nullable(z.iso.datetime()),
    /** Every attempt, the latest first. */
    attempts: z.array(webhookAttemptSchema),
  })
  .register(z.globalRegistry, { id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const listWebhookDeliveriesQuery = z.object({
  status: z.optional(z.enum(WEBHOOK_DELIVERY_STATUSES, { error: 'Статус: pending, delivered или failed' })),
  skipCount: skipCountSchema(),
  maxResultCount: maxResultCountSchema(WEBHOOK_DELIVERIES_PAGE_SIZE, WEBHOOK_DELIVERIES_PAGE_MAX),
});
export type ListWebhookDeliveriesQuery = z.input<typeof listWebhookDeliveriesQuery>;

export const listWebhookDeliveriesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/webhooks/:id/deliveries',
  operationId: 'listWebhookDeliveries',
  summary: 'Журнал доставок вебхука: события с каждой попыткой, новые первыми',
  tag: 'admin',
  access: 'admin',
  params: webhookEndpointParams,
  query: listWebhookDeliveriesQuery,
  response: z.object({ deliveries: z.array(webhookDeliverySchema), totalCount: z.int().check(z.gte(0)) }),
  errors: ['not_found'],
});

export const redeliverWebhookRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/webhooks/:id/deliveries/:messageId/retry',
  operationId: 'redeliverWebhook',
  summary: '«Повторить»: отправить событие ещё раз сейчас',
  description:
    'С тем же `webhook-id`, с новыми повторами на три дня. Адресу выключенному или удалённому не отправляется ' +
    '(`webhook_endpoint_disabled`). Запись в журнале аудита: `webhook.redelivered`.',
  tag: 'admin',
  access: 'admin',
  params: webhookDeliveryParams,
  response: webhookDeliverySchema,
  errors: ['not_found', 'webhook_endpoint_disabled'],
});

export const sendTestWebhookRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/webhooks/:id/test',
  operationId: 'sendTestWebhook',
  summary: 'Отправить на адрес тестовое событие `webhook.test`',
  description: 'Только этому адресу, на какие бы события он ни был подписан. Запись в журнале аудита: `webhook.test_sent`.',
  tag: 'admin',
  access: 'admin',
  params: webhookEndpointParams,
  response: webhookDeliverySchema,
  errors: ['not_found', 'webhook_endpoint_disabled'],
});
