// The channels a member's messages travel by (decision 0036): the cabinet's list always; Web Push
// to the devices the member turned it on for; SMS only for what matters (a cancelled payout, a
// rejected document). A member chooses per kind of message; the back office chooses per send.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { MESSAGE_KINDS } from './message-kinds.js';
export * from './message-kinds.js';

export const messageKindSchema = z.enum(MESSAGE_KINDS);

export const messagePreferenceSchema = z.object({
  kind: messageKindSchema,
  push: z.boolean(),
  /** null: this kind never goes by SMS. */
  sms: z.nullable(z.boolean()),
});
export type MessagePreference = z.infer<typeof messagePreferenceSchema>;

export const messagePreferencesResponse = z.object({
  preferences: z.array(messagePreferenceSchema),
  /** The member's devices that receive push. */
  pushDevices: z.int().check(z.gte(0)),
});
export type MessagePreferencesResponse = z.infer<typeof messagePreferencesResponse>;

export const getMessagePreferencesRoute = defineRoute({
  method: 'GET',
  path: '/api/message-preferences',
  operationId: 'getMessagePreferences',
  summary: 'Каналы уведомлений участника по видам сообщений',
  tag: 'notifications',
  access: 'member',
  response: messagePreferencesResponse,
  errors: [],
});

export const setMessagePreferencesBody = z.object({
  preferences: z
    .array(
      z.object({
        kind: messageKindSchema,
        push: z.boolean({ error: 'Push: да или нет' }),
        sms: z.optional(z.nullable(z.boolean({ error: 'SMS: да или нет' }))),
      }),
      { error: 'Список настроек' },
    )
    .check(z.maxLength(MESSAGE_KINDS.length, { error: 'Слишком много настроек' })),
});
export type SetMessagePreferencesBody = z.infer<typeof setMessagePreferencesBody>;

export const setMessagePreferencesRoute = defineRoute({
  method: 'PUT',
  path: '/api/message-preferences',
  operationId: 'setMessagePreferences',
  summary: 'Сохранить каналы уведомлений: перечисленные виды, остальные не меняются',
  description: 'SMS сохраняется только для выплат и документов; для остальных видов его значение пропускается.',
  tag: 'notifications',
  access: 'member',
  body: setMessagePreferencesBody,
  response: messagePreferencesResponse,
  errors: [],
});

export const pushKeyResponse = z.object({
  /** The VAPID public key (base64url, uncompressed P-256 point): the browser's `applicationServerKey`. */
  publicKey: z.string(),
});

export const pushKeyRoute = defineRoute({
  method: 'GET',
  path: '/api/push/key',
  operationId: 'getPushKey',
  summary: 'Открытый ключ VAPID для подписки браузера на push',
  tag: 'notifications',
  access: 'member',
  response: pushKeyResponse,
  errors: [],
});

const B64URL_RE = /^[A-Za-z0-9_-]+$/;
const b64 = (min: number, max: number, error: string) =>
  z.string({ error }).check(z.minLength(min, { error }), z.maxLength(max, { error }), z.regex(B64URL_RE, { error }));

export const PUSH_ENDPOINT_MAX = 2000;

/** What the browser's `PushSubscription.toJSON()` gives, and the device's name the cabinet shows. */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .string({ error: 'Адрес подписки' })
    .check(z.minLength(1, { error: 'Адрес подписки' }), z.maxLength(PUSH_ENDPOINT_MAX, { error: 'Адрес подписки' })),
  keys: z.object({
    // 65 bytes of a P-256 point: 87 characters of base64url; 16 bytes of the secret: 22.
    p256dh: b64(80, 100, 'Ключ подписки'),
    auth: b64(16, 32, 'Секрет подписки'),
  }),
  device: z._default(z.string().check(z.trim(), z.maxLength(120, { error: 'Не длиннее 120 символов' })), ''),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

export const pushSubscriptionResponse = z.object({ pushDevices: z.int().check(z.gte(0)) });

export const subscribePushRoute = defineRoute({
  method: 'POST',
  path: '/api/push/subscriptions',
  operationId: 'subscribePush',
  summary: 'Включить push на этом устройстве (подписка браузера)',
  description:
    'Адрес подписки — только службы push браузеров (в production — https-адреса Google, Mozilla, Apple, Microsoft). ' +
    'Повторная подписка того же адреса обновляет её.',
  tag: 'notifications',
  access: 'member',
  body: pushSubscriptionBody,
  response: pushSubscriptionResponse,
  errors: ['push_endpoint_refused'],
});

export const unsubscribePushBody = z.object({
  endpoint: z.string({ error: 'Адрес подписки' }).check(z.maxLength(PUSH_ENDPOINT_MAX, { error: 'Адрес подписки' })),
});

export const unsubscribePushRoute = defineRoute({
  method: 'POST',
  path: '/api/push/subscriptions/remove',
  operationId: 'unsubscribePush',
  summary: 'Выключить push на этом устройстве',
  tag: 'notifications',
  access: 'member',
  body: unsubscribePushBody,
  response: pushSubscriptionResponse,
  errors: [],
});
