import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

/** GET /api/captcha/challenge — an ALTCHA v2 proof-of-work challenge, passed to the widget as it is. */
export const captchaChallengeResponse = z
  .object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.optional(z.number()),
      keyPrefix: z.string(),
      expiresAt: z.optional(z.number()),
    }),
    signature: z.optional(z.string()),
  })
  .register(z.globalRegistry, { id: 'CaptchaChallenge' });
export type CaptchaChallengeResponse = z.infer<typeof captchaChallengeResponse>;

export const captchaChallengeRoute = defineRoute({
  method: 'GET',
  path: '/api/captcha/challenge',
  operationId: 'getCaptchaChallenge',
  summary: 'Новая задача ALTCHA для входа',
  description: 'С одного адреса — не больше настроенного числа задач за 10 минут (по умолчанию 120).',
  tag: 'auth',
  access: 'public',
  response: captchaChallengeResponse,
  errors: ['rate_limited'],
});
