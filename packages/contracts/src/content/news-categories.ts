import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

/** GET /api/news/categories — the categories that have published news, for the tabs (alphabetical). */
export const newsCategoriesResponse = z.object({
  categories: z.array(z.string()),
});
export type NewsCategoriesResponse = z.infer<typeof newsCategoriesResponse>;

export const newsCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/news/categories',
  operationId: 'listNewsCategories',
  summary: 'Категории, в которых есть опубликованные новости',
  tag: 'news',
  access: 'member',
  response: newsCategoriesResponse,
  errors: [],
});
