import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

/**
 * POST /api/auth/logout — revokes the sign-in named by the bearer token (even an expired one)
 * or by the refresh token in the body, so that a member whose access token lapsed can still sign out.
 */
export const logoutBody = z.nullish(z.object({ refreshToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))) }));
export type LogoutBody = z.infer<typeof logoutBody>;

export const logoutResponse = z.object({ success: z.literal(true) });

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  operationId: 'logout',
  summary: 'Завершить сеанс',
  description:
    'Отзывает вход по токену доступа из заголовка Authorization (даже истёкшему) или по токену обновления в теле, ' +
    'чтобы выйти мог и участник, чей токен доступа уже истёк. Без того и другого ничего не меняет.',
  tag: 'auth',
  // Either credential will do, and a lapsed access token still names its sign-in: the route
  // checks them itself instead of refusing a caller whose token has just expired.
  access: 'public',
  optionalBearer: true,
  body: logoutBody,
  response: logoutResponse,
  errors: ['unauthorized'],
});
