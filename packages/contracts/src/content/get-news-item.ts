import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { newsItemSchema } from './news-item.js';

const NEWS_ID_ERROR = { error: 'Укажите номер новости' };

/** GET /api/news/item/?newsId — one published item with its content; unknown → 404 `not_found`. */
export const getNewsItemQuery = z.object({
  newsId: z.coerce
    .number(NEWS_ID_ERROR)
    .check(z.int(NEWS_ID_ERROR), z.positive(NEWS_ID_ERROR), z.lte(Number.MAX_SAFE_INTEGER, NEWS_ID_ERROR)),
});
export type GetNewsItemQuery = z.input<typeof getNewsItemQuery>;

export const getNewsItemResponse = z.object({ news: newsItemSchema });
export type GetNewsItemResponse = z.infer<typeof getNewsItemResponse>;

export const getNewsItemRoute = defineRoute({
  method: 'GET',
  path: '/api/news/item/',
  operationId: 'getNewsItem',
  summary: 'Новость целиком',
  tag: 'news',
  access: 'member',
  query: getNewsItemQuery,
  response: getNewsItemResponse,
  errors: ['not_found'],
});
