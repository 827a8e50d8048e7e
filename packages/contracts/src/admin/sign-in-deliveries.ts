// The sign-in codes' delivery in the back office (decision 0035): each code's channels and
// statuses on the member card, the SMS providers' balances, the sender name and the template.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { hasNoOutsideLink, outsideLinkIssue } from '../content/message-text.js';
import { memberIdParams } from './members.js';

export const deliveryStatusSchema = z.enum(['queued', 'sent', 'delivered', 'failed']);
export type DeliveryStatusValue = z.infer<typeof deliveryStatusSchema>;

export const signInCodeDeliverySchema = z.object({
  channel: z.enum(['sms', 'telegram']),
  /** smsru, smsc, smsaero, log or telegram. */
  provider: z.string(),
  messageId: z.nullable(z.string()),
  status: deliveryStatusSchema,
  /** The provider's own words (a refusal's reason, its last status). */
  detail: z.string(),
  at: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const signInCodeSchema = z
  .object({
    id: z.string(),
    phone: z.string(),
    createdAt: z.iso.datetime(),
    /** used, replaced, expired or live. */
    state: z.enum(['used', 'replaced', 'expired', 'live']),
    deliveries: z.array(signInCodeDeliverySchema),
  })
  .register(z.globalRegistry, { id: 'SignInCode' });
export type SignInCode = z.infer<typeof signInCodeSchema>;

export const memberSignInCodesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/members/:id/sign-in-codes',
  operationId: 'listMemberSignInCodes',
  summary: 'Последние коды входа участника и их доставка',
  tag: 'admin',
  access: 'operator',
  params: memberIdParams,
  response: z.object({ codes: z.array(signInCodeSchema) }),
  errors: ['not_found'],
});

export const smsBalanceSchema = z.object({
  provider: z.string(),
  /** Roubles, as the provider last answered. */
  balance: z.number(),
  checkedAt: z.iso.datetime(),
  /** Below the configured threshold: the dashboard warns. */
  low: z.boolean(),
});
export type SmsBalance = z.infer<typeof smsBalanceSchema>;

export const smsBalancesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/sms/balances',
  operationId: 'listSmsBalances',
  summary: 'Баланс SMS-провайдеров',
  tag: 'admin',
  access: 'operator',
  response: z.object({ balances: z.array(smsBalanceSchema), warningBelow: z.number() }),
  errors: [],
});

/** The sign-in message: `{code}` is required; `{product}` is the programme's name. */
export const DEFAULT_SMS_SETTINGS = {
  sender: '',
  template: '{code} — код для входа в {product}. Никому его не сообщайте.',
} as const;

export const smsSettingsSchema = z
  .object({
    /** The registered alpha name (Latin letters, digits, `! ? - _ . ( )`, up to 11); empty: the provider's default. */
    sender: z
      .string()
      .check(
        z.maxLength(11, { error: 'Не длиннее 11 символов' }),
        z.regex(/^[A-Za-z0-9!?\-_.() ]*$/, { error: 'Только латинские буквы, цифры, пробел и знаки «!?-_.()»' }),
      ),
    template: z.string().check(
      z.minLength(1, { error: 'Укажите текст сообщения' }),
      z.maxLength(160, { error: 'Не длиннее 160 символов' }),
      z.refine((t) => t.includes('{code}'), { error: 'В тексте должен быть {code}' }),
      z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
    ),
  })
  .register(z.globalRegistry, { id: 'SmsSettings' });
export type SmsSettings = z.infer<typeof smsSettingsSchema>;

export const getSmsSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/sms/settings',
  operationId: 'getSmsSettings',
  summary: 'Имя отправителя и текст SMS с кодом',
  tag: 'admin',
  access: 'operator',
  response: smsSettingsSchema,
  errors: [],
});

export const updateSmsSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/sms/settings',
  operationId: 'updateSmsSettings',
  summary: 'Изменить имя отправителя и текст SMS с кодом',
  description: 'Имя отправителя должно быть согласовано с провайдером и операторами, текст — зарегистрирован как шаблон.',
  tag: 'admin',
  access: 'admin',
  body: smsSettingsSchema,
  response: smsSettingsSchema,
  errors: ['validation_error'],
});
