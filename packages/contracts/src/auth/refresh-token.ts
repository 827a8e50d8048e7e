import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

/** GET /api/refresh-token?refreshToken=... (product §7: the answer is read as data.data.access_token). */
export const refreshTokenQuery = z.object({
  refreshToken: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type RefreshTokenQuery = z.infer<typeof refreshTokenQuery>;

export const refreshTokenResponse = z.object({
  data: z.object({
    access_token: z.string(),
    refresh_token: z.string(),
    expires_in: z.int(),
  }),
});
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponse>;

export const refreshTokenRoute = defineRoute({
  method: 'GET',
  path: '/api/refresh-token',
  operationId: 'refreshToken',
  summary: 'Обновить токены (старый токен обновления перестаёт действовать)',
  description:
    'Токен обновления действует один раз. Повторное предъявление уже использованного токена считается кражей: ' +
    'весь вход отзывается.',
  tag: 'auth',
  access: 'public',
  query: refreshTokenQuery,
  response: refreshTokenResponse,
  errors: ['unauthorized'],
});
