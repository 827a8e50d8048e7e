import { z } from 'zod';
import { phoneSchema } from '../common/phone.js';

/** POST /api/mobile-auth/code */
export const requestCodeBody = z.object({
  phone: z.string({ error: 'invalid_phone' }).pipe(phoneSchema),
  captcha: z.string({ error: 'invalid_captcha' }).min(1, { error: 'invalid_captcha' }).max(10_000, { error: 'invalid_captcha' }),
});
export type RequestCodeBody = z.infer<typeof requestCodeBody>;

export const requestCodeResponse = z.object({
  userId: z.string(),
  /** Seconds until another code may be requested. */
  resendAfter: z.number().int(),
});
export type RequestCodeResponse = z.infer<typeof requestCodeResponse>;
