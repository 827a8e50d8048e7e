import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

export const accountInfoSchema = z
  .object({
    /** '' when the member has none. */
    email: z.string(),
    /** Digits as stored, '79001234567'; the web app formats it (`formatPhone`). */
    phoneNumber: z.string(),
    /** '' until the member chooses one. */
    userName: z.string(),
  })
  .register(z.globalRegistry, { id: 'AccountInfo' });
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** GET /api/lk/account-info/ */
export const accountInfoResponse = z.object({ accountInfo: accountInfoSchema });
export type AccountInfoResponse = z.infer<typeof accountInfoResponse>;

export const accountInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/lk/account-info/',
  operationId: 'getAccountInfo',
  summary: 'Данные учётной записи: e-mail, телефон, имя пользователя',
  tag: 'profile',
  access: 'member',
  response: accountInfoResponse,
  errors: [],
});
