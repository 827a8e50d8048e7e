import * as z from 'zod/mini';
import { phoneSchema } from '../common/phone.js';
import { defineRoute } from '../http/route.js';

const captchaSchema = z
  .string({ error: 'invalid_captcha' })
  .check(z.minLength(1, { error: 'invalid_captcha' }), z.maxLength(10_000, { error: 'invalid_captcha' }));

/** POST /api/mobile-auth/code */
export const requestCodeBody = z.object({
  // A phone in any form is far shorter: a longer text is refused before it is read (decision 0030).
  phone: z.pipe(z.string({ error: 'invalid_phone' }).check(z.maxLength(32, { error: 'invalid_phone' })), phoneSchema),
  captcha: captchaSchema,
});
export type RequestCodeBody = z.infer<typeof requestCodeBody>;

export const requestCodeResponse = z.object({
  userId: z.string(),
  /** Seconds until another code may be requested. */
  resendAfter: z.int(),
  /** Where the code went (decision 0035): Telegram when the phone can receive it there, SMS otherwise. */
  channel: z.enum(['sms', 'telegram']),
});
export type RequestCodeResponse = z.infer<typeof requestCodeResponse>;

export const requestCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/mobile-auth/code',
  operationId: 'requestCode',
  summary: 'Отправить SMS-код для входа',
  description:
    'Телефон — 11 цифр, начиная с 79. Код из 6 цифр живёт 5 минут; новый код можно запросить через 60 секунд, ' +
    'не больше 5 кодов на номер в час и ограниченное число запросов с одного адреса.',
  tag: 'auth',
  access: 'public',
  body: requestCodeBody,
  response: requestCodeResponse,
  errors: [
    'invalid_phone',
    'invalid_captcha',
    'member_not_found',
    'member_blocked',
    'resend_too_early',
    'too_many_codes',
    'rate_limited',
    'sms_failed',
  ],
});

export { captchaSchema };
