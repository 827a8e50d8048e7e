import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

const SLUG_ERROR = { error: 'Укажите новость' };

/**
 * PUT /api/news/?slugId likes, DELETE /api/news/?slugId takes the like back. Both are idempotent:
 * repeating one changes nothing and answers the same. Unknown slug → 404 `not_found`.
 */
export const likeNewsQuery = z.object({
  slugId: z.string(SLUG_ERROR).check(z.trim(), z.minLength(1, SLUG_ERROR), z.maxLength(200, SLUG_ERROR)),
});
export type LikeNewsQuery = z.input<typeof likeNewsQuery>;

export const likeNewsResponse = z.object({
  likesCount: z.int().check(z.gte(0)),
  isLiked: z.boolean(),
});
export type LikeNewsResponse = z.infer<typeof likeNewsResponse>;

export const likeNewsRoute = defineRoute({
  method: 'PUT',
  path: '/api/news/',
  operationId: 'likeNews',
  summary: 'Поставить отметку «нравится» (повтор ничего не меняет)',
  tag: 'news',
  access: 'member',
  query: likeNewsQuery,
  response: likeNewsResponse,
  errors: ['not_found'],
});

export const unlikeNewsRoute = defineRoute({
  method: 'DELETE',
  path: '/api/news/',
  operationId: 'unlikeNews',
  summary: 'Снять отметку «нравится» (повтор ничего не меняет)',
  tag: 'news',
  access: 'member',
  query: likeNewsQuery,
  response: likeNewsResponse,
  errors: ['not_found'],
});
