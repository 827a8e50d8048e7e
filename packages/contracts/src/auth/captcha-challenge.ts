import { z } from 'zod';

/** GET /api/captcha/challenge — an ALTCHA v2 proof-of-work challenge, passed to the widget as it is. */
export const captchaChallengeResponse = z
  .object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number().optional(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().optional(),
  })
  .meta({ id: 'CaptchaChallenge' });
export type CaptchaChallengeResponse = z.infer<typeof captchaChallengeResponse>;
