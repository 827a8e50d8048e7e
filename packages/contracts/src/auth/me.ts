import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

/** GET /api/auth/me — the signed-in member, for the web app's `/api/user/`. */
export const meResponse = z.object({
  userId: z.string(),
  phone: z.string(),
  firstName: z.string(),
});
export type MeResponse = z.infer<typeof meResponse>;

export const meRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/me',
  operationId: 'getMe',
  summary: 'Кто вошёл: для сеанса веб-приложения',
  tag: 'auth',
  access: 'member',
  response: meResponse,
  errors: [],
});
