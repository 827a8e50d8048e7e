import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { newsCardSchema } from './news-item.js';
import { maxResultCountSchema, skipCountSchema } from './paging.js';
export { NEWS_CATEGORY_ALL } from './content-limits.js';

export const NEWS_PAGE_SIZE = 10;
export const NEWS_PAGE_MAX = 50;

export const newsSortSchema = z.enum(['date', 'likes'], { error: 'Сортировка: date или likes' });
export type NewsSort = z.infer<typeof newsSortSchema>;
export const newsSortDirectionSchema = z.enum(['asc', 'desc'], { error: 'Направление: asc или desc' });
export type NewsSortDirection = z.infer<typeof newsSortDirectionSchema>;

/**
 * GET /api/news/?category&sort&sortDirection&skipCount&maxResultCount
 * `sort=likes` orders by likes, then by date in the same direction, then by id: pages never overlap.
 */
export const listNewsQuery = z.object({
  /** `all` (or empty) or one of `GET /api/news/categories`; an unknown category gives an empty list. */
  category: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Не длиннее 100 символов' }))),
  sort: z._default(newsSortSchema, 'date'),
  sortDirection: z._default(newsSortDirectionSchema, 'desc'),
  skipCount: skipCountSchema(),
  maxResultCount: maxResultCountSchema(NEWS_PAGE_SIZE, NEWS_PAGE_MAX),
});
export type ListNewsQuery = z.input<typeof listNewsQuery>;

export const listNewsResponse = z.object({
  allNews: z.array(newsCardSchema),
  /** Published items matching the category, over all pages. */
  totalCount: z.int().check(z.gte(0)),
});
export type ListNewsResponse = z.infer<typeof listNewsResponse>;

export const listNewsRoute = defineRoute({
  method: 'GET',
  path: '/api/news/',
  operationId: 'listNews',
  summary: 'Новости: страница списка (без текста новости)',
  tag: 'news',
  access: 'member',
  query: listNewsQuery,
  response: listNewsResponse,
  errors: [],
});
