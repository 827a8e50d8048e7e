import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

/** POST /api/mobile-auth/code/sms: the code just sent to Telegram goes by SMS too (decision 0035). */
export const sendCodeBySmsBody = z.object({
  userId: z.string({ error: 'code_expired' }).check(z.maxLength(64, { error: 'code_expired' })),
});
export type SendCodeBySmsBody = z.infer<typeof sendCodeBySmsBody>;

export const sendCodeBySmsResponse = z.object({ channel: z.literal('sms') });
export type SendCodeBySmsResponse = z.infer<typeof sendCodeBySmsResponse>;

export const sendCodeBySmsRoute = defineRoute({
  method: 'POST',
  path: '/api/mobile-auth/code/sms',
  operationId: 'sendCodeBySms',
  summary: 'Отправить код по SMS',
  description:
    'Тот же код, что ушёл в Telegram, отправляется по SMS — один раз на код. Через заданное время без доставки ' +
    'в Telegram сервер делает это сам.',
  tag: 'auth',
  access: 'public',
  body: sendCodeBySmsBody,
  response: sendCodeBySmsResponse,
  errors: ['code_expired', 'rate_limited', 'sms_failed'],
});
