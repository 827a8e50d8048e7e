import { z } from 'zod';

export const accountInfoSchema = z
  .object({
    /** '' when the member has none. */
    email: z.string(),
    /** Digits as stored, '79001234567'; the web app formats it (`formatPhone`). */
    phoneNumber: z.string(),
    /** '' until the member chooses one. */
    userName: z.string(),
  })
  .meta({ id: 'AccountInfo' });
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** GET /api/lk/account-info/ */
export const accountInfoResponse = z.object({ accountInfo: accountInfoSchema });
export type AccountInfoResponse = z.infer<typeof accountInfoResponse>;
