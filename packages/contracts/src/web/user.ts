import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

/**
 * GET /api/user/ — the web app's own call (product §7): who is signed in, from the session cookie and
 * the API. `accessToken` lets a page that was reloaded restore the in-memory token without a refresh.
 */
export const webUserResponse = z.discriminatedUnion('isLoggedIn', [
  z.object({ isLoggedIn: z.literal(false) }),
  z.object({
    isLoggedIn: z.literal(true),
    userId: z.string(),
    phone: z.string(),
    firstName: z.string(),
    accessToken: z.string(),
  }),
]);
export type WebUserResponse = z.infer<typeof webUserResponse>;
export type SignedInUser = Extract<WebUserResponse, { isLoggedIn: true }>;

export const webUserRoute = defineRoute({
  method: 'GET',
  path: '/api/user/',
  operationId: 'getWebUser',
  summary: 'Кто вошёл (по cookie сеанса) и токен доступа для вкладки',
  tag: 'web',
  access: 'public',
  server: 'web',
  response: webUserResponse,
  errors: ['unauthorized'],
});
