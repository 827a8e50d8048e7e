import { z } from 'zod';

/** POST /api/mobile-auth/verify */
export const verifyCodeBody = z.object({
  userId: z.string().min(1).max(64),
  code: z.string().regex(/^\d{4,8}$/, { error: 'invalid_code' }),
  captcha: z.string({ error: 'invalid_captcha' }).min(1, { error: 'invalid_captcha' }).max(10_000, { error: 'invalid_captcha' }),
});
export type VerifyCodeBody = z.infer<typeof verifyCodeBody>;

export const verifyCodeResponse = z.object({
  userId: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Lifetime of the access token in seconds. */
  expiresIn: z.number().int(),
});
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponse>;
