import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

/**
 * POST /api/logout — the web app's own call: revokes the sign-in in the API (by the session's
 * access token, or by the refresh token the browser still holds) and destroys the session cookie.
 */
export const webLogoutBody = z.nullish(
  z.object({ refreshToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))) }),
);
export type WebLogoutBody = z.infer<typeof webLogoutBody>;

export const webLogoutResponse = z.object({ success: z.literal(true) });

export const webLogoutRoute = defineRoute({
  method: 'POST',
  path: '/api/logout',
  operationId: 'webLogout',
  summary: 'Выйти: отозвать вход в API и удалить cookie сеанса',
  tag: 'web',
  access: 'public',
  server: 'web',
  body: webLogoutBody,
  response: webLogoutResponse,
  errors: [],
});
