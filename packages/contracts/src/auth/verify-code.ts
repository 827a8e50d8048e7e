import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { captchaSchema } from './request-code.js';

/** POST /api/mobile-auth/verify */
export const verifyCodeBody = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
  code: z.string().check(z.regex(/^\d{4,8}$/, { error: 'invalid_code' })),
  captcha: captchaSchema,
});
export type VerifyCodeBody = z.infer<typeof verifyCodeBody>;

export const verifyCodeResponse = z.object({
  userId: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Lifetime of the access token in seconds. */
  expiresIn: z.int(),
});
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponse>;

export const verifyCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/mobile-auth/verify',
  operationId: 'verifyCode',
  summary: 'Проверить SMS-код и открыть сеанс',
  description: 'Код действует один раз; после 5 неверных попыток нужно запросить новый.',
  tag: 'auth',
  access: 'public',
  body: verifyCodeBody,
  response: verifyCodeResponse,
  errors: [
    'invalid_captcha',
    'invalid_code',
    'code_expired',
    'code_attempts_exhausted',
    'member_not_found',
    'member_blocked',
    'rate_limited',
  ],
});
